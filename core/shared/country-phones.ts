import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import sk from 'i18n-iso-countries/langs/sk.json' with { type: 'json' };
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';

countries.registerLocale(sk);
countries.registerLocale(en);
countries.registerLocale(de);

export interface CountryPhone {
  alpha2: string;
  alpha3: string;
  callingCode: string;
  names: { sk: string; en: string; de: string };
}

/** Every country libphonenumber knows, with ISO codes, calling code and names in sk/en/de. */
export function buildCountriesPhones(): CountryPhone[] {
  const out: CountryPhone[] = [];
  for (const alpha2 of getCountries()) {
    const alpha3 = countries.alpha2ToAlpha3(alpha2);
    const names = {
      sk: countries.getName(alpha2, 'sk'),
      en: countries.getName(alpha2, 'en'),
      de: countries.getName(alpha2, 'de'),
    };
    if (!alpha3 || !names.sk || !names.en || !names.de) continue;
    out.push({
      alpha2,
      alpha3,
      callingCode: `+${getCountryCallingCode(alpha2 as CountryCode)}`,
      names: names as CountryPhone['names'],
    });
  }
  return out.sort((a, b) => a.names.en.localeCompare(b.names.en));
}
