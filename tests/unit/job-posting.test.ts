import { describe, expect, it } from 'vitest';
import type { JobDetail } from '../../contracts/jobs.ts';
import { jobPostingJsonLd, portalJsonLd } from '../../app/features/jobs/job-posting.ts';

const job = (over: Partial<JobDetail>): JobDetail => ({
  id: 7,
  name: 'Senior Java vývojár',
  language: 'sk',
  city: 'Košice',
  partner: 'Tatra Fintech a.s.',
  profession: { value: 'BACKEND', displayString: 'Backend vývojár' },
  requiredLevels: ['senior'],
  states: [],
  expertises: [{ name: 'Java' }],
  tags: [],
  legalRelationType: 'contract',
  remoteOfficePercentage: 40,
  hourlyRate: null,
  mdBudgetFrom: 440,
  mdBudgetTo: 520,
  monthlySalaryFrom: null,
  monthlySalaryTo: null,
  publishedAt: '2026-11-20T08:00:00.000Z',
  jobStartDate: null,
  projectLengthInMonths: 12,
  topOffer: false,
  netPay: null,
  description: '<p>Projekt</p>',
  requirements: [],
  benefits: [],
  extensionPossible: false,
  views: 0,
  candidatesCount: 0,
  validThrough: '2027-01-31T00:00:00.000Z',
  responsibleHR: null,
  countryCode: 'SK',
  ...over,
});
const context = { url: 'https://kariera.example/jobs/7', origin: 'https://kariera.example', now: new Date() };

describe('JobPosting JSON-LD', () => {
  it('names the employer shown on the page and the city without an invented street or postal code', () => {
    const ld = jobPostingJsonLd(job({}), context);
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Tatra Fintech a.s.' });
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Košice',
        addressRegion: 'Košický kraj',
        addressCountry: 'SK',
      },
    });
    expect(ld.jobLocationType).toBeUndefined();
  });

  it('keeps an unknown city as it is instead of making it Bratislava, and an Austrian job Austrian', () => {
    const ld = jobPostingJsonLd(job({ city: 'Graz', countryCode: 'AT' }), context);
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Graz', addressCountry: 'AT' },
    });
  });

  it('marks a fully remote job as TELECOMMUTE with the applicants’ country and no office address', () => {
    const ld = jobPostingJsonLd(job({ remoteOfficePercentage: 100, countryCode: 'CZ' }), context);
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Czechia' });
    expect(ld.jobLocation).toBeUndefined();
  });

  it('names the portal with its site and logo only for its own jobs', () => {
    const ld = jobPostingJsonLd(job({ partner: 'Kariéra IT' }), context);
    expect(ld.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Kariéra IT',
      sameAs: 'https://kariera.example',
      logo: 'https://kariera.example/logo.png',
    });
  });
});

describe('home page JSON-LD', () => {
  it('describes the organisation and the site with the job search as its search action', () => {
    const ld = portalJsonLd({ origin: 'https://kariera.example', searchPath: '/en/jobs' });
    const [organization, site] = ld['@graph'];
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Kariéra IT' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://kariera.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://kariera.example/en/jobs?q={search_term_string}' },
      },
    });
  });
});
