import { defaultLocale, isLocale, locales, type Locale } from '../../contracts/enums.ts';

export { defaultLocale, isLocale, locales, type Locale };

export const PREFERRED_LOCALE_KEY = 'preferred-locale';

/** A path segment that looks like a language tag (en, fr, pt-BR), as opposed to a page name. */
export const looksLikeLocale = (segment: string) => /^[a-z]{2}(-[a-z]{2,4})?$/i.test(segment);

/** Prefix of a locale in URLs: Slovak, the default, has none. */
export const localePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);

/**
 * `path` as a same-site path: backslashes read as slashes (browsers do) and every run of slashes
 * collapsed to one, so neither `//host` nor `/\\host` can come out of input and leave the site.
 * The query and fragment are kept as they are.
 */
export function sameSitePath(path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const rest = cut < 0 ? '' : path.slice(cut);
  const clean = pathname.replace(/[\\/]+/g, '/');
  return (clean.startsWith('/') ? clean : `/${clean}`) + rest;
}

/** The URL of `path` (starting with "/" or empty for home) in `locale`, always a path of this site. */
export function localizePath(locale: Locale, path: string): string {
  const clean = path === '' || path === '/' ? '' : sameSitePath(path);
  return `${localePrefix(locale)}${clean}` || '/';
}

/**
 * Splits a pathname into its language segment and the rest. Only the portal's languages are
 * language segments (`/en/…`, `/de/…`, and `/sk/…`, which the server redirects to the unprefixed
 * path): any other first segment, two letters or not (`/cv/…`), is part of the page's path.
 */
export function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1]?.toLowerCase();
  if (match && isLocale(segment)) return { locale: segment, rest: match[2] ?? '' };
  return { locale: null, rest: pathname === '/' ? '' : pathname };
}

/**
 * A first segment shaped like a language tag the portal does not speak (`/fr/…`, `/pt-BR/…`) and
 * the rest of the path, for the server's fallback redirect; null for the portal's own languages and
 * for paths that start with no such segment. Whether the segment is really a page name (`/cv`) is
 * the caller's to decide.
 */
export function splitForeignLocale(pathname: string): { locale: string; rest: string } | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1];
  if (!match || !segment || !looksLikeLocale(segment) || isLocale(segment.toLowerCase())) return null;
  return { locale: segment.toLowerCase(), rest: match[2] ?? '' };
}

/** First supported language of an Accept-Language header, by quality. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * The locale for a request whose URL names an unsupported one (docs/product/screens-and-routes.md): the profile's app
 * language, then the saved preference, then the browser's language, then Slovak.
 */
export function fallbackLocale(input: {
  profileLanguage?: string | null;
  preferred?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  const profile = input.profileLanguage?.toLowerCase();
  if (isLocale(profile)) return profile;
  const preferred = input.preferred?.toLowerCase();
  if (isLocale(preferred)) return preferred;
  return fromAcceptLanguage(input.acceptLanguage) ?? defaultLocale;
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}
