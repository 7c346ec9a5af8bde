import { z } from 'zod';
import { emailSchema, optionalText, dataProcessingConsent, requiredText } from './account.ts';
import { optionalPhone } from './contact.ts';
import { timelineEntrySchema } from './applications.ts';
import { locales } from './enums.ts';
import { commissionTypes } from './referral-commission.ts';

/**
 * Referral programme (docs/product/overview-and-users.md, docs/product/entities.md): the commission rules as constants, and the schemas of the
 * referral form, the candidate's consent and the commission calculator. Validation messages are
 * keys of the `common` catalog.
 */

// The commission rules live in a module without zod, so the programme page and its calculator load
// no schema library in the browser.
export * from './referral-commission.ts';

/** Where a referral stands: the candidate agreed, removed themselves, was placed, the commission paid. */
export const referralStatuses = ['pending', 'consented', 'removed', 'placed', 'paid', 'closed'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** Ids are 32 random url-safe characters (192 bits): the id is the key of the consent page. */
export const REFERRAL_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const isReferralId = (value: unknown): value is string =>
  typeof value === 'string' && REFERRAL_ID_PATTERN.test(value);

/** The referral form (docs/product/entities.md): the referrer, the candidate, the project (a job or free text), consent. */
export const referralFormSchema = z
  .object({
    referrerName: requiredText(120),
    referrerEmail: emailSchema,
    referrerPhone: optionalPhone,
    candidateName: requiredText(120),
    candidateEmail: emailSchema,
    candidatePhone: optionalPhone,
    candidateCurrentPosition: optionalText(160),
    candidateInfo: optionalText(3000, { multiline: true }),
    commissionType: z.enum(commissionTypes, { error: 'validation.commissionType' }),
    /** The job the candidate is recommended for (the form of `referral/form/:id`). */
    jobId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** The project in the referrer's words, when no job is named. */
    projectText: optionalText(3000, { multiline: true }),
    /** Language of the e-mail to the candidate; the page's (or the request's) language when absent. */
    candidateLanguage: z.enum(locales).optional(),
    consent: dataProcessingConsent,
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields are invalid (`when`), so every message shows at once; `value` may then be raw input.
      if (typeof value !== 'object' || value === null) return;
      if (value.jobId === undefined && !value.projectText)
        ctx.addIssue({ code: 'custom', path: ['projectText'], message: 'validation.project' });
      const same = (a: unknown, b: unknown) =>
        typeof a === 'string' &&
        typeof b === 'string' &&
        a.trim() !== '' &&
        a.trim().toLowerCase() === b.trim().toLowerCase();
      if (same(value.candidateEmail, value.referrerEmail))
        ctx.addIssue({ code: 'custom', path: ['candidateEmail'], message: 'validation.sameEmail' });
    },
    { when: () => true },
  );
export type ReferralFormInput = z.input<typeof referralFormSchema>;
export type ReferralForm = z.output<typeof referralFormSchema>;

/** What `POST /api/referrals` answers: never the id, which only the candidate's e-mail carries. */
export const referralSubmittedSchema = z.object({
  status: z.literal('pending'),
  /** The candidate's address the consent e-mail went to. */
  candidateEmail: z.string(),
});

/** What the candidate's consent page shows: no contact details of the referrer. */
export const referralConsentViewSchema = z.object({
  status: z.enum(referralStatuses),
  /** The referrer's name, or null once the candidate removed the data. */
  referrerName: z.string().nullable(),
  candidateName: z.string().nullable(),
  job: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  projectText: z.string().nullable(),
  consentedAt: z.string().nullable(),
  removedAt: z.string().nullable(),
});
export type ReferralConsentView = z.infer<typeof referralConsentViewSchema>;

/**
 * A referral as its referrer sees it under `profile/added` and from `GET /api/referrals/my`: never the
 * candidate's CV or contact. Once the candidate agreed and applied for the job, the application's
 * timeline (statuses and dates only, ADR 122); once the placement starts, the commission's state.
 */
export const myReferralSchema = z.object({
  createdAt: z.string(),
  /** null once the candidate removed their data. */
  candidateName: z.string().nullable(),
  job: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  projectText: z.string().nullable(),
  status: z.enum(referralStatuses),
  commissionType: z.enum(commissionTypes),
  timeline: z.array(timelineEntrySchema).nullable(),
  commission: z
    .object({
      /** accruing: placed, nothing payable yet; due: payable; paid: paid out. */
      state: z.enum(['accruing', 'due', 'paid']),
      amount: z.number(),
      workedMonths: z.number().int(),
      workedDays: z.number().int(),
      /** one-time commission not yet due: whole months still to work. */
      monthsUntilDue: z.number().int().nullable(),
    })
    .nullable(),
});
export type MyReferral = z.infer<typeof myReferralSchema>;

/** The public calculator's inputs (GET form without JavaScript): whole, non-negative numbers. */
export const commissionQuerySchema = z.object({
  /** Empty = open-ended. */
  length: z
    .union([z.literal(''), z.coerce.number().int().min(1).max(120)])
    .optional()
    .catch(undefined)
    .transform((v) => (v === '' || v === undefined ? null : v)),
  months: z.coerce.number().int().min(0).max(120).catch(3),
  days: z.coerce.number().int().min(0).max(3000).catch(60),
});
