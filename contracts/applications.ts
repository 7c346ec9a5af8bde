import { z } from 'zod';
import { singleLine } from './text.ts';
import {
  checkbox,
  consentTrue,
  emailSchema,
  optionalText,
  phoneCountrySchema,
  phoneSchema,
  requiredText,
} from './account.ts';
import { CV_MAX_BYTES } from './applications-values.ts';

export * from './applications-values.ts';

/** The pipeline of a job application, set by the company. */
export const applicationStatuses = [
  'received',
  'in_review',
  'interview',
  'offer',
  'placed',
  'closed',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What a job application carries besides the CV (docs/product/api-calls.md: profile fields plus id and fileId). */
export const applicationFieldsSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailSchema,
  phoneCountry: phoneCountrySchema.default('SVK'),
  phone: phoneSchema,
  /** A note to the recruiter. */
  message: optionalText(2000, { multiline: true }),
  /** Consent to processing for the job search (docs/product/validation.md: 5 years); its message names that consent. */
  consent: checkbox.refine((v) => v, 'validation.processingConsent').meta(consentTrue),
});

/** `POST /api/job-application/apply`: the fields, the job `id` and the uploaded CV's `fileId`. */
export const applySchema = applicationFieldsSchema.extend({
  id: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .positive('validation.invalid'),
  fileId: singleLine({ error: 'validation.cvRequired' }).min(1, 'validation.cvRequired').max(64),
});
export type ApplyInput = z.input<typeof applySchema>;
export type ApplyData = z.output<typeof applySchema>;

/**
 * The apply page's `cvChoice` values that attach the CV builder's CV (its generated PDF, or the CV
 * document uploaded in the builder) instead of a new upload or a stored CV.
 */

/**
 * The apply page's form: the same fields, with the CV either uploaded with the form (`file`) or one
 * of the candidate's CVs already stored (`fileId`).
 */
export const applyFormSchema = applicationFieldsSchema
  .extend({
    cvChoice: singleLine().max(64).optional(),
    /** The uploaded file (a `File` in the browser and in the action's form data). */
    file: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    const uploading = !value.cvChoice || value.cvChoice === 'new';
    const file = value.file as { size?: unknown } | undefined;
    const hasFile =
      typeof file === 'object' && file !== null && typeof file.size === 'number' && file.size > 0;
    if (uploading && !hasFile)
      ctx.addIssue({ code: 'custom', path: ['file'], message: 'validation.cvRequired' });
    if (hasFile && (file.size as number) > CV_MAX_BYTES)
      ctx.addIssue({ code: 'custom', path: ['file'], message: 'validation.documentSize' });
  });

/** One step of an application's timeline (ADR 122): the status and when it was reached. */
export const timelineEntrySchema = z.object({
  status: z.enum(applicationStatuses),
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** One of the candidate's applications, as "my applications" lists it. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobName: z.string(),
  city: z.string(),
  partner: z.string(),
  status: z.enum(applicationStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The attached CV's original file name, if still stored. */
  cvName: z.string().nullable(),
  /** Each status the application reached, oldest first (ADR 122). */
  timeline: z.array(timelineEntrySchema),
  /** When a recruiter invited the candidate to apply for this job, if one did. */
  invitedAt: z.string().nullable(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** A CV the candidate uploaded earlier and can attach again. */
export const storedCvSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type StoredCv = z.infer<typeof storedCvSchema>;
