import { z } from 'zod';
import { legalRelationTypes, locales, professionCodes, requiredLevels } from './enums.ts';
import {
  JOB_NET_MIN_MAX,
  JOB_PAGE_SIZE_DEFAULT,
  JOB_PAGE_SIZE_MAX,
  JOB_QUERY_MAX_LENGTH,
  jobSearchSorts,
  jobWorkplaces,
} from './job-constants.ts';

export * from './job-constants.ts';

const list = <T extends z.ZodType>(item: T) => z.array(item).max(50).optional();

export const jobFilterSchema = z
  .object({
    query: z.string().trim().max(JOB_QUERY_MAX_LENGTH).optional(),
    professions: list(z.enum(professionCodes)),
    expertises: list(z.string().trim().min(1).max(80)),
    /** City names; the pseudo-city "Remote" matches fully remote jobs. */
    cities: list(z.string().trim().min(1).max(80)),
    legalRelationTypes: list(z.enum(legalRelationTypes)),
    requiredLevels: list(z.enum(requiredLevels)),
    languages: list(z.enum(locales)),
    /** Remote, hybrid or on site (remote share 100 %, between, 0 %). */
    workplaces: list(z.enum(jobWorkplaces)),
    tags: list(z.string().trim().min(1).max(80)),
    /** Minimum hourly rate in EUR. */
    rateMin: z.number().int().min(0).max(1000).optional(),
    /** Minimum monthly gross salary in EUR. */
    salaryMin: z.number().int().min(0).max(100000).optional(),
    salaryMax: z.number().int().min(0).max(100000).optional(),
    rateMax: z.number().int().min(0).max(1000).optional(),
    /**
     * Minimum net monthly income in EUR: a job matches when any form of work it allows leaves at least
     * this much a month (`netPay`: employee, sole trader in later years, s.r.o.; ADR 120).
     */
    netMin: z.number().int().min(0).max(JOB_NET_MIN_MAX).optional(),
  })
  .strict()
  .refine((f) => f.rateMin === undefined || f.rateMax === undefined || f.rateMin <= f.rateMax, {
    path: ['rateMax'],
    message: 'range',
  })
  .refine((f) => f.salaryMin === undefined || f.salaryMax === undefined || f.salaryMin <= f.salaryMax, {
    path: ['salaryMax'],
    message: 'range',
  });
export type JobFilter = z.infer<typeof jobFilterSchema>;

export const jobSearchRequestSchema = z
  .object({
    filter: jobFilterSchema.default({}),
    sort: z.enum(jobSearchSorts).default('default'),
    /** Zero-based page number. */
    page: z.number().int().min(0).max(10000).default(0),
    size: z.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(JOB_PAGE_SIZE_DEFAULT),
  })
  .strict();
export type JobSearchRequest = z.infer<typeof jobSearchRequestSchema>;
export type JobSearchInput = z.input<typeof jobSearchRequestSchema>;

export const jobStateSchema = z.enum(['not_available', 'new', 'remote', 'top', 'already_responded']);
export type JobState = z.infer<typeof jobStateSchema>;

/** A monthly amount in EUR from–to (`from` = `to` for a single figure). */
const monthlyRangeSchema = z.object({ from: z.number(), to: z.number() });

/**
 * What a job's pay leaves per month in each form of work it allows (ADR 120), computed by the salary
 * calculators (`core/salary/`) with the rules of `taxYear` when the job is saved or the tax year
 * changes. Monthly EUR with cents; a form is left out when the job does not allow it.
 */
