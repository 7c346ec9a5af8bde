/**
 * The browser's translator: the same catalogs, key syntax (`ns:key.path`), plural suffixes
 * (`_one`, `_few`, `_many`, `_other` by Intl.PluralRules) and `{{name}}` interpolation as i18next on
 * the server, in a few hundred bytes instead of i18next + react-i18next (ADR 007).
 */
export const namespaces = [
  'common',
  'home',
  'jobs',
  'account',
  'profile',
  'admin',
  'questionnaire',
  'work-types',
  'salary',
  'forms',
  'hints',
  'search',
  'company',
  'blog',
  'events',
  'newsletter',
  'cv',
] as const;
export type Messages = Record<string, Record<string, unknown>>;
export type TOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
const translators = new WeakMap<Messages, Map<string, TFunction>>();

/** A translator for `messages` in `locale`, memoized per catalog object and namespace (Intl objects are costly). */
export function createTranslator(locale: string, messages: Messages, defaultNs = 'common'): TFunction {
  let byNs = translators.get(messages);
  if (!byNs) translators.set(messages, (byNs = new Map()));
  const key = `${locale}:${defaultNs}`;
  let t = byNs.get(key);
  if (!t) byNs.set(key, (t = buildTranslator(locale, messages, defaultNs)));
  return t;
}

function buildTranslator(locale: string, messages: Messages, defaultNs: string): TFunction {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const select = rules;
  const lookup = (ns: string, path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        messages[ns],
      );
  return (key, options = {}) => {
    const colon = key.indexOf(':');
    const ns = colon > 0 ? key.slice(0, colon) : defaultNs;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    let value: unknown;
    if (typeof options.count === 'number') {
      value = lookup(ns, `${path}_${select.select(options.count)}`) ?? lookup(ns, `${path}_other`);
    }
    value ??= lookup(ns, path);
    if (typeof value !== 'string') return options.defaultValue ?? key;
    return value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ''));
  };
}
