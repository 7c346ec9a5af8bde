import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  normalizeAddress,
  parseTrustProxy,
  type ProxyTrust,
  resolveClientAddress,
} from '../../server/client-address.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';

const trust = (value: string): ProxyTrust => {
  const parsed = parseTrustProxy(value);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
};
const resolve = (value: string, socket: string | undefined, forwardedFor?: string) =>
  resolveClientAddress({ socket, forwardedFor, trust: trust(value) });

describe('TRUST_PROXY', () => {
  it('is off unless set, and then the header changes nothing', () => {
    for (const off of ['', 'false', '0', ' FALSE '])
      expect(resolve(off, '203.0.113.9', '198.51.100.1, 198.51.100.2')).toBe('203.0.113.9');
  });

  it('reads `true` as one proxy in front (the right-most entry), as `1` does', () => {
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
  });

  it('refuses what is neither a hop count, a switch nor addresses, naming the value', () => {
    for (const bad of ['yes', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', 'nginx', '1.2.3.4, bogus', '21'])
      expect(parseTrustProxy(bad), bad).toHaveProperty('error');
    expect(() =>
      loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kariera-')), TRUST_PROXY: 'proxy' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kariera-')), TRUST_PROXY: 'proxy' });
    } catch (error) {
      expect((error as Error).message).toMatch(/TRUST_PROXY: "proxy" is not a hop count/);
    }
  });

  it('is read into the configuration', () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kariera-')),
      TRUST_PROXY: '10.0.0.0/8, ::1',
    });
    expect(config.TRUST_PROXY).toMatchObject({ kind: 'list', ranges: ['10.0.0.0/8', '::1/128'] });
  });
});

describe('client address with a hop count', () => {
  it('takes the entry the nearest proxy appended, whatever the client wrote before it', () => {
    // nginx's $proxy_add_x_forwarded_for appends the peer to what the client sent.
    expect(resolve('1', '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(resolve('1', '10.0.0.2', '6.6.6.6,7.7.7.7 , 203.0.113.7')).toBe('203.0.113.7');
    expect(resolve('true', '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts two proxies from the right', () => {
    expect(resolve('2', '10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
  });

  it('with fewer entries than hops takes the left-most, and the socket without any', () => {
    expect(resolve('3', '10.0.0.2', '203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
    expect(resolve('1', '10.0.0.2', '')).toBe('10.0.0.2');
    expect(resolve('1', '10.0.0.2', undefined)).toBe('10.0.0.2');
  });

  it('stops at a malformed entry at the last good address', () => {
    expect(resolve('1', '10.0.0.2', '203.0.113.7, unknown')).toBe('10.0.0.2');
    expect(resolve('2', '10.0.0.2', 'garbage, 10.0.0.1')).toBe('10.0.0.1');
    expect(resolve('1', '10.0.0.2', '203.0.113.7,')).toBe('10.0.0.2');
    expect(resolve('1', '10.0.0.2', '<script>')).toBe('10.0.0.2');
  });
});

describe('client address with a list of proxies', () => {
  it('walks from the right past the trusted proxies to the first untrusted address', () => {
    const proxies = '10.0.0.0/8, 192.0.2.10';
    expect(resolve(proxies, '10.0.0.2', '6.6.6.6, 203.0.113.7, 192.0.2.10')).toBe('203.0.113.7');
    expect(resolve(proxies, '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('ignores the header from a peer that is not a trusted proxy', () => {
    expect(resolve('10.0.0.0/8', '203.0.113.50', '6.6.6.6')).toBe('203.0.113.50');
  });

  it('takes the farthest address when every hop is trusted, and stops at a malformed one', () => {
    expect(resolve('10.0.0.0/8', '10.0.0.2', '10.1.1.1, 10.2.2.2')).toBe('10.1.1.1');
    expect(resolve('10.0.0.0/8', '10.0.0.2', '6.6.6.6, nonsense, 10.2.2.2')).toBe('10.2.2.2');
  });

  it('matches IPv6 ranges and IPv4-mapped peers, and names ranges', () => {
    expect(resolve('2001:db8::/32', '2001:db8::1', '6.6.6.6, 2a00:1450::5')).toBe('2a00:1450::5');
    expect(resolve('2001:db8::/32', '2001:db9::1', '6.6.6.6')).toBe('2001:db9::1');
    // A dual-stack socket reports an IPv4 proxy as ::ffff:10.0.0.2.
    expect(resolve('10.0.0.0/8', '::ffff:10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(resolve('loopback', '::1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(resolve('loopback, private', '127.0.0.1', '203.0.113.7, 172.16.4.4')).toBe('203.0.113.7');
  });
});

describe('address spelling', () => {
  it('gives one spelling per address', () => {
    expect(normalizeAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normalizeAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normalizeAddress('[2001:DB8:0::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
  });

  it('refuses what is no address', () => {
    for (const bad of [
      '',
      'unknown',
      '_hidden',
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      'example.com',
      '1.2.3.4 5',
    ])
      expect(normalizeAddress(bad), bad).toBeUndefined();
  });
});
