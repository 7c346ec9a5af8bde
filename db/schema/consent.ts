import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** A consent given by a person: purpose, text version, when, until when. */
export const consentRecord = pgTable(
  'consent_record',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** account | job_search | recruiter_search | newsletter | salary_questionnaire | referral | extra_request | contact */
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    ipAddress: text('ip_address'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** null = for the lifetime of the account. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('consent_email_idx').on(t.email),
    index('consent_expiry_idx').on(t.expiresAt),
    // The candidates who let recruiters find them (ADR 122): the active records of one purpose.
    index('consent_purpose_user_idx')
      .on(t.purpose, t.userId)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

/** Newsletter subscription with double opt-in. */
export const newsletterSubscription = pgTable(
  'newsletter_subscription',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** jobs | news | blog */
    topic: text('topic').notNull(),
    /** pending | confirmed | unsubscribed */
    status: text('status').notNull().default('pending'),
    language: text('language').notNull().default('sk'),
    /** Opaque token for confirmation and one-click unsubscribe. */
    token: text('token').notNull().unique(),
    consentTextVersion: text('consent_text_version').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestIp: text('request_ip'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmIp: text('confirm_ip'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /**
     * The jobs digest by the CV's match (ADR 127): the least match score (1–100) of the jobs a `jobs`
     * subscription of an account lists; null lists them by the profile's filter.
     */
    minScore: integer('min_score'),
  },
  (t) => [unique('newsletter_email_topic_uq').on(t.email, t.topic)],
);
