import { z } from 'zod';
import { checkbox } from './account.ts';
import { locales } from './enums.ts';
import { localizedTextPart, plainText } from './content-text.ts';
import { cursorPageSchema, cursorQuerySchema, pageLimitSchema } from './paging.ts';
import { httpUrlFormat } from './document-formats.ts';

/**
 * The newsfeed (docs/product/entities.md, docs/product/states.md, docs/product/constants.md): curated links with a preview read once from the page and served
 * from the portal's own storage, newest first, paged by cursor with 5 per page.
 */

/** docs/product/constants.md: newsfeed page size. The list ends when a page returns fewer. */
export const NEWSFEED_PAGE_SIZE = 5;
export const NEWSFEED_MAX_LIMIT = 50;

export const newsfeedQuerySchema = cursorQuerySchema(NEWSFEED_MAX_LIMIT).extend({
  limit: pageLimitSchema(NEWSFEED_MAX_LIMIT).default(NEWSFEED_PAGE_SIZE),
  language: z.enum(locales).optional(),
});
export type NewsfeedQuery = z.output<typeof newsfeedQuerySchema>;

/** One published link as visitors see it; images and icons are paths under /media. */
export const newsfeedLinkSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  siteName: z.string().nullable(),
  description: z.string().nullable(),
  language: z.enum(locales),
  image: z.string().nullable(),
  favicon: z.string().nullable(),
  /** When the link was published in the newsfeed (ISO). */
  publishedAt: z.string(),
  timesClicked: z.number().int(),
});
export type NewsfeedLink = z.infer<typeof newsfeedLinkSchema>;

export const newsfeedPageSchema = cursorPageSchema(newsfeedLinkSchema);
export type NewsfeedPage = z.infer<typeof newsfeedPageSchema>;

/** A link in the admin: every stored field, published or not. */
export const adminLinkSchema = newsfeedLinkSchema.extend({
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLink = z.infer<typeof adminLinkSchema>;

/** What the admin list of links filters by. */
export const linkListStatuses = ['published', 'unpublished'] as const;
export type LinkListStatus = (typeof linkListStatuses)[number];

/** The address an admin adds: http(s) only; whether the server may fetch it is the fetcher's call. */
export const linkUrlSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(2048, { message: 'validation.tooLong', abort: true })
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'validation.url')
  .meta(httpUrlFormat);

export const addLinkSchema = z.object({ url: linkUrlSchema });
export type AddLinkInput = z.output<typeof addLinkSchema>;

/** What an admin may change of a fetched preview before (or after) publishing it. */
export const linkUpdateSchema = z.object({
  title: localizedTextPart(300),
  siteName: plainText(120)
    .optional()
    .transform((v) => (v ? v : undefined)),
  description: plainText(1000, { multiline: true })
    .optional()
    .transform((v) => (v ? v : undefined)),
  language: z.enum(locales, { error: 'validation.required' }),
  /** Keep the downloaded preview image (unticked removes it). */
  keepImage: checkbox,
  /** Keep the downloaded site icon (unticked removes it). */
  keepFavicon: checkbox,
});
export type LinkUpdate = z.output<typeof linkUpdateSchema>;
