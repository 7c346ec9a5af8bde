import { isLocale, type Locale } from '../../contracts/enums.ts';
import { mediaPath } from '../../contracts/media.ts';
import type { AdminLink, NewsfeedLink } from '../../contracts/newsfeed.ts';
import type { newsfeedLink } from '../../db/schema/index.ts';

export type LinkRow = typeof newsfeedLink.$inferSelect;

/** A stored link as visitors see it: its first image and icon as /media paths. */
export function toNewsfeedLink(row: LinkRow): NewsfeedLink {
  const image = row.images[0];
  const favicon = row.favicons[0];
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    siteName: row.siteName,
    description: row.description,
    language: isLocale(row.language) ? row.language : 'en',
    image: image ? mediaPath(image) : null,
    favicon: favicon ? mediaPath(favicon) : null,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    timesClicked: row.timesClicked,
  };
}

/** A stored link with its publication state, for the admin. */
export function toAdminLink(row: LinkRow): AdminLink {
  return {
    ...toNewsfeedLink(row),
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The portal language of a page's `og:locale` or `<html lang>` (`sk_SK`, `de-AT`), else English. */
export function languageOf(declared: string | undefined): Locale {
  const code = (declared ?? '').slice(0, 2).toLowerCase();
  return isLocale(code) ? code : 'en';
}
