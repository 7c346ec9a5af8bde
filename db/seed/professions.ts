import type { LocalizedText } from '../schema/types.ts';

export const professions: { code: string; isIt: boolean; name: LocalizedText; sortOrder: number }[] = [
  {
    code: 'FRONTEND',
    isIt: true,
    name: { sk: 'Frontend vývojár', en: 'Frontend Developer', de: 'Frontend-Entwickler' },
    sortOrder: 1,
  },
  {
    code: 'FULLSTACK',
    isIt: true,
    name: { sk: 'Fullstack vývojár', en: 'Fullstack Developer', de: 'Fullstack-Entwickler' },
    sortOrder: 2,
  },
  {
    code: 'BACKEND',
    isIt: true,
    name: { sk: 'Backend vývojár', en: 'Backend Developer', de: 'Backend-Entwickler' },
    sortOrder: 3,
  },
  { code: 'TESTER', isIt: false, name: { sk: 'Tester', en: 'Tester', de: 'Tester' }, sortOrder: 4 },
  { code: 'OTHER', isIt: false, name: { sk: 'Iné', en: 'Other', de: 'Sonstiges' }, sortOrder: 5 },
];

/** docs/product/entities.md: whose jobs are similar to whose. Tester and Other match only themselves. */
export const professionCompatibility: [string, string][] = [
  ['FRONTEND', 'FRONTEND'],
  ['FRONTEND', 'FULLSTACK'],
  ['FULLSTACK', 'FULLSTACK'],
  ['FULLSTACK', 'FRONTEND'],
  ['FULLSTACK', 'BACKEND'],
  ['BACKEND', 'BACKEND'],
  ['BACKEND', 'FULLSTACK'],
  ['TESTER', 'TESTER'],
  ['OTHER', 'OTHER'],
];
