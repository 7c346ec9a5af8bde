import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { storedFile } from './files.ts';
import { job } from './jobs.ts';

/** Adequate-salary questionnaire (programmer or tester variant) with its computed wage. */
export const salaryQuestionnaire = pgTable('salary_questionnaire', {
  id: serial('id').primaryKey(),
  /** programmer | tester */
  variant: text('variant').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  overalPraxis: integer('overal_praxis'),
  isTeamleader: boolean('is_teamleader'),
  isArchitect: boolean('is_architect'),
  workedDomain: text('worked_domain'),
  technologiesKnown: jsonb('technologies_known').$type<string[]>(),
  technologiesPraxis: jsonb('technologies_praxis').$type<Record<string, number>>(),
  manualTester: boolean('manual_tester'),
  ciExperience: boolean('ci_experience'),
  performanceExperience: boolean('performance_experience'),
  cvFileId: text('cv_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
  computedWage: integer('computed_wage'),
  /** Unguessable id of the thank-you page that shows this submission's estimate (never its name or e-mail). */
  resultToken: text('result_token').unique(),
  gdpr: boolean('gdpr').notNull(),
  language: text('language').notNull().default('sk'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A recommended candidate (referral programme). */
export const referral = pgTable('referral', {
  id: text('id').primaryKey(),
  referrerUserId: text('referrer_user_id').references(() => user.id, { onDelete: 'set null' }),
  referrerName: text('referrer_name').notNull(),
  referrerEmail: text('referrer_email').notNull(),
  referrerPhone: text('referrer_phone'),
  candidateName: text('candidate_name'),
  candidateEmail: text('candidate_email'),
  candidatePhone: text('candidate_phone'),
  candidateInfo: text('candidate_info'),
  candidateCurrentPosition: text('candidate_current_position'),
  /** one_time | per_day */
  commissionType: text('commission_type').notNull(),
  jobId: integer('job_id').references(() => job.id, { onDelete: 'set null' }),
  projectText: text('project_text'),
  /** pending | consented | removed | placed | paid | closed */
  status: text('status').notNull().default('pending'),
  workedMonths: integer('worked_months').notNull().default(0),
  workedDays: integer('worked_days').notNull().default(0),
  /** Length of the project in months (from the job, or set by an admin); null = open-ended. */
  projectLengthInMonths: integer('project_length_in_months'),
  /** When the referred candidate agreed on the consent page. */
  candidateConsentedAt: timestamp('candidate_consented_at', { withTimezone: true }),
  candidateRemovedAt: timestamp('candidate_removed_at', { withTimezone: true }),
  language: text('language').notNull().default('sk'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** "Extra request": a wished-for project for a tailored search. */
export const extraRequest = pgTable('extra_request', {
  id: serial('id').primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  project: text('project').notNull(),
  technologies: jsonb('technologies').$type<string[]>().notNull().default([]),
  preferredTechnologies: jsonb('preferred_technologies').$type<string[]>().notNull().default([]),
  startDate: date('start_date', { mode: 'string' }),
  question: text('question'),
  /** junior | medior | senior */
  seniority: text('seniority').notNull(),
  matchedJobIds: jsonb('matched_job_ids').$type<number[]>().notNull().default([]),
  /** new | matched | closed */
  status: text('status').notNull().default('new'),
  language: text('language').notNull().default('sk'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages from the contact forms (about us, promo page for whole teams). */
export const contactMessage = pgTable('contact_message', {
  id: serial('id').primaryKey(),
  /** about-us | promo */
  source: text('source').notNull(),
  name: text('name'),
  email: text('email'),
  phone: text('phone').notNull(),
  company: text('company'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
