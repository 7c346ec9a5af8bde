import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { newsletterSubscription } from './consent.ts';

/**
 * A double opt-in request: the confirmation e-mail's token (only its SHA-256 is stored) for the
 * topics one address asked for. Confirming turns the address's pending subscriptions confirmed.
 */
export const newsletterConfirmation = pgTable(
  'newsletter_confirmation',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    /** The topics asked for (jobs | news | blog); empty for a job alert. */
    topics: jsonb('topics').$type<string[]>().notNull(),
    /** The job alert this request confirms, if it is one. */
    alertId: integer('alert_id').references(() => jobAlert.id, { onDelete: 'cascade' }),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a confirmation e-mail was queued for this request (null: refused by the hourly cap). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_confirmation_email_idx').on(t.email, t.createdAt)],
);

/** A news issue composed by an admin: sent to each news subscriber at most once a calendar month. */
export const newsletterIssue = pgTable('newsletter_issue', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  /** Markdown. */
  content: text('content').notNull(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The send log: one row per list e-mail queued to one subscription. The caps are checked against it
 * under the subscription's row lock, and the row commits together with the send-email task, so a
 * restart, a retry or a second instance never sends twice. `period` is the calendar month
 * (Europe/Bratislava) of a news mail, unique per subscription.
 */
export const newsletterSend = pgTable(
  'newsletter_send',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => newsletterSubscription.id, { onDelete: 'cascade' }),
    /** blog | news */
    kind: text('kind').notNull(),
    /** news: `YYYY-MM`; blog: the ISO time of the run. */
    period: text('period').notNull(),
    issueId: integer('issue_id').references(() => newsletterIssue.id, { onDelete: 'set null' }),
    /** How many posts a blog digest listed. */
    items: integer('items').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('newsletter_send_period_uq').on(t.subscriptionId, t.kind, t.period),
    index('newsletter_send_issue_idx').on(t.issueId),
  ],
);

/**
 * A saved job search mailed to an address (with or without an account): each new matching job once,
 * at most at the alert's frequency. Confirmed by the same double opt-in as the newsletter.
 */
export const jobAlert = pgTable(
  'job_alert',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    language: text('language').notNull(),
    /** The job search filter (contracts/jobs.ts `jobFilterSchema`). */
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    /** instant | daily | weekly */
    frequency: text('frequency').notNull(),
    /**
     * "Jobs that match my CV" (ADR 126): the least match score of the jobs mailed, scored against the
     * owner's CV at each run; null for a saved search (`filter`).
     */
    minScore: integer('min_score'),
    /** pending | active | paused | unsubscribed */
    status: text('status').notNull().default('pending'),
    /** Opaque token of the alert's unsubscribe links. */
    token: text('token').notNull().unique(),
    consentTextVersion: text('consent_text_version').notNull(),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [index('job_alert_email_idx').on(t.email), index('job_alert_user_idx').on(t.userId)],
);

/** The jobs each alert has mailed: its primary key is the "each job once per alert" rule. */
export const jobAlertSent = pgTable(
  'job_alert_sent',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlert.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] })],
);

/**
 * Bounces and complaints of list mail (ADR 133), one row per address (lower case). `suppressedAt` is
 * set by a hard bounce or a complaint at once, and by soft bounces once they reach the threshold;
 * while it is set, the newsletter, digests and job alerts skip the address (transactional mail does
 * not). An admin's release deletes the row.
 */
export const mailSuppression = pgTable('mail_suppression', {
  email: text('email').primaryKey(),
  /** The strongest reason seen: complaint, then hard, then soft. */
  reason: text('reason').$type<'hard' | 'soft' | 'complaint'>().notNull(),
  /** Reports counted (soft bounces: within the current window). */
  count: integer('count').notNull().default(1),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  suppressedAt: timestamp('suppressed_at', { withTimezone: true }),
});
