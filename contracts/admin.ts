import { z } from 'zod';
import { multiLine, singleLine } from './text.ts';
import { optionalCalendarDateField } from './date-fields.ts';
import { checkbox, requiredText } from './account.ts';
import { applicationStatuses } from './applications.ts';
import { legalRelationTypes, locales, professionCodes, requiredLevels } from './enums.ts';
import { extraRequestStatuses } from './extra-requests.ts';
import { commissionTypes, referralStatuses } from './referrals.ts';

export { commissionTypes, extraRequestStatuses, referralStatuses };

/**
 * The admin side of the portal: jobs, applications, candidates, referrals, extra requests and
 * contact messages. Forms (pages) and the admin REST API validate with these schemas; messages are
 * keys of the `common` catalog (`validation.*`).
 */

export const ADMIN_PAGE_SIZE = 25;

/** draft → published ⇄ unpublished; "expired" is a published job that is no longer available. */
export const jobStatuses = ['draft', 'published', 'unpublished'] as const;
export type JobStatus = (typeof jobStatuses)[number];
/** What the admin list can filter by: the stored status, or expired (not available / past valid through). */
export const jobListStatuses = [...jobStatuses, 'expired'] as const;
export type JobListStatus = (typeof jobListStatuses)[number];

export type ExtraRequestStatus = (typeof extraRequestStatuses)[number];
export type ReferralStatus = (typeof referralStatuses)[number];
export type CommissionType = (typeof commissionTypes)[number];

const REQUIRED = 'validation.required';
const NUMBER = 'validation.number';

/** A whole number from 0 to `max`; empty means none (null). */
const optionalInt = (max: number) =>
  z
    .number({ error: NUMBER })
    .int(NUMBER)
    .min(0, NUMBER)
    .max(max, NUMBER)
    .nullish()
    .transform((v) => v ?? null);

/** An optional trimmed text: empty or missing becomes null. */
const nullableText = (max: number) =>
  singleLine()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null);

/** A calendar date (YYYY-MM-DD); empty means none (null). */
const optionalDate = optionalCalendarDateField();

/** Paging and search of the admin lists (query string of pages and API). */
export const adminListQuerySchema = z.object({
  query: singleLine().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminJobListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(jobListStatuses).optional().catch(undefined),
});
export type AdminJobListQuery = z.infer<typeof adminJobListQuerySchema>;

