/** Sections of SPEC §2 that the navigation links to but whose pages are not built yet. */
export const comingSoonSections = [
  { id: 'cv', path: 'cv/*' },
] as const;

export type SectionId = (typeof comingSoonSections)[number]['id'];
