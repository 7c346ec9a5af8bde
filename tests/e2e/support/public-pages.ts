import { inject } from 'vitest';

/**
 * One address of every public page type (the pages of app/url-map.ts that a visitor without an
 * account reaches; detail pages with a demo record of db/seed/), without the language prefix, and
 * the status the server answers with. The layout check and the HTML validity check go through them.
 */
export const PUBLIC_PAGES: readonly { name: string; path: string; status?: number }[] = [
  { name: 'home', path: '/' },
  { name: 'job list', path: '/jobs' },
  { name: 'job list with filters', path: '/jobs?city=Bratislava&city=Ko%C5%A1ice&workplace=remote' },
  { name: 'job detail', path: '/jobs/1' },
  { name: 'sign-in', path: '/sign-in' },
  { name: 'sign-up', path: '/sign-up' },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'invalid link', path: '/invalid-link' },
  { name: 'referral programme', path: '/referral' },
  { name: 'referral form', path: '/referral/form' },
  { name: 'referral form for a job', path: '/referral/form/1' },
  { name: 'tailored project search', path: '/extra' },
  { name: 'new projects', path: '/new-projects' },
  { name: 'salary calculator', path: '/salary-calculator' },
  { name: 'forms of work compared', path: '/work-types-comparison' },
  { name: 'adequate salary', path: '/adequate-salary' },
  { name: 'adequate salary: profession', path: '/adequate-salary/programmer' },
  { name: 'adequate salary: form', path: '/adequate-salary/programmer/form' },
  { name: 'adequate salary: CV', path: '/adequate-salary/programmer/cv' },
  { name: 'adequate salary: thank you', path: '/adequate-salary/thank-you' },
  { name: 'newsfeed', path: '/newsfeed' },
  { name: 'newsfeed item', path: '/newsfeed/1' },
  { name: 'dictionary', path: '/dictionary' },
  { name: 'services', path: '/services' },
  { name: 'case studies', path: '/cases' },
  { name: 'case study', path: '/cases/rail-defect-data-warehouse' },
  { name: 'about us', path: '/about-us' },
  { name: 'blog', path: '/blog' },
  { name: 'blog post', path: '/blog/ako-sa-pripravit-na-technicky-pohovor' },
  { name: 'events', path: '/events' },
  { name: 'event', path: '/events/zilina-playwright-workshop' },
  { name: 'newsletter', path: '/newsletter' },
  { name: "newsletter for the app's web view", path: '/newsletter-mobile' },
  { name: 'embedded job list', path: '/TownBratislava' },
  { name: 'CV builder', path: '/cv' },
  // Created by the run's global setup (tests/e2e/support/shared-cv.ts): long words and addresses.
  { name: 'shared CV', path: `/cv/${inject('sharedCvToken')}` },
  { name: 'about the portal', path: '/kariera-it' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'terms', path: '/terms' },
  { name: 'cookie policy', path: '/cookies' },
  { name: 'account deleted', path: '/account-deleted' },
  { name: 'not found', path: '/no-such-page', status: 404 },
];

export const PAGE_LOCALES = ['sk', 'en', 'de'] as const;

/** The address of a public page in a language: Slovak without a prefix. */
export function localizedPath(locale: (typeof PAGE_LOCALES)[number], path: string): string {
  if (locale === 'sk') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
