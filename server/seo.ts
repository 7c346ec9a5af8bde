import { Hono } from 'hono';
import { type Locale, locales } from '../contracts/enums.ts';
import { localizePath } from '../core/shared/locale.ts';
import type { Services } from './services/index.ts';
import { createBlogFeedRoutes } from './blog-feed.ts';
import { createEventsFeedRoutes } from './events-feed.ts';
import { createShareImageRoutes } from './share-images.ts';
import type { ServerI18n } from './i18n.ts';

/** Public pages listed in the sitemap, by their unprefixed path. */
export const SITEMAP_PAGES = [
  '',
  '/jobs',
  '/blog',
  '/events',
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

/**
 * A blog post: one entry at the address in its own language, with hreflang alternates to itself and
 * its published translations (a post is written in one language; its pages under the other language
 * prefixes are the same text and name this one as canonical).
 */
function postEntry(
  origin: string,
  post: {
    slug: string;
    language: Locale;
    updatedAt: string;
    translations: { language: Locale; slug: string }[];
  },
): string {
  const url = (p: { language: Locale; slug: string }) =>
    escapeXml(origin + localizePath(p.language, `/blog/${p.slug}`));
  const versions = [post, ...post.translations];
  const alternates = versions.map(
    (v) => `<xhtml:link rel="alternate" hreflang="${v.language}" href="${url(v)}"/>`,
  );
  if (versions.length > 1) {
    const main = versions.find((v) => v.language === 'sk') ?? post;
    alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(main)}"/>`);
  }
  return `<url><loc>${url(post)}</loc><lastmod>${post.updatedAt}</lastmod>${alternates.join('')}</url>`;
}

/** sitemap.xml with hreflang alternates for every page and job, robots.txt and the blog's RSS feeds. */
export function createSeoRoutes({
  services,
  publicUrl,
  i18n,
}: {
  services: Services;
  publicUrl: string;
  i18n: ServerI18n;
}) {
  const app = new Hono();
  app.route('/', createBlogFeedRoutes({ services, publicUrl, i18n }));
  app.route('/', createEventsFeedRoutes({ services, i18n }));
  app.route('/', createShareImageRoutes({ services, i18n }));
  app.get('/sitemap.xml', async (c) => {
    const [jobs, posts, cases, links, events] = await Promise.all([
      services.jobs.listSitemapJobs(),
      services.blog.listSitemapPosts(),
      services.company.listCaseStudies('sk'),
      services.newsfeed.listSitemapLinks(),
      services.events.listCalendarEvents(),
    ]);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...SITEMAP_PAGES.map((p) => urlEntry(publicUrl, p)),
      ...jobs.map((j) => urlEntry(publicUrl, `/jobs/${j.id}`, j.updatedAt)),
      ...cases.map((c) => urlEntry(publicUrl, `/cases/${c.slug}`)),
      ...links.map((l) => urlEntry(publicUrl, `/newsfeed/${l.id}`, l.publishedAt?.toISOString())),
      ...posts.map((p) => postEntry(publicUrl, p)),
      ...events.map((e) => urlEntry(publicUrl, `/events/${e.uid}`, e.updatedAt)),
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
        // Only Disallow lines: whatever they do not name is allowed (RFC 9309), for crawlers that take
        // the longest matching rule and for those that take the first one alike.
        'User-agent: *',
        'Disallow: /api/',
        ...['', '/en', '/de'].flatMap((prefix) => [
          `Disallow: ${prefix}/admin`,
          `Disallow: ${prefix}/profile`,
          `Disallow: ${prefix}/sign-up/finishing`,
        ]),
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
      200,
      { 'cache-control': 'public, max-age=86400' },
    ),
  );
  return app;
}
