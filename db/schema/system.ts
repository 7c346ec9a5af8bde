import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Background work: claimed with FOR UPDATE SKIP LOCKED so several instances share it exactly once. */
export const task = pgTable(
  'task',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    payload: jsonb('payload').notNull(),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('task_claim_idx').on(t.status, t.runAt)],
);

/** Fixed-window counters for rate limits shared by all instances. */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

/** Key-value settings the app keeps for itself (e.g. seed version). */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reference data a release wrote (db/seed/reference.ts, ADR 130): one row per item (a profession,
 * a technology, a dictionary term…) with the hash of the values written. A row of the item's table
 * whose values no longer hash to it was edited by an admin, and a later release leaves it alone.
 */
export const referenceRow = pgTable(
  'reference_row',
  {
    /** The item's table, e.g. `dictionary_term`. */
    kind: text('kind').notNull(),
    /** The item's natural key in that table (slug, code or name). */
    key: text('key').notNull(),
    /** sha256 of the values written; `unknown` for a row that existed before and differed. */
    hash: text('hash').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
