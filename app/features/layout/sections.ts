/** Sections of SPEC §2 that the navigation links to but whose pages are not built yet. */
export const comingSoonSections = [
  { id: 'events', path: 'events/*' },
  { id: 'newsletter', path: 'newsletter' },
  { id: 'unsubscribe', path: 'unsubscribe/*' },
] as const;

export type SectionId = (typeof comingSoonSections)[number]['id'];
