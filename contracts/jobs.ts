import { z } from 'zod';
import { legalRelationTypes, locales, professionCodes, requiredLevels } from './enums.ts';
import {
  JOB_PAGE_SIZE_DEFAULT,
  JOB_PAGE_SIZE_MAX,
  JOB_QUERY_MAX_LENGTH,
  jobSorts,
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
    sort: z.enum(jobSorts).default('default'),
    /** Zero-based page number. */
    page: z.number().int().min(0).max(10000).default(0),
    size: z.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(JOB_PAGE_SIZE_DEFAULT),
  })
  .strict();
export type JobSearchRequest = z.infer<typeof jobSearchRequestSchema>;
export type JobSearchInput = z.input<typeof jobSearchRequestSchema>;

export const jobStateSchema = z.enum(['not_available', 'new', 'remote', 'top', 'already_responded']);
export type JobState = z.infer<typeof jobStateSchema>;

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
