import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../server/i18n.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const REQUIRED_PLURALS: Record<string, string[]> = {
  sk: ['one', 'few', 'many', 'other'],
  en: ['one', 'other'],
  de: ['one', 'other'],
};

function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const catalogs = loadCatalogs();
const base = (key: string) => key.replace(PLURAL, '');

describe('translation catalogs', () => {
  const namespaces = Object.keys(catalogs.sk);

  it('have the same namespaces in every language', () => {
    expect(Object.keys(catalogs.en).sort()).toEqual([...namespaces].sort());
    expect(Object.keys(catalogs.de).sort()).toEqual([...namespaces].sort());
  });

  for (const ns of namespaces) {
    it(`${ns}: every key exists in sk, en and de`, () => {
      const keys = Object.fromEntries(
        (['sk', 'en', 'de'] as const).map((l) => [l, new Set(keyPaths(catalogs[l][ns]).map(base))]),
      );
      for (const l of ['en', 'de'] as const) {
        expect(
          [...keys.sk!].filter((k) => !keys[l]!.has(k)),
          `missing in ${l}`,
        ).toEqual([]);
        expect(
          [...keys[l]!].filter((k) => !keys.sk!.has(k)),
          `missing in sk (present in ${l})`,
        ).toEqual([]);
      }
    });

    it(`${ns}: plural keys have every plural form of their language`, () => {
      for (const l of ['sk', 'en', 'de'] as const) {
        const paths = keyPaths(catalogs[l][ns]);
        const plurals = new Set(paths.filter((p) => PLURAL.test(p)).map(base));
        for (const key of plurals) {
          for (const form of REQUIRED_PLURALS[l]!)
            expect(paths, `${l} ${key}_${form}`).toContain(`${key}_${form}`);
        }
      }
    });

    it(`${ns}: no empty strings`, () => {
      for (const l of ['sk', 'en', 'de'] as const) {
        const empty: string[] = [];
        const walk = (v: unknown, p: string) => {
          if (typeof v === 'string' && v.trim() === '') empty.push(p);
          else if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) walk(c, `${p}.${k}`);
        };
        walk(catalogs[l][ns], ns);
        expect(empty, l).toEqual([]);
      }
    });
  }

  it('Slovak counts use the right plural forms (1 ponuka, 3 ponuky, 5 ponúk)', async () => {
    const { createServerI18n } = await import('../../server/i18n.ts');
    const t = createServerI18n(catalogs).t('sk');
    expect(t('jobs:list.count', { count: 1 })).toBe('Nájdená 1 ponuka');
    expect(t('jobs:list.count', { count: 3 })).toBe('Nájdené 3 ponuky');
    expect(t('jobs:list.count', { count: 5 })).toBe('Nájdených 5 ponúk');
  });
});
