import { z } from 'zod';
import { multiLine, singleLine } from './text.ts';
import { locales } from './enums.ts';
import { cursorPageSchema, cursorQuerySchema } from './paging.ts';
import { optionalMomentField } from './date-fields.ts';

/**
 * The blog (docs/product/entities.md, docs/product/states.md, docs/product/constants.md): posts written in Markdown in one language, linked to their
 * translations, with an author, a category and tags. Drafts and scheduled posts are seen only with
 * the post's access key. Messages are keys of the `common` catalog (`validation.*`).
 */

/** docs/product/constants.md: 12 posts on the first page of the index, 10 on each next one. */
export const BLOG_FIRST_PAGE_SIZE = 12;
export const BLOG_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE_MAX = 50;
/** Words a reader gets through in a minute, for the reading time. */
export const BLOG_WORDS_PER_MINUTE = 200;

const REQUIRED = 'validation.required';
const INVALID = 'validation.invalid';

const text = (max: number) => singleLine({ error: REQUIRED }).min(1, REQUIRED).max(max, 'validation.tooLong');
/** Markdown and descriptions: line breaks allowed. */
const longText = (max: number) =>
  multiLine({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, 'validation.tooLong');

/** A URL path segment: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .max(100, 'validation.tooLong')
  .regex(SLUG_PATTERN, {
    message: 'validation.slug',
  });

/** The id of a stored public image, as `/media/{id}` serves it. */
export const mediaIdSchema = z.string().regex(/^[a-f0-9]{32}\.(webp|png|jpg)$/, INVALID);

/**
 * A slug from a title: transliterated to ASCII (Slovak and German letters included: "Živnosť" →
 * "zivnost", "Straße" → "strasse"), lower case, words joined by hyphens, at most 80 characters.
 */
export function slugify(title: string): string {
  const ascii = title
    .replace(/ß/g, 'ss')
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Øø]/g, 'o')
    .replace(/[Łł]/g, 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}

// Public reading

const id = z.coerce.number({ error: INVALID }).int(INVALID).positive(INVALID).max(2_147_483_647, INVALID);

/** `GET /api/blog/posts` and the index page's query string; `limit` by default 12 without a cursor, 10 with one (docs/product/constants.md). */
export const blogListQuerySchema = cursorQuerySchema(BLOG_PAGE_SIZE_MAX).extend({
  /** A category's slug. */
  category: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9-]*$/, INVALID)
    .optional(),
  /** A tag's name. */
  tag: singleLine().max(80).optional(),
  /** An author's slug. */
  author: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9-]*$/, INVALID)
    .optional(),
  /** The language the posts are written in; all languages when absent. */
  language: z.enum(locales, { error: INVALID }).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

const localizedTextSchema = z.object({ sk: z.string(), en: z.string(), de: z.string() });

