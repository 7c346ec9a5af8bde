import type { JobDetail } from '../../../contracts/jobs.ts';
import { PRODUCT_NAME } from '../../seo/meta.ts';

const EMPLOYMENT_TYPE = { permanent: 'FULL_TIME', contract: 'CONTRACTOR', agreement: 'PART_TIME' } as const;
const COUNTRY_NAME: Record<string, string> = { SK: 'Slovakia', CZ: 'Czechia', AT: 'Austria' };
/** The region of the cities jobs are offered in; a city not listed is named without one. */
const CITY_REGION: Record<string, string> = {
  Bratislava: 'Bratislavský kraj',
  Košice: 'Košický kraj',
  Žilina: 'Žilinský kraj',
  'Banská Bystrica': 'Banskobystrický kraj',
  Praha: 'Hlavní město Praha',
  Wien: 'Wien',
};

/**
 * schema.org JobPosting for Google for Jobs (formats.md). It states only what the page shows (Google
 * penalises mismatches): the employer named on the page, the city and country without an invented
 * street or postal code; fully remote jobs are TELECOMMUTE with the country applicants must be in and
 * no office address; a job that is not available gets `validThrough` in the past. No `inLanguage`:
 * JobPosting has no such property (the page's language is in its `lang` and hreflang).
 */
export function jobPostingJsonLd(
  job: JobDetail,
  { url, origin, now }: { url: string; origin: string; now: Date },
): Record<string, unknown> {
  const remote = job.remoteOfficePercentage === 100;
  const unavailable = job.states.includes('not_available');
  const validThrough = unavailable ? new Date(now.getTime() - 86_400_000).toISOString() : job.validThrough;
  const region = CITY_REGION[job.city];
  const salary =
    job.hourlyRate !== null
      ? { minValue: job.hourlyRate, maxValue: job.hourlyRate, unitText: 'HOUR' }
      : job.mdBudgetFrom !== null || job.mdBudgetTo !== null
        ? {
            minValue: job.mdBudgetFrom ?? job.mdBudgetTo,
            maxValue: job.mdBudgetTo ?? job.mdBudgetFrom,
            unitText: 'DAY',
          }
        : job.monthlySalaryFrom !== null || job.monthlySalaryTo !== null
          ? {
              minValue: job.monthlySalaryFrom ?? job.monthlySalaryTo,
              maxValue: job.monthlySalaryTo ?? job.monthlySalaryFrom,
              unitText: 'MONTH',
            }
          : null;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.name,
    description: job.description,
    datePosted: job.publishedAt,
    ...(validThrough ? { validThrough } : {}),
    employmentType: EMPLOYMENT_TYPE[job.legalRelationType],
    identifier: { '@type': 'PropertyValue', name: PRODUCT_NAME, value: String(job.id) },
    hiringOrganization:
      job.partner === PRODUCT_NAME
        ? { '@type': 'Organization', name: PRODUCT_NAME, sameAs: origin, logo: `${origin}/logo.png` }
        : { '@type': 'Organization', name: job.partner },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: {
            '@type': 'Country',
            name: COUNTRY_NAME[job.countryCode] ?? job.countryCode,
          },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.city,
              ...(region ? { addressRegion: region } : {}),
              addressCountry: job.countryCode,
            },
          },
        }),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: { '@type': 'QuantitativeValue', ...salary },
          },
        }
      : {}),
    directApply: true,
    url,
    skills: job.expertises.map((e) => e.name).join(', '),
  };
}

/** schema.org Organization and WebSite (with the job search as its SearchAction) for the home page. */
export function portalJsonLd({ origin, searchPath }: { origin: string; searchPath: string }) {
  return {
    '@context': 'https://schema.org/',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: PRODUCT_NAME,
        url: `${origin}/`,
        logo: `${origin}/logo.png`,
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: PRODUCT_NAME,
        url: `${origin}/`,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}${searchPath}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
