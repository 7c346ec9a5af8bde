import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { NetPay } from '../../contracts/jobs.ts';
import { user } from './auth.ts';
import { expertise, profession } from './catalog.ts';

/** A job (project) offer. Its text is written in its own `language`. */
export const job = pgTable(
  'job',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Sanitized HTML. */
    description: text('description').notNull(),
    /** Requirements and employer benefits, one item per line. */
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text('language').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull().default('SK'),
    partner: text('partner').notNull(),
    professionCode: text('profession_code')
      .notNull()
      .references(() => profession.code),
    requiredLevels: text('required_levels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    legalRelationType: text('legal_relation_type').notNull(),
    remoteOfficePercentage: integer('remote_office_percentage').notNull().default(0),
    hourlyRate: integer('hourly_rate'),
    mdBudgetFrom: integer('md_budget_from'),
    mdBudgetTo: integer('md_budget_to'),
    monthlySalaryFrom: integer('monthly_salary_from'),
    monthlySalaryTo: integer('monthly_salary_to'),
    /** draft | published | unpublished */
    status: text('status').notNull().default('draft'),
    /** false once the position is taken. */
    available: boolean('available').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    validThrough: timestamp('valid_through', { withTimezone: true }),
    jobStartDate: date('job_start_date', { mode: 'string' }),
    projectLengthInMonths: integer('project_length_in_months'),
    extensionPossible: boolean('extension_possible').notNull().default(false),
    topOffer: boolean('top_offer').notNull().default(false),
    topOrder: integer('top_order').notNull().default(1000),
    responsibleHrName: text('responsible_hr_name'),
    responsibleHrUserId: text('responsible_hr_user_id').references(() => user.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    candidatesCount: integer('candidates_count').notNull().default(0),
    /** Comparable daily rate in EUR for sorting by pay: hourly × 8, else MD budget, else monthly / 20. */
    dayRate: integer('day_rate').generatedAlwaysAs(
      sql`coalesce(hourly_rate * 8, md_budget_to, md_budget_from, monthly_salary_to / 20, monthly_salary_from / 20)`,
    ),
    /** Expertise names, tags and profession names, kept by the writer for full-text search (job_search). */
    searchTerms: text('search_terms').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the pay leaves per month in each form of work (ADR 120), computed by the salary calculators
     * when the job is written or the tax year changes; null until then.
     */
    netPay: jsonb('net_pay').$type<NetPay>(),
    /** The highest monthly net of `net_pay` in cents (any form but the first year's): netMin and the net sort. */
    netPayBest: integer('net_pay_best'),
  },
  (t) => [
    index('job_listing_idx').on(t.status, t.topOrder, t.publishedAt.desc()),
    index('job_newest_idx').on(t.status, t.publishedAt.desc()),
    index('job_profession_idx').on(t.professionCode),
    index('job_city_idx').on(t.city),
  ],
);

export const jobExpertise = pgTable(
  'job_expertise',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    expertiseId: integer('expertise_id')
      .notNull()
      .references(() => expertise.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.expertiseId] }),
    index('job_expertise_expertise_idx').on(t.expertiseId),
  ],
);