export const blogAuthorSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** In the reader's language. */
  description: z.string(),
  avatarUrl: z.string().nullable(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

export const blogCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the reader's language. */
  name: z.string(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogTagSchema = z.object({ id: z.number().int(), name: z.string(), posts: z.number().int() });
export type BlogTag = z.infer<typeof blogTagSchema>;

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  language: z.enum(locales),
  title: z.string(),
  excerpt: z.string(),
  featuredImageUrl: z.string().nullable(),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
  author: blogAuthorSchema.pick({ slug: true, name: true, avatarUrl: true }).nullable(),
  category: blogCategorySchema.pick({ slug: true, name: true }).nullable(),
  tags: z.array(z.string()),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPageSchema = cursorPageSchema(blogPostSummarySchema);
export type BlogPage = z.infer<typeof blogPageSchema>;

export const blogPostDetailSchema = blogPostSummarySchema.extend({
  /** Sanitised HTML rendered from the Markdown source. */
  contentHtml: z.string(),
  author: blogAuthorSchema.nullable(),
  updatedAt: z.string(),
  /** The other language versions of the post that readers can see. */
  translations: z.array(z.object({ language: z.enum(locales), slug: z.string(), title: z.string() })),
  /** Shown through its access key: a draft, or scheduled for later. */
  preview: z.boolean(),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

export const blogPostResponseSchema = z.object({
  post: blogPostDetailSchema,
  related: z.array(blogPostSummarySchema),
});
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

export const blogPostParamsSchema = z.object({ slug: z.string().max(100).regex(SLUG_PATTERN, INVALID) });
export const blogAccessQuerySchema = z.object({
  accessKey: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/, INVALID)
    .optional(),
});

// Writing (admins)

/** Whether a post is public, waiting for its time, or a draft: read from `draft` and `publishedAt`. */
export const blogPostStatuses = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

const nullableId = id.nullish().transform((v) => v ?? null);
const tagName = singleLine().min(1, REQUIRED).max(40, 'validation.tooLong');

/** A post may be scheduled at most this many years ahead. */
export const BLOG_MAX_YEARS_AHEAD = 5;

/** A moment with its offset (ISO 8601, or the portal's local time), or nothing. */
const optionalMoment = optionalMomentField({ maxYearsAhead: BLOG_MAX_YEARS_AHEAD });

const postFields = {
  title: text(200),
  /** Generated from the title when empty. */
  slug: z
    .string()
    .trim()
    .max(100, 'validation.tooLong')
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'validation.slug')
    .nullish()
    .transform((v) => v || null),
  language: z.enum(locales, { error: REQUIRED }),
  excerpt: longText(400),
  /** Markdown (inline HTML is sanitised like the rest). */
  content: longText(100_000),
  featuredImage: mediaIdSchema.nullish().transform((v) => v ?? null),
  authorId: nullableId,
  categoryId: nullableId,
  /** The post this one translates (the original or any of its versions). */
  translationOf: nullableId,
};

/** `POST /api/admin/blog/posts` and `PUT /api/admin/blog/posts/{id}` (JSON). */
export const blogPostInputSchema = z
  .object({
    ...postFields,
    tags: z.array(tagName).max(15, 'validation.tooLong').default([]),
    draft: z.boolean().default(true),
    /** When it becomes public (default: now, when it is not a draft); a future time schedules it. */
    publishedAt: optionalMoment,
  })
  .strict();
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

/** Splits "Java, Spring Boot" into trimmed, distinct, non-empty names. */
export function splitTags(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The post form of the admin pages: tags comma separated, the publication time as the portal's
 * local time (`YYYY-MM-DDTHH:mm`, Europe/Bratislava), the featured image uploaded with the form or
 * the stored one kept. Whether it is a draft comes from the button pressed (intent), not a field.
 */
export const blogPostFormSchema = z.object({
  ...postFields,
  tags: z
    .string()
    .max(700, 'validation.tooLong')
    .optional()
    .transform((v) => splitTags(v ?? ''))
    .pipe(z.array(tagName).max(15, 'validation.tooLong')),
  /** The portal's local time `YYYY-MM-DDTHH:mm` of a `datetime-local` input, checked strictly. */
  publishedAt: optionalMomentField({ iso: false, maxYearsAhead: BLOG_MAX_YEARS_AHEAD }),
  /** Set to drop the stored featured image. */
  removeImage: z
    .union([z.literal('on'), z.literal('')])
    .optional()
    .transform((v) => v === 'on'),
});

export const blogPostCreatedSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  accessKey: z.string(),
});

/** A post as the admin sees and edits it. */
export const adminBlogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  language: z.enum(locales),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  authorId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  tags: z.array(z.string()),
  draft: z.boolean(),
  publishedAt: z.string().nullable(),
  status: z.enum(blogPostStatuses),
  accessKey: z.string(),
  translationOf: z.number().int().nullable(),
  translations: z.array(z.object({ id: z.number().int(), language: z.enum(locales), title: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const adminBlogPostRowSchema = adminBlogPostSchema.pick({
  id: true,
  slug: true,
  language: true,
  title: true,
  status: true,
  publishedAt: true,
  updatedAt: true,
  accessKey: true,
});
export type AdminBlogPostRow = z.infer<typeof adminBlogPostRowSchema>;

export const adminBlogListQuerySchema = z.object({
  query: singleLine().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum(blogPostStatuses).optional(),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

/** A category: its slug and its name in the three languages. */
export const blogCategoryInputSchema = z.object({
  slug: slugSchema,
  nameSk: text(80),
  nameEn: text(80),
  nameDe: text(80),
});
export type BlogCategoryInput = z.output<typeof blogCategoryInputSchema>;

/** A tag's new name (a name another tag has merges the two). */
export const blogTagInputSchema = z.object({ name: tagName });

/** An author: slug, name, avatar and the description in the three languages. */
export const blogAuthorInputSchema = z.object({
  slug: slugSchema,
  name: text(120),
  descriptionSk: longText(1000),
  descriptionEn: longText(1000),
  descriptionDe: longText(1000),
  avatar: mediaIdSchema.nullish().transform((v) => v ?? null),
});
export type BlogAuthorInput = z.output<typeof blogAuthorInputSchema>;

export const adminBlogCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: localizedTextSchema,
  posts: z.number().int(),
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategorySchema>;

export const adminBlogAuthorSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: localizedTextSchema,
  avatar: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  posts: z.number().int(),
});
export type AdminBlogAuthor = z.infer<typeof adminBlogAuthorSchema>;

/** `POST /api/admin/blog/preview`: Markdown in, the sanitised HTML a post would show out. */
export const blogPreviewInputSchema = z.object({ content: z.string().max(100_000, 'validation.tooLong') });
