import countries from 'i18n-iso-countries';

/** ISO 3166-1 alpha-2 code of an alpha-3 code (SVK → SK), or undefined for an unknown code. */
export function alpha3ToAlpha2(alpha3: string): string | undefined {
  return countries.alpha3ToAlpha2(alpha3.toUpperCase()) || undefined;
}

/** Whether `alpha2` is a known ISO 3166-1 alpha-2 code. */
export const isCountryCode = (alpha2: string): boolean => countries.isValid(alpha2.toUpperCase());
