import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { job } from './jobs.ts';
import { tsvector } from './types.ts';

/**
 * The narrow copy of every job that the public search reads (ADR 080): the filter, facet and sort
 * columns and the full-text vector, but no description. Written only by triggers on `job` and
 * `job_expertise` (see the hand-written end of the migration), so every writer keeps it current.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => job.id, { onDelete: 'cascade' }),
    /** Published and available; `valid_through` is checked at query time. */
    listed: boolean('listed').notNull(),
    validThrough: timestamp('valid_through', { withTimezone: true }),
    professionCode: text('profession_code').notNull(),
    city: text('city').notNull(),
    legalRelationType: text('legal_relation_type').notNull(),
    language: text('language').notNull(),
    /** remote (100 % remote) | hybrid | onsite (0 %). */
    workplace: text('workplace').notNull(),
    requiredLevels: text('required_levels').array().notNull(),
    tags: text('tags').array().notNull(),
    expertiseIds: integer('expertise_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    hourlyRate: integer('hourly_rate'),
    /** coalesce(monthly salary from, to) and coalesce(to, from). */
    salaryLow: integer('salary_low'),
    salaryHigh: integer('salary_high'),
    dayRate: integer('day_rate'),
    topOrder: integer('top_order').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Name, technologies and profession (search terms), company, city, seniority and tags, unaccented and
     * stripped of positions. Not the description: the search never reads it (ADR 080).
     */
    searchVector: tsvector('search_vector').notNull(),
    /** Rises with every write of the row (sequence job_search_seq): instances load only what changed. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('job_search_text_idx')
      .using('gin', t.searchVector)
      .where(sql`listed`),
    index('job_search_default_idx')
      .on(t.topOrder, t.publishedAt.desc().nullsLast(), t.jobId.desc())
      .where(sql`listed`),
    index('job_search_newest_idx')
      .on(t.publishedAt.desc().nullsLast(), t.jobId.desc())
      .where(sql`listed`),
    index('job_search_rate_idx')
      .on(t.dayRate.desc().nullsLast(), t.publishedAt.desc().nullsLast(), t.jobId.desc())
      .where(sql`listed`),
    index('job_search_expertise_idx')
      .using('gin', t.expertiseIds)
      .where(sql`listed`),
    /** Each instance reads `max(seq)` and the rows written since its index was built (ADR 080). */
    index('job_search_seq_idx').on(t.seq),
  ],
);
