import type { JobSearchInput } from '../../contracts/jobs.ts';

const queries = [undefined, 'java', 'vyvojar', 'senior tester', 'react', '.net', 'kotlin android', 'devops'];
const narrowing: JobSearchInput['filter'][] = [
  {},
  { cities: ['Bratislava'] },
  { professions: ['BACKEND'], legalRelationTypes: ['contract'] },
  { cities: ['Remote'], rateMin: 40 },
  { languages: ['de'], requiredLevels: ['senior'] },
  { expertises: ['React'] },
];
const sorts = ['default', 'newest', 'rate'] as const;

/** 144 distinct searches (8 texts × 6 filter sets × 3 sorts), sent in rotation; every fourth asks for page 3. */
export const BENCH_SEARCHES: JobSearchInput[] = queries.flatMap((query, qi) =>
  narrowing.flatMap((filter, fi) =>
    sorts.map((sort, si) => ({
      filter: { ...filter, ...(query ? { query } : {}) },
      sort,
      page: (qi + fi + si) % 4 === 0 ? 2 : 0,
    })),
  ),
);
