import { z } from 'zod';
import { singleLine } from './text.ts';
import { calendarDateField } from './date-fields.ts';
import { emailSchema, optionalText, dataProcessingConsent, requiredText } from './account.ts';
import { optionalPhone } from './contact.ts';
import { seniorities, MAX_REQUEST_TECHNOLOGIES } from './extra-requests-values.ts';

export * from './extra-requests-values.ts';

/** "Extra request" (docs/product/entities.md): a wished-for project for a tailored search. */

export type Seniority = (typeof seniorities)[number];
export const extraRequestStatuses = ['new', 'matched', 'closed'] as const;

/**
 * Technologies by name: the tag input sends one value each, the plain field (without JavaScript) a
 * comma-separated text. Trimmed, without duplicates.
 */
const technologyList = z.preprocess(
  (value) => {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
    const seen = new Set<string>();
    return items
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.trim().replace(/\s+/g, ' '))
      .filter((v) => v && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
  },
  z
    .array(singleLine().max(60, 'validation.tooLong'))
    .max(MAX_REQUEST_TECHNOLOGIES, 'validation.technologiesMax'),
);

/** Today as an ISO date in UTC, minus a day, so time zones do not refuse "today". */
const earliestStart = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

export const extraRequestSchema = z.object({
  name: requiredText(120),
  email: emailSchema,
  phone: optionalPhone,
  /** The project: what the person wants to work on. */
  project: requiredText(4000, { multiline: true }),
  /** Technologies of the project: at least one. */
  technologies: technologyList
    .refine((v) => v.length > 0, 'validation.technologies')
    .meta({
      minItems: 1,
      // Blank names are dropped before the count: the document asks for a visible character in each.
      items: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' },
    }),
  preferredTechnologies: technologyList,
  startDate: calendarDateField({ message: 'validation.startDate' })
    .refine((v) => v.length > 0, 'validation.startDate')
    .refine((v) => !v || v >= earliestStart(), 'validation.startDatePast'),
  question: optionalText(2000, { multiline: true }),
  seniority: z.enum(seniorities, { error: 'validation.seniority' }),
  consent: dataProcessingConsent,
});
export type ExtraRequestInput = z.input<typeof extraRequestSchema>;
export type ExtraRequest = z.output<typeof extraRequestSchema>;

export const extraRequestReceivedSchema = z.object({ received: z.literal(true) });

/** An extra request as its sender sees it under `profile/added`. */
export interface MyExtraRequest {
  id: number;
  createdAt: string;
  project: string;
  technologies: string[];
  seniority: Seniority;
  startDate: string | null;
  status: (typeof extraRequestStatuses)[number];
}