/** Splits "Java, Spring Boot" (commas or new lines) into trimmed, distinct, non-empty names. */
export function splitList(text: string, separator: RegExp = /[,\n]/): string[] {
  return [
    ...new Set(
      text
        .split(separator)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

const nameItem = singleLine().min(1).max(80, 'validation.tooLong');
const lineItem = singleLine().min(1).max(300, 'validation.tooLong');

/** Fields of a job (docs/product/entities.md) that the form and the API share; lists differ in how they travel. */
const jobFields = {
  name: requiredText(160),
  /**
   * The text of the job in its own language: paragraphs separated by an empty line, lines starting
   * with "- " form a bulleted list, **bold** marks emphasis. Stored as HTML built from it.
   */
  description: multiLine({ error: REQUIRED }).trim().min(1, REQUIRED).max(20_000, 'validation.tooLong'),
  language: z.enum(locales, { error: REQUIRED }),
  city: requiredText(80),
  /** ISO 3166-1 alpha-2. */
  countryCode: z
    .string({ error: REQUIRED })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, REQUIRED),
  partner: requiredText(120),
  profession: z.enum(professionCodes, { error: 'validation.profession' }),
  requiredLevels: z.array(z.enum(requiredLevels)).max(requiredLevels.length).default([]),
  legalRelationType: z.enum(legalRelationTypes, { error: REQUIRED }),
  remoteOfficePercentage: z
    .number({ error: 'validation.percent' })
    .int('validation.percent')
    .min(0, 'validation.percent')
    .max(100, 'validation.percent'),
  hourlyRate: optionalInt(10_000),
  mdBudgetFrom: optionalInt(100_000),
  mdBudgetTo: optionalInt(100_000),
  monthlySalaryFrom: optionalInt(1_000_000),
  monthlySalaryTo: optionalInt(1_000_000),
  jobStartDate: optionalDate,
  projectLengthInMonths: optionalInt(240),
  extensionPossible: checkbox,
  topOffer: checkbox,
  /** Lower comes first in the default order of the job list. */
  topOrder: z
    .number({ error: NUMBER })
    .int(NUMBER)
    .min(0, NUMBER)
    .max(100_000, NUMBER)
    .nullish()
    .transform((v) => v ?? 1000),
  /** An admin account responsible for the job. */
  responsibleHrUserId: nullableText(64),
  /** The name shown on the job page; the chosen admin's name when empty. */
  responsibleHrName: nullableText(120),
  /** The last day the job is offered (YYYY-MM-DD). */
  validThrough: optionalDate,
  available: checkbox,
};

type JobRangeFields = {
  mdBudgetFrom: number | null;
  mdBudgetTo: number | null;
  monthlySalaryFrom: number | null;
  monthlySalaryTo: number | null;
};

const jobRules = (value: JobRangeFields, ctx: z.RefinementCtx) => {
  const pairs = [
    ['mdBudgetFrom', 'mdBudgetTo'],
    ['monthlySalaryFrom', 'monthlySalaryTo'],
  ] as const;
  for (const [from, to] of pairs) {
    const a = value[from];
    const b = value[to];
    if (a !== null && b !== null && a > b)
      ctx.addIssue({ code: 'custom', path: [to], message: 'validation.range' });
  }
};

/** A job as the admin API takes it (JSON): lists as arrays. */
export const jobInputSchema = z
  .object({
    ...jobFields,
    expertises: z.array(nameItem).max(30, 'validation.technologiesMax').default([]),
    tags: z.array(nameItem).max(20, 'validation.tooLong').default([]),
    requirements: z.array(lineItem).max(30, 'validation.tooLong').default([]),
    benefits: z.array(lineItem).max(30, 'validation.tooLong').default([]),
    available: z.boolean().default(true),
  })
  .superRefine(jobRules);
export type JobInput = z.output<typeof jobInputSchema>;

const textList = (max: number, separator?: RegExp) =>
  z
    .string()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((v) => splitList(v ?? '', separator));

/**
 * The job form of the admin pages: technologies and tags comma separated, requirements and
 * benefits one per line. Its output is a `JobInput`.
 */
export const jobFormSchema = z
  .object({
    ...jobFields,
    expertises: textList(2000).pipe(z.array(nameItem).max(30, 'validation.technologiesMax')),
    tags: textList(1000).pipe(z.array(nameItem).max(20, 'validation.tooLong')),
    requirements: textList(9000, /\n/).pipe(z.array(lineItem).max(30, 'validation.tooLong')),
    benefits: textList(9000, /\n/).pipe(z.array(lineItem).max(30, 'validation.tooLong')),
  })
  .superRefine(jobRules);

/** A job as the admin sees it. */
export const adminJobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Sanitized HTML, as the job page shows it. */
  description: z.string(),
  /** The same text in the form's format (paragraphs, "- " lists, **bold**). */
  descriptionText: z.string(),
  language: z.enum(locales),
  city: z.string(),
  countryCode: z.string(),
  partner: z.string(),
  profession: z.enum(professionCodes),
  requiredLevels: z.array(z.enum(requiredLevels)),
  expertises: z.array(z.string()),
  tags: z.array(z.string()),
  legalRelationType: z.enum(legalRelationTypes),
  remoteOfficePercentage: z.number().int(),
  hourlyRate: z.number().int().nullable(),
  mdBudgetFrom: z.number().int().nullable(),
  mdBudgetTo: z.number().int().nullable(),
  monthlySalaryFrom: z.number().int().nullable(),
  monthlySalaryTo: z.number().int().nullable(),
  jobStartDate: z.string().nullable(),
  projectLengthInMonths: z.number().int().nullable(),
  extensionPossible: z.boolean(),
  topOffer: z.boolean(),
  topOrder: z.number().int(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  responsibleHrUserId: z.string().nullable(),
  responsibleHrName: z.string().nullable(),
  validThrough: z.string().nullable(),
  available: z.boolean(),
  status: z.enum(jobStatuses),
  /** Published and available, past its valid-through date, or marked not available. */
  expired: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  views: z.number().int(),
  applicationsCount: z.number().int(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobRowSchema = adminJobSchema.pick({
  id: true,
  name: true,
  language: true,
  city: true,
  partner: true,
  profession: true,
  status: true,
  expired: true,
  available: true,
  topOffer: true,
  topOrder: true,
  publishedAt: true,
  validThrough: true,
  createdAt: true,
  applicationsCount: true,
});
export type AdminJobRow = z.infer<typeof adminJobRowSchema>;

/** One page of an admin list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

// Applications

export const applicationStatusInputSchema = z.object({
  status: z.enum(applicationStatuses, { error: REQUIRED }),
  /** E-mail the candidate about the new step (default: yes). */
  notify: z.boolean().optional(),
});

/**
 * A candidate's CV as an admin reaches it: the share token of the CV page (admins read every privacy
 * level) and the id of the uploaded CV document, if any. Null while the CV is not written.
 */
export const adminCandidateCvSchema = z
  .object({ token: z.string(), fileId: z.string().nullable() })
  .nullable();

export const adminApplicationSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobName: z.string(),
  userId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(applicationStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether a CV is attached (download it from …/cv). */
  hasCv: z.boolean(),
  cvSize: z.number().int().nullable(),
  cvType: z.string().nullable(),
  /** The candidate's CV of the CV builder (null for a deleted account or an unwritten CV). */
  candidateCv: adminCandidateCvSchema,
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

// Candidates

export const blacklistInputSchema = z.object({ blacklisted: checkbox });

export const adminCandidateSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profession: z.string().nullable(),
  registeredAt: z.string(),
  applicationsCount: z.number().int(),
  blacklisted: z.boolean(),
  cv: adminCandidateCvSchema,
});
export type AdminCandidate = z.infer<typeof adminCandidateSchema>;

// Referrals

export const referralUpdateSchema = z.object({
  status: z.enum(referralStatuses, { error: REQUIRED }),
  workedMonths: z
    .number({ error: NUMBER })
    .int(NUMBER)
    .min(0, NUMBER)
    .max(600, NUMBER)
    .nullish()
    .transform((v) => v ?? 0),
  workedDays: z
    .number({ error: NUMBER })
    .int(NUMBER)
    .min(0, NUMBER)
    .max(20_000, NUMBER)
    .nullish()
    .transform((v) => v ?? 0),
  projectLengthInMonths: optionalInt(240),
});
export type ReferralUpdate = z.output<typeof referralUpdateSchema>;

export const commissionSchema = z.object({
  amount: z.number(),
  due: z.boolean(),
  rule: z.enum(['one_time', 'one_time_short_project', 'per_day']),
  oneTimeAmount: z.number().nullable(),
  monthsUntilDue: z.number().nullable(),
});

export const adminReferralSchema = z.object({
  id: z.string(),
  referrerName: z.string(),
  referrerEmail: z.string(),
  referrerPhone: z.string().nullable(),
  candidateName: z.string().nullable(),
  candidateEmail: z.string().nullable(),
  candidatePhone: z.string().nullable(),
  candidateInfo: z.string().nullable(),
  candidateCurrentPosition: z.string().nullable(),
  commissionType: z.enum(commissionTypes),
  jobId: z.number().int().nullable(),
  jobName: z.string().nullable(),
  projectText: z.string().nullable(),
  status: z.enum(referralStatuses),
  workedMonths: z.number().int(),
  workedDays: z.number().int(),
  projectLengthInMonths: z.number().int().nullable(),
  candidateConsentedAt: z.string().nullable(),
  candidateRemovedAt: z.string().nullable(),
  language: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  commission: commissionSchema,
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

// Extra requests

/** Jobs matched to an extra request; the status becomes "matched" when jobs are chosen, unless given. */
export const extraRequestMatchSchema = z.object({
  matchedJobIds: z.array(z.number().int().positive()).max(50).default([]),
  status: z.enum(extraRequestStatuses).optional(),
});

export const adminExtraRequestSchema = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  project: z.string(),
  technologies: z.array(z.string()),
  preferredTechnologies: z.array(z.string()),
  startDate: z.string().nullable(),
  question: z.string().nullable(),
  seniority: z.string(),
  matchedJobs: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.string() })),
  status: z.enum(extraRequestStatuses),
  language: z.string(),
  createdAt: z.string(),
});
export type AdminExtraRequest = z.infer<typeof adminExtraRequestSchema>;

// Contact messages

export const adminContactSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  company: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;

/** Counts of the overview page. */
export const adminOverviewSchema = z.object({
  newApplications: z.number().int(),
  newReferrals: z.number().int(),
  newExtraRequests: z.number().int(),
  /** Events submitted by visitors and not yet approved or rejected. */
  pendingEvents: z.number().int(),
  /** Published jobs on the public list (available, not past their end). */
  publishedJobs: z.number().int(),
  /** Published jobs that ended: not available or past their valid-through date. */
  endedJobs: z.number().int(),
  draftJobs: z.number().int(),
  contacts: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
