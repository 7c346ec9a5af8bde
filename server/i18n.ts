import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { locales, type Locale } from '../contracts/enums.ts';
import type { LabelFn } from '../core/shared/labels.ts';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

export type Catalogs = Record<Locale, Record<string, Record<string, unknown>>>;

/** Reads every catalog of every locale from `locales/`. */
export function loadCatalogs(dir = localesDir): Catalogs {
  const catalogs = {} as Catalogs;
  for (const locale of locales) {
    catalogs[locale] = {};
    for (const file of readdirSync(path.join(dir, locale)).filter((f) => f.endsWith('.json'))) {
      catalogs[locale][file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(path.join(dir, locale, file), 'utf8'),
      );
    }
  }
  return catalogs;
}

export interface ServerI18n {
  catalogs: Catalogs;
  t(locale: Locale): TFunction;
  /** The catalogs the browser needs for one locale. */
  messages(locale: Locale, namespaces: readonly string[]): Record<string, Record<string, unknown>>;
  label(locale: Locale): LabelFn;
}

export function createServerI18n(catalogs = loadCatalogs()): ServerI18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: catalogs,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(catalogs.sk),
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const fixed = new Map(locales.map((l) => [l, instance.getFixedT(l)]));
  return {
    catalogs,
    t: (locale) => fixed.get(locale)!,
    messages: (locale, namespaces) =>
      Object.fromEntries(namespaces.map((ns) => [ns, catalogs[locale][ns] ?? {}])),
    label: (locale) => {
      const t = fixed.get(locale)!;
      return (kind, value) => {
        const key = `enums.${kind}.${value}`;
        return instance.exists(key, { lng: locale }) ? (t(key as never) as string) : value;
      };
    },
  };
}
