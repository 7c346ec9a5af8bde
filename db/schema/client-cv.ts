import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { job } from './jobs.ts';

/**
 * A candidate's consent to anonymised client CVs (GDPR Art. 7, ADR 112): one row per request an
 * admin sent, with its answer. The newest row is the candidate's current state. Only the SHA-256 of
 * the e-mailed link's token is kept, and only until the link is used. Erased with the account.
 */
export const clientCvConsent = pgTable(
  'client_cv_consent',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** requested | given | refused | withdrawn */
    state: text('state').notNull().default('requested'),
    /** The version of the consent text shown (`CLIENT_CV_CONSENT_VERSION`). */
    textVersion: text('text_version').notNull(),
    /** SHA-256 (hex) of the link's token; null once the link was used. */
    tokenHash: text('token_hash').unique(),
    /** The language of the e-mail and the consent page. */
    language: text('language').notNull().default('sk'),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the candidate agreed or refused. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('client_cv_consent_user_idx').on(t.userId)],
);

/** Every anonymised client CV made: who made it, when, of whom, for which job. */
export const clientCvGeneration = pgTable(
  'client_cv_generation',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    jobId: integer('job_id').references(() => job.id, { onDelete: 'set null' }),
    /** pdf | docx */
    format: text('format').notNull(),
    /** sk | en */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_cv_generation_user_idx').on(t.userId)],
);
