import { Hono } from 'hono';
import { type Locale, locales } from '../contracts/enums.ts';
import { localizePath } from '../core/shared/locale.ts';
import { conditionalGet } from './http/conditional-get.ts';
import type { ServerI18n } from './i18n.ts';
import type { Services } from './services/index.ts';

/** Posts in one feed: the newest ones of its language. */
const FEED_SIZE = 20;
const RFC_LANGUAGE: Record<Locale, string> = { sk: 'sk-SK', en: 'en-GB', de: 'de-AT' };

const ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};
const escapeXml = (s: string) =>
  s
    .replace(/[<>&'"]/g, (ch) => ENTITIES[ch]!)
    .replace(
      // Characters XML 1.0 does not allow, even escaped.
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g,
      '',
    );

const imageType = (url: string) =>
  url.endsWith('.png') ? 'image/png' : url.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';

/** The path of a language's blog feed: /blog/rss.xml, /en/blog/rss.xml, /de/blog/rss.xml. */
export const blogFeedPath = (locale: Locale) => localizePath(locale, '/blog/rss.xml');

/**
 * RSS 2.0 of the blog per language: only that language's published posts (never drafts or
 * scheduled ones), newest first, with absolute links. An ETag of the feed and the newest post's
 * date as Last-Modified: a reader that polls gets 304 while nothing changed.
 */
export function createBlogFeedRoutes({
  services,
  publicUrl,
  i18n,
}: {
  services: Services;
  publicUrl: string;
  i18n: ServerI18n;
}) {
  const app = new Hono();
  for (const locale of locales) {
    app.get(blogFeedPath(locale), async (c) => {
      const t = i18n.t(locale);
      const posts = await services.blog.listPublishedPosts({ language: locale, limit: FEED_SIZE });
      const blogUrl = publicUrl + localizePath(locale, '/blog');
      const self = publicUrl + blogFeedPath(locale);
      const items = posts.map((p) => {
        const link = escapeXml(publicUrl + localizePath(locale, `/blog/${p.slug}`));
        return [
          '<item>',
          `<title>${escapeXml(p.title)}</title>`,
          `<link>${link}</link>`,
          `<guid isPermaLink="true">${link}</guid>`,
          `<pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>`,
          `<description>${escapeXml(p.excerpt)}</description>`,
          p.author ? `<dc:creator>${escapeXml(p.author.name)}</dc:creator>` : '',
          ...categoriesOf(p).map((name) => `<category>${escapeXml(name)}</category>`),
          p.featuredImageUrl
            ? `<enclosure url="${escapeXml(publicUrl + p.featuredImageUrl)}" type="${imageType(p.featuredImageUrl)}" length="0"/>`
            : '',
          '</item>',
        ].join('');
      });
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        '<channel>',
        `<title>${escapeXml(t('blog:feed.title'))}</title>`,
        `<link>${escapeXml(blogUrl)}</link>`,
        `<description>${escapeXml(t('blog:feed.description'))}</description>`,
        `<language>${RFC_LANGUAGE[locale]}</language>`,
        `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
        posts[0] ? `<lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>` : '',
        ...items,
        '</channel>',
        '</rss>',
      ].join('\n');
      return conditionalGet(c.req.raw, body, {
        lastModified: posts[0] ? new Date(posts[0].publishedAt) : null,
        headers: {
          'content-type': 'application/rss+xml; charset=utf-8',
          'cache-control': 'public, max-age=600',
        },
      });
    });
  }
  return app;
}

/** A post's category, then its tags, each name once: a tag named like the category is not repeated. */
function categoriesOf(post: { category: { name: string } | null; tags: readonly string[] }): string[] {
  const names = new Map<string, string>();
  for (const name of [post.category?.name, ...post.tags]) {
    const key = name?.trim().toLocaleLowerCase();
    if (key && !names.has(key)) names.set(key, name!.trim());
  }
  return [...names.values()];
}
