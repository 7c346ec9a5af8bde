import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../contracts/enums.ts';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

/** Looks up a string of `locales/<locale>/emails.json`, interpolating `{{var}}` and choosing plurals by `count`. */
export type EmailT = (key: string, values?: Record<string, string | number>) => string;

const catalogs = new Map<string, Record<string, unknown>>();

/**
 * `emails.json` of a locale, or with `namespace` another catalogue of it: `common:` keys reach the
 * labels the pages use too (the words of a saved job search, ADR 126).
 */
function catalog(locale: Locale, namespace = 'emails'): Record<string, unknown> {
  let loaded = catalogs.get(`${locale}:${namespace}`);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(path.join(localesDir, locale, `${namespace}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    catalogs.set(`${locale}:${namespace}`, loaded);
  }
  return loaded;
}

function lookup(tree: Record<string, unknown>, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The e-mail translator of one locale (plain JSON and Intl.PluralRules, so templates need no i18next
 * instance). A missing key or variable throws: an e-mail must never go out with a hole in it.
 */
export function emailTranslator(locale: Locale): EmailT {
  const emails = catalog(locale);
  const plurals = new Intl.PluralRules(locale);
  return (fullKey, values = {}) => {
    const common = fullKey.startsWith('common:');
    const tree = common ? catalog(locale, 'common') : emails;
    const key = common ? fullKey.slice('common:'.length) : fullKey;
    const count = values.count;
    const text =
      (typeof count === 'number' ? lookup(tree, `${key}_${plurals.select(count)}`) : undefined) ??
      (typeof count === 'number' ? lookup(tree, `${key}_other`) : undefined) ??
      lookup(tree, key);
    if (typeof text !== 'string') throw new Error(`Missing e-mail string "${key}" in ${locale}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Missing value "${name}" for e-mail string "${key}"`);
      return String(value);
    });
  };
}
