import { localizePath, type Locale } from '../../core/shared/locale.ts';
import { PRODUCT_NAME } from './meta.ts';

/** One step of a page's place in the site: its name and absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList of the steps from the home page to the page (Google's breadcrumb rich result). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, at) => ({
      '@type': 'ListItem',
      position: at + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The sections whose pages carry breadcrumbs: their navigation label and path. */
const SECTIONS = {
  jobs: { label: 'nav.jobs', path: '/jobs' },
  events: { label: 'nav.events', path: '/events' },
  blog: { label: 'nav.blog', path: '/blog' },
  cases: { label: 'nav.cases', path: '/cases' },
  newsfeed: { label: 'nav.newsfeed', path: '/newsfeed' },
  dictionary: { label: 'nav.dictionary', path: '/dictionary' },
} as const;

/**
 * The trail home → section → page in `locale`: the home page is the product's name, the section
 * its navigation label, the page its own name and canonical address (none for a section's own page).
 */
export function sectionCrumbs(
  { publicUrl, locale, t }: { publicUrl: string; locale: Locale; t: (key: string) => string },
  section: keyof typeof SECTIONS,
  page?: Crumb,
): Crumb[] {
  const { label, path } = SECTIONS[section];
  return [
    { name: PRODUCT_NAME, url: publicUrl + localizePath(locale, '') },
    { name: t(label), url: publicUrl + localizePath(locale, path) },
    ...(page ? [page] : []),
  ];
}

/** The portal as the publisher of its own texts. */
export const portalPublisher = (origin: string) => ({
  '@type': 'Organization',
  name: PRODUCT_NAME,
  url: `${origin}/`,
  logo: { '@type': 'ImageObject', url: `${origin}/logo.png` },
});

/** The BreadcrumbList of a page in a section (`sectionCrumbs`): what a page's loader puts in its JSON-LD. */
export const sectionBreadcrumbs = (...args: Parameters<typeof sectionCrumbs>) =>
  breadcrumbJsonLd(sectionCrumbs(...args));
