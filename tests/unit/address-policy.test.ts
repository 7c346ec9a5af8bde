import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../infra/fetch/address-policy.ts';

const hex = (a: number, b: number) => ((a << 8) | b).toString(16);

/** Every IPv6 spelling of an IPv4 address `[a, b, c, d]` that leads to it. */
function embeddings([a, b, c, d]: number[]): string[] {
  const dotted = `${a}.${b}.${c}.${d}`;
  const high = hex(a!, b!);
  const low = hex(c!, d!);
  return [
    `::${dotted}`,
    `::${high}:${low}`,
    `0:0:0:0:0:0:${dotted}`,
    `0000:0000:0000:0000:0000:0000:${high.padStart(4, '0')}:${low.padStart(4, '0')}`,
    `::ffff:${dotted}`,
    `::FFFF:${high.toUpperCase()}:${low.toUpperCase()}`,
    `0:0:0:0:0:ffff:${dotted}`,
    `::ffff:0:${dotted}`,
    `64:ff9b::${dotted}`,
    `64:FF9B:0:0:0:0:${high}:${low}`,
    `2002:${high}:${low}::`,
    `2002:${high.toUpperCase()}:${low}:1:2:3:4:5`,
  ];
}

describe('isPublicAddress judges IPv6 forms that embed IPv4 by the IPv4 address', () => {
  it('refuses loopback, private, link-local and metadata addresses in every embedding', () => {
    for (const v4 of [
      [127, 0, 0, 1],
      [127, 1, 2, 3],
      [10, 0, 0, 1],
      [172, 16, 5, 4],
      [192, 168, 1, 1],
      [169, 254, 169, 254],
      [100, 64, 0, 1],
      [0, 0, 0, 0],
      [224, 0, 0, 1],
    ])
      for (const form of embeddings(v4)) expect(isPublicAddress(form), form).toBe(false);
  });

  it('accepts a public IPv4 address in every embedding', () => {
    for (const form of embeddings([93, 184, 216, 34])) expect(isPublicAddress(form), form).toBe(true);
  });

  it('agrees with the IPv4 address for any address and any embedding (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }), (v4) => {
        const expected = isPublicAddress(v4.join('.'));
        for (const form of embeddings(v4)) expect(isPublicAddress(form), form).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses the unspecified and loopback addresses, Teredo and local-use NAT64 in any spelling', () => {
    for (const a of [
      '::',
      '0:0:0:0:0:0:0:0',
      '::1',
      '0000:0000:0000:0000:0000:0000:0000:0001',
      '2001::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '64:ff9b:1::a00:1',
      'fe80::1%eth0',
      'FE80::1',
      'fd00::1',
      'ff02::1',
      '2001:db8::1',
      '[::1]',
      '::127.0.0.1.1',
      '',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('still accepts ordinary public IPv6 addresses', () => {
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    expect(isPublicAddress('2A00:1450:4001:82B::200E')).toBe(true);
  });
});
