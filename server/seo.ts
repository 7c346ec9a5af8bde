import { Hono } from 'hono';
import { locales } from '../contracts/enums.ts';
import { localizePath } from '../core/shared/locale.ts';
import type { Services } from './services.ts';

/** Public pages listed in the sitemap, by their unprefixed path. */
export const SITEMAP_PAGES = [
  '',
  '/jobs',
  '/kariera-it',
  '/salary-calculator',
  '/work-types-comparison',
  '/adequate-salary',
  '/referral',
  '/extra',
  '/new-projects',
  '/TownBratislava',
  '/work-in-game-industry',
  '/net-projects',
  '/privacy-policy',
  '/terms',
  '/cookies',
  '/newsfeed',
  '/dictionary',
  '/services',
  '/cases',
  '/about-us',
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function urlEntry(origin: string, path: string, lastmod?: string): string {
  const alternates = locales
    .map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + localizePath(l, path))}"/>`,
    )
    .join('');
  const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizePath('sk', path))}"/>`;
  return locales
    .map(
      (l) =>
        `<url><loc>${escapeXml(origin + localizePath(l, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}${xDefault}</url>`,
    )
    .join('\n');
}

/** sitemap.xml with hreflang alternates for every page and job, and robots.txt. */
export function createSeoRoutes({ services, publicUrl }: { services: Services; publicUrl: string }) {
  const app = new Hono();
  app.get('/sitemap.xml', async (c) => {
    const jobs = await services.listSitemapJobs();
    const [cases, links] = await Promise.all([
      services.company.listCaseStudies('sk'),
      services.newsfeed.listForSitemap(),
    ]);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...SITEMAP_PAGES.map((p) => urlEntry(publicUrl, p)),
      ...jobs.map((j) => urlEntry(publicUrl, `/jobs/${j.id}`, j.updatedAt)),
      ...cases.map((c) => urlEntry(publicUrl, `/cases/${c.slug}`)),
      ...links.map((l) => urlEntry(publicUrl, `/newsfeed/${l.id}`, l.publishedAt?.toISOString())),
      '</urlset>',
    ].join('\n');
    return c.body(body, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });
  app.get('/robots.txt', (c) =>
    c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        ...['', '/en', '/de'].flatMap((prefix) => [
          `Disallow: ${prefix}/profile`,
          `Disallow: ${prefix}/sign-up/finishing`,
        ]),
        'Disallow: /admin',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
      200,
      { 'cache-control': 'public, max-age=86400' },
    ),
  );
  return app;
}
