import { z } from 'zod';
import { clientCvConsentStates, clientCvFormats } from './client-cv-values.ts';
import { cvLanguages } from './cv.ts';
import { INT4_MAX } from './ids.ts';

/** `GET /api/admin/candidates/{id}/client-cv?format=&language=&jobId=` (ADR 112). */
export const clientCvQuerySchema = z.object({
  format: z.enum(clientCvFormats, { error: 'validation.invalid' }),
  language: z.enum(cvLanguages, { error: 'validation.invalid' }).optional(),
  /** The job the CV is sent for: recorded in the log. */
  jobId: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(INT4_MAX).optional(),
});

/** A candidate's current consent to client CVs (null: never asked). */
export const clientCvConsentSchema = z
  .object({
    state: z.enum(clientCvConsentStates),
    textVersion: z.string(),
    requestedAt: z.string(),
    answeredAt: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
  })
  .nullable();

/** One client CV made: when, by whom, for which job, which file. */
export const clientCvGenerationSchema = z.object({
  createdAt: z.string(),
  admin: z.string().nullable(),
  jobId: z.number().int().nullable(),
  jobName: z.string().nullable(),
  format: z.enum(clientCvFormats),
  language: z.enum(cvLanguages),
});

/** The consent page's form: agree or refuse (a plain form POST, no JavaScript needed). */
export const clientCvAnswerSchema = z.object({
  answer: z.enum(['given', 'refused'], { error: 'validation.invalid' }),
});
