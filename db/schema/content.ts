import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import type { LocalizedText } from './types.ts';

export const event = pgTable(
  'event',
  {
    uid: text('uid').primaryKey(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    isOnline: boolean('is_online').notNull().default(false),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    ticketUrl: text('ticket_url'),
    /** The entry price in euro cents: 0 when free, null when unknown. */
    priceCents: integer('price_cents'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    organizerName: text('organizer_name').notNull(),
    organizerUrl: text('organizer_url').notNull(),
    organizerImageUrl: text('organizer_image_url'),
    organizerDescription: text('organizer_description'),
    locationName: text('location_name'),
    googlePlaceId: text('google_place_id'),
    locationId: text('location_id'),
    visits: integer('visits').notNull().default(0),
    /** pending | approved | rejected (user submissions are reviewed). */
    status: text('status').notNull().default('approved'),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Why an admin rejected a submission (sent to the submitter). */
    rejectionReason: text('rejection_reason'),
    /** When an admin approved or rejected it. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_end_idx').on(t.endAt),
    index('event_status_end_idx').on(t.status, t.endAt, t.uid),
    index('event_created_by_idx').on(t.createdByUserId),
  ],
);

/**
 * Who saw an event on which day (Europe/Bratislava), so `stats.visits` counts a visitor once a day.
 * The visitor is a keyed hash (never an address); rows older than a few days are deleted.
 */
export const eventVisit = pgTable(
  'event_visit',
  {
    eventUid: text('event_uid')
      .notNull()
      .references(() => event.uid, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventUid, t.day, t.visitor] }), index('event_visit_day_idx').on(t.day)],
);

export const blogAuthor = pgTable('blog_author', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  avatarUrl: text('avatar_url'),
});

export const blogCategory = pgTable('blog_category', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const blogTag = pgTable('blog_tag', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const blogPost = pgTable(
  'blog_post',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    featuredImage: text('featured_image'),
    authorId: integer('author_id').references(() => blogAuthor.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => blogCategory.id, { onDelete: 'set null' }),
    draft: boolean('draft').notNull().default(true),
    /** Lets an editor preview a draft through a link. */
    accessKey: text('access_key'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The original post this one translates (always the original, never another translation). */
    translationOf: integer('translation_of').references((): AnyPgColumn => blogPost.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_post_published_idx').on(t.draft, t.publishedAt.desc()),
    index('blog_post_translation_idx').on(t.translationOf),
  ],
);

export const blogPostTag = pgTable(
  'blog_post_tag',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPost.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTag.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);

export const newsfeedLink = pgTable(
  'newsfeed_link',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    siteName: text('site_name'),
    /** The page's own summary (og:description), shown on the detail page. */
    description: text('description'),
    language: text('language').notNull().default('en'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    favicons: jsonb('favicons').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    timesClicked: integer('times_clicked').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsfeed_published_idx').on(t.published, t.publishedAt.desc())],
);

/** Services of the parent software company. */
export const companyService = pgTable('company_service', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<{ sk: string[]; en: string[]; de: string[] }>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const caseStudy = pgTable('case_study', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  client: jsonb('client').$type<LocalizedText>().notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  challenge: jsonb('challenge').$type<LocalizedText>().notNull(),
  solution: jsonb('solution').$type<LocalizedText>().notNull(),
  result: jsonb('result').$type<LocalizedText>().notNull(),
  technologies: text('technologies').array().notNull(),
  facts: jsonb('facts').$type<{ value: string; label: LocalizedText }[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The IT dictionary (docs/product/screens-and-routes.md): terms candidates meet, each defined in the portal's three languages. */
export const dictionaryTerm = pgTable('dictionary_term', {
  id: serial('id').primaryKey(),
  /** Stable anchor of the term on /dictionary (`#b2b`). */
  slug: text('slug').notNull().unique(),
  term: jsonb('term').$type<LocalizedText>().notNull(),
  definition: jsonb('definition').$type<LocalizedText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
