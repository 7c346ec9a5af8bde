import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { expertise, profession } from './catalog.ts';
import { storedFile } from './files.ts';
import { job } from './jobs.ts';

/** The candidate profile of an account (docs/product/entities.md). */
export const candidateProfile = pgTable('candidate_profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  phoneCountry: text('phone_country').notNull().default('SVK'),
  city: text('city'),
  country: text('country'),
  professionCode: text('profession_code').references(() => profession.code),
  /** Years of experience as a level value (0-1, 1, 2, 3, 4, 5-10, 10+). */
  experience: text('experience'),
  utmSource: text('utm_source'),
  nonIt: boolean('non_it').notNull().default(false),
  nonItReason: text('non_it_reason'),
  jobLooking: boolean('job_looking').notNull().default(false),
  jobLookingHorizon: text('job_looking_horizon'),
  availableFrom: date('available_from', { mode: 'string' }),
  newsletterJobs: boolean('newsletter_jobs').notNull().default(false),
  newsletterNews: boolean('newsletter_news').notNull().default(false),
  appLanguage: text('app_language').notNull().default('sk'),
  gdprAgreementAccepted: boolean('gdpr_agreement_accepted').notNull().default(false),
  signupFinished: boolean('signup_finished').notNull().default(false),
  blacklisted: boolean('blacklisted').notNull().default(false),
  avatarFileId: text('avatar_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const candidateExpertise = pgTable(
  'candidate_expertise',
  {
    userId: text('user_id')
      .notNull()
      .references(() => candidateProfile.userId, { onDelete: 'cascade' }),
    expertiseId: integer('expertise_id')
      .notNull()
      .references(() => expertise.id, { onDelete: 'cascade' }),
    level: text('level'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expertiseId] })],
);

/** An application for a job, with a copy of the profile fields at the time of applying. */
export const jobApplication = pgTable(
  'job_application',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    fileId: text('file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    /** received | in_review | interview | offer | placed | closed */
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_application_job_user_uq').on(t.jobId, t.userId),
    index('job_application_user_idx').on(t.userId),
  ],
);

/** A job, blog post or event the user saved. */
export const savedItem = pgTable(
  'saved_item',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** job | post | event */
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemType, t.itemId] })],
);

/**
 * Each status an application reached, with when (ADR 122): the candidate's and the referrer's
 * timeline. "received" is written when the application is made; each later change by an admin.
 */
export const applicationStatusChange = pgTable(
  'application_status_change',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplication.id, { onDelete: 'cascade' }),
    /** received | in_review | interview | offer | placed | closed */
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_change_application_idx').on(t.applicationId, t.changedAt)],
);

/**
 * An admin's invitation of a candidate who let recruiters find them to apply for a job (ADR 122):
 * one per candidate and job; it goes with the candidate's account.
 */
export const jobInvitation = pgTable(
  'job_invitation',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_invitation_job_user_uq').on(t.jobId, t.userId),
    index('job_invitation_user_idx').on(t.userId),
  ],
);

/**
 * A job the candidate dismissed from "Recommended for you" ("not interested", ADR 127): it is never
 * recommended to them again. Goes with the account and with the job.
 */
export const dismissedJob = pgTable(
  'dismissed_job',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);
