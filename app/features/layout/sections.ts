/** Sections of SPEC §2 that the navigation links to but whose pages are not built yet. */
export const comingSoonSections = [
  { id: 'salary-calculator', path: 'salary-calculator' },
  { id: 'work-types-comparison', path: 'work-types-comparison' },
  { id: 'adequate-salary', path: 'adequate-salary/*' },
  { id: 'events', path: 'events/*' },
  { id: 'blog', path: 'blog/*' },
  { id: 'newsfeed', path: 'newsfeed/*' },
  { id: 'referral', path: 'referral/*' },
  { id: 'extra', path: 'extra' },
  { id: 'cv', path: 'cv/*' },
  { id: 'newsletter', path: 'newsletter' },
  { id: 'dictionary', path: 'dictionary' },
  { id: 'about-us', path: 'about-us' },
  { id: 'services', path: 'services' },
  { id: 'cases', path: 'cases/*' },
  { id: 'new-projects', path: 'new-projects' },
  { id: 'unsubscribe', path: 'unsubscribe/*' },
] as const;

export type SectionId = (typeof comingSoonSections)[number]['id'];
