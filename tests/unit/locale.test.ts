import { describe, expect, it } from 'vitest';
import {
  fallbackLocale,
  fromAcceptLanguage,
  localizePath,
  readCookie,
  splitForeignLocale,
  splitLocale,
} from '../../core/shared/locale.ts';

describe('locale URLs', () => {
  it('leaves Slovak unprefixed and prefixes English and German', () => {
    expect(localizePath('sk', '/jobs')).toBe('/jobs');
    expect(localizePath('en', '/jobs')).toBe('/en/jobs');
    expect(localizePath('de', '')).toBe('/de');
    expect(localizePath('sk', '')).toBe('/');
  });

  it("splits only the portal's languages from the rest of the path", () => {
    expect(splitLocale('/en/jobs/5')).toEqual({ locale: 'en', rest: '/jobs/5' });
    expect(splitLocale('/DE')).toEqual({ locale: 'de', rest: '' });
    expect(splitLocale('/sk/jobs')).toEqual({ locale: 'sk', rest: '/jobs' });
    expect(splitLocale('/jobs')).toEqual({ locale: null, rest: '/jobs' });
    expect(splitLocale('/')).toEqual({ locale: null, rest: '' });
  });

  it('keeps a two-letter page name such as /cv in the path', () => {
    expect(splitLocale('/cv')).toEqual({ locale: null, rest: '/cv' });
    expect(splitLocale('/cv/AbC123')).toEqual({ locale: null, rest: '/cv/AbC123' });
    expect(splitLocale('/en/cv/AbC123')).toEqual({ locale: 'en', rest: '/cv/AbC123' });
    expect(splitLocale('/fr/jobs')).toEqual({ locale: null, rest: '/fr/jobs' });
  });

  it('tells a language the portal does not speak for the fallback redirect', () => {
    expect(splitForeignLocale('/fr')).toEqual({ locale: 'fr', rest: '' });
    expect(splitForeignLocale('/pt-BR/jobs')).toEqual({ locale: 'pt-br', rest: '/jobs' });
    expect(splitForeignLocale('/en/jobs')).toBeNull();
    expect(splitForeignLocale('/jobs')).toBeNull();
  });
});

describe('fallback chain for an unsupported locale (docs/product/screens-and-routes.md)', () => {
  it('prefers the profile language, then the saved preference, then the browser, then Slovak', () => {
    expect(fallbackLocale({ profileLanguage: 'DE', preferred: 'en', acceptLanguage: 'sk' })).toBe('de');
    expect(fallbackLocale({ profileLanguage: 'xx', preferred: 'en', acceptLanguage: 'de' })).toBe('en');
    expect(fallbackLocale({ preferred: null, acceptLanguage: 'fr-FR,fr;q=0.9,de;q=0.8,en;q=0.5' })).toBe(
      'de',
    );
    expect(fallbackLocale({ acceptLanguage: 'fr, it' })).toBe('sk');
    expect(fallbackLocale({})).toBe('sk');
  });

  it('reads Accept-Language by quality', () => {
    expect(fromAcceptLanguage('en;q=0.2, de-AT;q=0.9')).toBe('de');
    expect(fromAcceptLanguage('en-GB')).toBe('en');
    expect(fromAcceptLanguage('')).toBeNull();
  });

  it('reads a cookie by name', () => {
    expect(readCookie('a=1; preferred-locale=de; b=2', 'preferred-locale')).toBe('de');
    expect(readCookie('a=1', 'preferred-locale')).toBeNull();
  });
});
