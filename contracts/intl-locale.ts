import type { Locale } from './enums.ts';

/**
 * The `Intl` locale of each portal language, for its date, number and currency formats: German as
 * written in Austria (`€ 49`), the portal's German-speaking market.
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { sk: 'sk-SK', en: 'en-GB', de: 'de-AT' };

/** The `Intl` locale of `language`: the portal's for its languages, else the tag as given. */
export const intlLocale = (language: string): string =>
  (INTL_LOCALE as Readonly<Record<string, string>>)[language] ?? language;
