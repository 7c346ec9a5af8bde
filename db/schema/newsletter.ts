import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
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
    /** The topics asked for (jobs | news | blog). */
    topics: jsonb('topics').$type<string[]>().notNull(),
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
