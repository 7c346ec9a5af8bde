import type { JobDetail } from '../../../contracts/jobs.ts';

const EMPLOYMENT_TYPE = { permanent: 'FULL_TIME', contract: 'CONTRACTOR', agreement: 'PART_TIME' } as const;
const COUNTRY_NAME: Record<string, string> = { SK: 'Slovakia', CZ: 'Czechia', AT: 'Austria' };
const CITY_REGION: Record<string, { region: string; postalCode: string; locality: string }> = {
  Bratislava: { region: 'Bratislavský kraj', postalCode: '811 01', locality: 'Bratislava' },
  Košice: { region: 'Košický kraj', postalCode: '040 01', locality: 'Košice' },
  Žilina: { region: 'Žilinský kraj', postalCode: '010 01', locality: 'Žilina' },
  'Banská Bystrica': { region: 'Banskobystrický kraj', postalCode: '974 01', locality: 'Banská Bystrica' },
  Praha: { region: 'Hlavní město Praha', postalCode: '110 00', locality: 'Praha' },
  Wien: { region: 'Wien', postalCode: '1010', locality: 'Wien' },
};

/**
 * schema.org JobPosting for Google for Jobs (formats.md): fully remote jobs are TELECOMMUTE with an
 * applicant location requirement; a job that is not available gets `validThrough` in the past.
 */
export function jobPostingJsonLd(
  job: JobDetail,
  { url, origin, now }: { url: string; origin: string; now: Date },
): Record<string, unknown> {
  const remote = job.remoteOfficePercentage === 100;
  const place = CITY_REGION[job.city] ?? CITY_REGION.Bratislava!;
  const unavailable = job.states.includes('not_available');
  const validThrough = unavailable ? new Date(now.getTime() - 86_400_000).toISOString() : job.validThrough;
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
    identifier: { '@type': 'PropertyValue', name: 'Kariéra IT', value: String(job.id) },
    hiringOrganization: {
      '@type': 'Organization',
      name: 'Kariéra IT',
      sameAs: origin,
      logo: `${origin}/logo.png`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: job.countryCode === 'SK' ? 'Mlynské nivy 5' : '—',
        addressLocality: place.locality,
        addressRegion: place.region,
        postalCode: place.postalCode,
        addressCountry: remote ? 'SK' : job.countryCode,
      },
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: {
            '@type': 'Country',
            name: COUNTRY_NAME[job.countryCode] ?? 'Slovakia',
          },
        }
      : {}),
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
    inLanguage: job.language,
    skills: job.expertises.map((e) => e.name).join(', '),
  };
}
