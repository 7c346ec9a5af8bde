import { isLocale } from '../../contracts/enums.ts';
import { splitLocale } from '../../core/shared/locale.ts';
import type { namespaces } from './translator.ts';

type Namespace = (typeof namespaces)[number];

/** What every page needs: the layout, the home page and the job pages. */
const BASE: Namespace[] = ['common', 'home', 'jobs'];

/** Areas of the site whose pages need catalogs of their own, by unprefixed path. */
const AREAS: [RegExp, Namespace[]][] = [
  [/^\/(sign-in|sign-up|forgot-password|reset-password|verify-email|invalid-link)(\/|$)/, ['account']],
  [/^\/(profile|account-deleted)(\/|$)/, ['account', 'profile']],
  [/^\/jobs\/\d+\/apply$/, ['account']],
  [/^\/admin(\/|$)/, ['admin']],
  [/^\/adequate-salary(\/|$)/, ['questionnaire']],
  [/^\/admin\/(questionnaires|technologies)(\/|$)/, ['questionnaire']],
  [/^\/work-types-comparison(\/|$)/, ['work-types']],
  [/^\/salary-calculator(\/|$)/, ['salary']],
  [/^\/(referral|extra|new-projects|profile\/added)(\/|$)/, ['forms']],
  // Referring from the profile may open the e-mail verification dialog.
  [/^\/referral\/form(\/|$)/, ['account']],
  // What guides a visitor through jobs, applying and signing in (small; every page can show it).
  [/^/, ['hints']],
  [/^\/jobs\/?$/, ['search']],
  [/^\/(newsfeed|dictionary|services|cases|about-us)(\/|$)/, ['company']],
  [/^\/about-us(\/|$)/, ['forms']],
  [/^\/admin\/(newsfeed|dictionary|services|cases)(\/|$)/, ['company']],
  [/^\/(blog|admin\/blog)(\/|$)/, ['blog']],
  [/^\/(events|admin\/events|profile\/added|profile\/saved)(\/|$)/, ['events']],
  [
    /^\/(newsletter|newsletter-mobile|unsubscribe|profile\/newsletter|admin\/newsletter)(\/|$)/,
    ['newsletter'],
  ],
  // The job list offers its search as an e-mail alert.
  [/^\/jobs\/?$/, ['newsletter']],
  [/^\/(cv|profile\/cv)(\/|$)/, ['cv']],
];

/**
 * The catalogs the browser gets for a page: the base ones plus those of its area, so the home page
 * does not carry the profile's and the admin's texts.
 */
export function namespacesFor(pathname: string): Namespace[] {
  const bare = pathname.replace(/\.data$/, '');
  const { locale, rest } = splitLocale(bare);
  // A first segment that only looks like a locale (`/cv/…`) is part of the path.
  const path = (locale === null || isLocale(locale) ? rest : bare) || '/';
  const extra = AREAS.filter(([pattern]) => pattern.test(path)).flatMap(([, ns]) => ns);
  return [...BASE, ...extra];
}
