/** Sections of SPEC §2 that the navigation links to but whose pages are not built yet. */
export const comingSoonSections = [
  { id: 'events', path: 'events/*' },
  { id: 'blog', path: 'blog/*' },
  { id: 'newsfeed', path: 'newsfeed/*' },
  { id: 'cv', path: 'cv/*' },
  { id: 'newsletter', path: 'newsletter' },
  { id: 'dictionary', path: 'dictionary' },
  { id: 'about-us', path: 'about-us' },
  { id: 'services', path: 'services' },
  { id: 'cases', path: 'cases/*' },
  { id: 'unsubscribe', path: 'unsubscribe/*' },
] as const;

export type SectionId = (typeof comingSoonSections)[number]['id'];
