import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespacesFor, routeOf } from '../../app/i18n/namespaces.ts';
import { urlMap, type UrlMapRoute } from '../../app/url-map.ts';

/**
 * A path of every route and the catalogs it got from the path patterns `app/i18n/namespaces.ts` had
 * before the URL map (`app/url-map.ts`) replaced them. The admin's newsfeed, then at `/admin/links`,
 * keeps its catalogs at `/admin/newsfeed`.
 */
const BEFORE: [path: string, namespaces: string][] = [
  ['/', 'common home jobs hints'],
  ['/jobs', 'common home jobs hints search newsletter'],
  ['/jobs/12', 'common home jobs hints'],
  ['/jobs/12/apply', 'common home jobs account hints'],
  ['/kariera-it', 'common home jobs hints'],
  ['/privacy-policy', 'common home jobs hints'],
  ['/terms', 'common home jobs hints'],
  ['/cookies', 'common home jobs hints'],
  ['/referral', 'common home jobs forms hints'],
  ['/referral/form', 'common home jobs forms account hints'],
  ['/referral/form/12', 'common home jobs forms account hints'],
  ['/referral/consent/7', 'common home jobs forms hints'],
  ['/extra', 'common home jobs forms hints'],
  ['/new-projects', 'common home jobs forms hints'],
  ['/salary-calculator', 'common home jobs salary hints'],
  ['/work-types-comparison', 'common home jobs work-types hints'],
  ['/adequate-salary', 'common home jobs questionnaire hints'],
  ['/adequate-salary/thank-you', 'common home jobs questionnaire hints'],
  ['/adequate-salary/programmer/form', 'common home jobs questionnaire hints'],
  ['/adequate-salary/tester/form', 'common home jobs questionnaire hints'],
  ['/adequate-salary/programmer', 'common home jobs questionnaire hints'],
  ['/adequate-salary/tester/cv', 'common home jobs questionnaire hints'],
  ['/newsfeed', 'common home jobs hints company'],
  ['/newsfeed/5', 'common home jobs hints company'],
  ['/dictionary', 'common home jobs hints company'],
  ['/services', 'common home jobs hints company'],
  ['/cases', 'common home jobs hints company'],
  ['/cases/rail-database', 'common home jobs hints company'],
  ['/about-us', 'common home jobs hints company forms'],
  ['/blog', 'common home jobs hints blog'],
  ['/blog/how-we-hire', 'common home jobs hints blog'],
  ['/events', 'common home jobs hints events'],
  ['/events/new', 'common home jobs hints events'],
  ['/events/evt-42', 'common home jobs hints events'],
  ['/newsletter', 'common home jobs hints newsletter'],
  ['/newsletter/confirm', 'common home jobs hints newsletter'],
  ['/newsletter/alert', 'common home jobs hints newsletter'],
  ['/client-cv/consent/abc', 'common home jobs hints cv'],
  ['/profile/cv/client-cv-consent', 'common home jobs hints'],
  ['/admin/jobs/12/candidates', 'common home jobs hints admin'],
  ['/admin/candidates/abc/client-cv-consent', 'common home jobs hints admin'],
  ['/unsubscribe', 'common home jobs hints newsletter'],
  ['/cv', 'common home jobs hints cv'],
  ['/cv/q3Xr0p9kR2m7YwZc1bT5gA', 'common home jobs hints cv'],
  ['/profile', 'common home jobs account profile hints'],
  ['/profile/email', 'common home jobs account profile hints'],
  ['/profile/password', 'common home jobs account profile hints'],
  ['/profile/privacy', 'common home jobs account profile hints'],
  ['/profile/newsletter', 'common home jobs account profile hints newsletter'],
  ['/profile/language', 'common home jobs account profile hints'],
  ['/profile/delete', 'common home jobs account profile hints'],
  ['/profile/applications', 'common home jobs account profile hints'],
  ['/profile/saved', 'common home jobs account profile hints events'],
  ['/profile/added', 'common home jobs account profile forms hints events'],
  ['/profile/cv', 'common home jobs account profile hints cv'],
  ['/account-deleted', 'common home jobs account profile hints'],
  ['/admin', 'common home jobs admin hints'],
  ['/admin/outbox', 'common home jobs admin hints'],
  ['/admin/outbox/9', 'common home jobs admin hints'],
  ['/admin/audit', 'common home jobs admin hints'],
  ['/admin/jobs', 'common home jobs admin hints'],
  ['/admin/jobs/new', 'common home jobs admin hints'],
  ['/admin/jobs/3', 'common home jobs admin hints'],
  ['/admin/jobs/3/applications', 'common home jobs admin hints'],
  ['/admin/applications/4', 'common home jobs admin hints'],
  ['/admin/candidates', 'common home jobs admin hints'],
  ['/admin/referrals', 'common home jobs admin hints'],
  ['/admin/referrals/2', 'common home jobs admin hints'],
  ['/admin/extra-requests', 'common home jobs admin hints'],
  ['/admin/extra-requests/2', 'common home jobs admin hints'],
  ['/admin/contacts', 'common home jobs admin hints'],
  ['/admin/contacts/2', 'common home jobs admin hints'],
  ['/admin/questionnaires', 'common home jobs admin questionnaire hints'],
  ['/admin/technologies', 'common home jobs admin questionnaire hints'],
  ['/admin/links', 'common home jobs admin hints company'],
  ['/admin/newsfeed', 'common home jobs admin hints company'],
  ['/admin/links/2', 'common home jobs admin hints company'],
  ['/admin/newsfeed/2', 'common home jobs admin hints company'],
  ['/admin/dictionary', 'common home jobs admin hints company'],
  ['/admin/dictionary/2', 'common home jobs admin hints company'],
  ['/admin/services', 'common home jobs admin hints company'],
  ['/admin/services/team-extension', 'common home jobs admin hints company'],
  ['/admin/cases', 'common home jobs admin hints company'],
  ['/admin/cases/rail-database', 'common home jobs admin hints company'],
  ['/admin/blog', 'common home jobs admin hints blog'],
  ['/admin/blog/new', 'common home jobs admin hints blog'],
  ['/admin/blog/categories', 'common home jobs admin hints blog'],
  ['/admin/blog/authors', 'common home jobs admin hints blog'],
  ['/admin/blog/tags', 'common home jobs admin hints blog'],
  ['/admin/blog/2', 'common home jobs admin hints blog'],
  ['/admin/events', 'common home jobs admin hints events'],
  ['/admin/events/new', 'common home jobs admin hints events'],
  ['/admin/events/evt-42', 'common home jobs admin hints events'],
  ['/admin/newsletter', 'common home jobs admin hints newsletter'],
  ['/no-such-page', 'common home jobs hints'],
  ['/TownBratislava', 'common home jobs hints'],
  ['/work-in-game-industry', 'common home jobs hints'],
  ['/net-projects', 'common home jobs hints'],
  ['/newsletter-mobile', 'common home jobs hints newsletter'],
  ['/sign-in', 'common home jobs account hints'],
  ['/sign-up', 'common home jobs account hints'],
  ['/sign-up/finishing', 'common home jobs account hints'],
  ['/forgot-password', 'common home jobs account hints'],
  ['/reset-password', 'common home jobs account hints'],
  ['/verify-email', 'common home jobs account hints'],
  ['/invalid-link', 'common home jobs account hints'],
  ['/sign-out', 'common home jobs hints'],
  ['/resend-verification', 'common home jobs hints'],
  ['/saved-items', 'common home jobs hints'],
  ['/recommendations/dismiss', 'common home jobs hints'],
  ['/job-alerts', 'common home jobs hints'],
  ['/consent', 'common home jobs hints'],
  ['/admin/applications/4/cv', 'common home jobs admin hints'],
  ['/admin/contact-messages/3', 'common home jobs admin hints'],
];

