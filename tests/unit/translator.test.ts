import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../app/i18n/translator.ts';
import { createServerI18n, loadCatalogs } from '../../server/i18n.ts';

const catalogs = loadCatalogs();
const server = createServerI18n(catalogs);
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
  }
  return typeof value === 'string' ? [prefix] : [];
}

describe('browser translator', () => {
  for (const locale of ['sk', 'en', 'de'] as const) {
    it(`renders every ${locale} key exactly as i18next does on the server`, () => {
      const t = createTranslator(locale, catalogs[locale]);
      const reference = server.t(locale);
      const vars = {
        count: 0,
        query: 'java',
        name: 'Java',
        city: 'Košice',
        percent: 40,
        max: 100,
        min: 1,
        from: '1 €',
        to: '2 €',
        value: '3 €',
        page: 2,
        fields: 'x',
      };
      // Every other placeholder of the catalogs gets a value too, as the pages give one.
      for (const [, name] of JSON.stringify(catalogs[locale]).matchAll(/\{\{(\w+)\}\}/g))
        if (name && !(name in vars)) (vars as Record<string, unknown>)[name] = `«${name}»`;
      for (const ns of ['common', 'home', 'jobs']) {
        const keys = [...new Set(leafKeys(catalogs[locale][ns]).map((k) => k.replace(PLURAL, '')))];
        for (const key of keys) {
          for (const count of [0, 1, 2, 5, 21, 1.5]) {
            const options = { ...vars, count };
            expect(t(`${ns}:${key}`, options), `${ns}:${key} (${count})`).toBe(
              reference(`${ns}:${key}` as never, options as never),
            );
          }
        }
      }
    });
  }

  it('falls back to the default value, then the key', () => {
    const t = createTranslator('en', catalogs.en);
    expect(t('jobs:city.Žilina', { defaultValue: 'Žilina' })).toBe('Žilina');
    expect(t('nothing.here')).toBe('nothing.here');
  });
});
