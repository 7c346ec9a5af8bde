import type { AppLoadContext } from 'react-router';
import { utmSources } from '../../../contracts/enums.ts';
import { readCookie, type Locale } from '../../../core/shared/locale.ts';
import { buildCountriesPhones } from '../../../core/shared/country-phones.ts';
import type { ProfileFormOptions } from './profile-options.ts';

/** The `utm` cookie set by the server's UTM middleware: JSON `{ source, medium, … }`. */
const UTM_COOKIE = 'utm';
/** How many technologies the no-JavaScript fallback list offers. */
const FALLBACK_TECHNOLOGIES = 80;

const countriesByLocale = new Map<Locale, ProfileFormOptions['countries']>();

/** Every country with its ISO codes, calling code and name in `locale`, sorted by that name. */
export function countryOptions(locale: Locale): ProfileFormOptions['countries'] {
  let list = countriesByLocale.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = buildCountriesPhones()
      .map((c) => ({ alpha2: c.alpha2, alpha3: c.alpha3, callingCode: c.callingCode, name: c.names[locale] }))
      .sort((a, b) => collator.compare(a.name, b.name));
    countriesByLocale.set(locale, list);
  }
  return list;
}

/** The registration source named by the `utm` cookie, when it is one the form offers. */
export function utmSourceFromCookie(request: Request): string | undefined {
  const raw = readCookie(request.headers.get('cookie'), UTM_COOKIE);
  if (!raw) return undefined;
  try {
    const source = (JSON.parse(raw) as { source?: unknown }).source;
    const value = typeof source === 'string' ? source.trim().toLowerCase() : '';
    return (utmSources as readonly string[]).includes(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What the profile form of sign-up and finish-signup offers, in the request's language. */
export async function profileFormOptions(
  request: Request,
  context: AppLoadContext,
): Promise<ProfileFormOptions> {
  const [enums, technologies] = await Promise.all([
    context.services.catalog.listEnums(context.locale),
    context.services.catalog.findExpertises(undefined),
  ]);
  return {
    countries: countryOptions(context.locale),
    professions: enums.professions.map((p) => ({ value: p.value, label: p.displayString })),
    utmSources: enums.utmSources,
    technologies: technologies
      .slice(0, FALLBACK_TECHNOLOGIES)
      .map((e) => ({ value: String(e.id), label: e.name })),
    utmSource: utmSourceFromCookie(request),
  };
}