/** `page` as the browser asks for it: in each language, and its data request (`.data`). */
const variants = (page: string) =>
  page === '/'
    ? ['/', '/en', '/de', '/sk', '/_root.data', '/en.data']
    : [page, `/en${page}`, `/de${page}`, `/sk${page}`, `${page}.data`, `/en${page}.data`];

const every = (routes: readonly UrlMapRoute[]): UrlMapRoute[] =>
  routes.flatMap((route) => [route, ...every(route.children ?? [])]);

describe('the URL map', () => {
  it('gives every page the catalogs it had, in every language and for its data requests', () => {
    for (const [page, before] of BEFORE) {
      const expected = before.split(' ').sort();
      for (const variant of variants(page))
        expect([...namespacesFor(variant)].sort(), variant).toEqual(expected);
    }
  });

  it('has a path in that list for every route, and picks the route React Router renders', () => {
    const pages = every(urlMap).filter((route) => route.id && !route.children);
    const reached = new Set(BEFORE.map(([page]) => routeOf(page).id));
    expect(pages.map((route) => route.id).filter((id) => !reached.has(id))).toEqual([]);
    expect(routeOf('/events/new').id).toBe('event-new');
    expect(routeOf('/en/admin/blog/categories.data').id).toBe('admin-blog-categories');
    expect(routeOf('/de/profile').id).toBe('profile');
    expect(routeOf('/cv').id).toBe('cv-landing');
    expect(routeOf('/adequate-salary/thank-you').id).toBe('adequate-salary-thank-you');
    expect(routeOf('/en/nothing/here').id).toBe('not-found');
  });

  it('names a route module that exists for every route, once per id', () => {
    const routes = every(urlMap);
    for (const route of routes) expect(existsSync(path.resolve('app', route.file)), route.file).toBe(true);
    const ids = routes.flatMap((route) => (route.id ? [route.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
