import type { JobSearchInput } from '../../contracts/jobs.ts';

/** The mix of searches the search benchmark sends, in rotation. */
export const BENCH_SEARCHES: JobSearchInput[] = [
  {},
  { filter: { query: 'java' } },
  { filter: { query: 'vyvojar', cities: ['Bratislava'] } },
  { filter: { professions: ['BACKEND'], legalRelationTypes: ['contract'] } },
  { filter: { expertises: ['React'] }, sort: 'newest' },
  { filter: { cities: ['Remote'], rateMin: 40 }, sort: 'rate' },
  { filter: { query: 'senior tester' }, page: 2 },
  { filter: { languages: ['de'], requiredLevels: ['senior'] } },
];