export const netPaySchema = z.object({
  taxYear: z.number().int(),
  /** An employee's net of the monthly gross salary. */
  employee: monthlyRangeSchema.optional(),
  /** A sole trader's (živnosť) net in the years after the first: flat-rate expenses, 20 working days a month. */
  soleTrader: monthlyRangeSchema.optional(),
  /** The same in the first year (no social insurance yet), when it differs. */
  soleTraderFirstYear: monthlyRangeSchema.optional(),
  /** The owner's net through a limited company (s.r.o.): dividends, no salary, accounting 60 EUR a month. */
  company: monthlyRangeSchema.optional(),
  /** The monthly gross salary whose employee net equals the higher of the sole trader's and the s.r.o.'s nets. */
  employmentEquivalentGross: monthlyRangeSchema.optional(),
  /** The monthly amount the salary calculator starts from for this job (employer cost or invoice). */
  calculatorAmount: z.number().optional(),
});
export type NetPay = z.infer<typeof netPaySchema>;

/** One reason of a match score (ADR 121); the pages put it in words in the visitor's language. */
export const matchReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('technology'), name: z.string(), years: z.number(), asked: z.number() }),
  z.object({ kind: z.literal('missing'), names: z.array(z.string()) }),
  z.object({ kind: z.literal('profession'), match: z.enum(['same', 'neighbour', 'other']) }),
  z.object({ kind: z.literal('seniority'), years: z.number(), asked: z.number() }),
  z.object({ kind: z.literal('language'), language: z.enum(locales), speaks: z.boolean() }),
]);
export type MatchReasonView = z.infer<typeof matchReasonSchema>;

/**
 * How well the signed-in candidate's CV matches a job (ADR 121): a score 0–100 and its reasons. A CV
 * without technologies gets `score: null`, no reasons and `missing: "technologies"` (what to add),
 * never a 0 that reads as a verdict. Present only in a signed-in candidate's own answers.
 */
export const jobMatchSchema = z.object({
  score: z.number().int().min(0).max(100).nullable(),
  reasons: z.array(matchReasonSchema),
  missing: z.literal('technologies').optional(),
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const jobSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.enum(locales),
  city: z.string(),
  partner: z.string(),
  profession: z.object({ value: z.enum(professionCodes), displayString: z.string() }),
  requiredLevels: z.array(z.enum(requiredLevels)),
  states: z.array(jobStateSchema),
  expertises: z.array(z.object({ name: z.string() })),
  tags: z.array(z.string()),
  legalRelationType: z.enum(legalRelationTypes),
  remoteOfficePercentage: z.number().int(),
  hourlyRate: z.number().int().nullable(),
  mdBudgetFrom: z.number().int().nullable(),
  mdBudgetTo: z.number().int().nullable(),
  monthlySalaryFrom: z.number().int().nullable(),
  monthlySalaryTo: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  jobStartDate: z.string().nullable(),
  projectLengthInMonths: z.number().int().nullable(),
  topOffer: z.boolean(),
  /** Null only for a job written outside the portal's writers until its net pay is computed. */
  netPay: netPaySchema.nullable(),
  /** Only for a signed-in candidate (their CV against this job); never for anyone else. */
  match: jobMatchSchema.optional(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobDetailSchema = jobSummarySchema.extend({
  description: z.string(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  extensionPossible: z.boolean(),
  views: z.number().int(),
  candidatesCount: z.number().int(),
  validThrough: z.string().nullable(),
  responsibleHR: z.string().nullable(),
  countryCode: z.string(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const facetSchema = z.array(
  z.object({ value: z.string(), displayString: z.string(), count: z.number().int() }),
);
export type Facet = z.infer<typeof facetSchema>;

export const jobSearchResponseSchema = z.object({
  page: z.object({
    content: z.array(jobSummarySchema),
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  }),
  filters: z.object({
    professions: facetSchema,
    cities: facetSchema,
    legalRelationTypes: facetSchema,
    languages: facetSchema,
    workplaces: facetSchema,
  }),
  /**
   * The technologies each typed technology filter matched, when it was not a technology's exact name
   * ("kotl" → Kotlin); empty when nothing came close.
   */
  expertiseMatches: z.array(z.object({ typed: z.string(), matched: z.array(z.string()) })).optional(),
});
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;

export const jobDetailResponseSchema = z.object({
  job: jobDetailSchema,
  similar: z.array(jobSummarySchema),
});
