import { locales, type Locale } from '../../contracts/enums.ts';

/** `?language=all` on a public list: posts, events or links in every language. */
export const ALL_LANGUAGES = 'all';
export type ListLanguage = Locale | typeof ALL_LANGUAGES;
/** A list query whose language is the one shown, `all` included. */
export type WithListLanguage<Q> = Omit<Q, 'language'> & { language: ListLanguage };

/**
 * The content language a public list (blog, events, newsfeed) shows: the one its address names,
 * every language with `?language=all`, else the reader's own, so that the English and German sites
 * do not open with Slovak posts (ADR 143).
 */
export function listLanguageOf(params: URLSearchParams, locale: Locale): ListLanguage {
  const asked = params.get('language');
  if (asked === ALL_LANGUAGES) return ALL_LANGUAGES;
  return locales.find((l) => l === asked) ?? locale;
}

/** The language a list's use case filters by: none for every language. */
export const languageFilter = (language: ListLanguage): Locale | undefined =>
  language === ALL_LANGUAGES ? undefined : language;
