import { z } from 'zod';
import { checkbox, consentTrue, emailSchema, optionalText, requiredText } from './account.ts';
import { phoneFormat } from './document-formats.ts';

/**
 * The contact forms of the promo page for whole teams and of the about-us page (docs/product/validation.md: phone and
 * message required, with consent), and what the portal's public forms share: phone numbers and the consent they record.
 */

/** Version of the consent texts of the public forms (referral, extra request, contact). */
export const FORM_CONSENT_TEXT_VERSION = '2026-01';
/** How long the consent of a public form lasts (the job-search period of docs/product/validation.md). */
export const FORM_CONSENT_YEARS = 5;

/** When a consent of a public form given at `from` ends. */
export function formConsentExpiry(from: Date): Date {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + FORM_CONSENT_YEARS);
  return until;
}

const PHONE_CHARS = /^\+?[0-9\s()./-]+$/;
const digitsOf = (value: string) => value.replace(/\D/g, '').length;

/** A phone number in international or national form: 7 to 15 digits (E.164), e.g. +421 9XX XXX XXX. */
export const phoneSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(32, { message: 'validation.phone', abort: true })
  .refine((v) => PHONE_CHARS.test(v) && digitsOf(v) >= 7 && digitsOf(v) <= 15, 'validation.phone')
  .meta(phoneFormat);

/** An optional phone number: empty becomes undefined. */
export const optionalPhone = z
  .string()
  .trim()
  .max(32, 'validation.phone')
  .refine(
    (v) => v === '' || (PHONE_CHARS.test(v) && digitsOf(v) >= 7 && digitsOf(v) <= 15),
    'validation.phone',
  )
  .meta(phoneFormat)
  .optional()
  .transform((v) => (v ? v : undefined));

/** An optional e-mail address: empty becomes undefined. */
export const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  emailSchema.optional(),
);

/** Where a contact message was sent from. */
export const contactSources = ['promo', 'about-us'] as const;

/** The consent to process the sender's data to answer: not the terms and conditions of an account. */
const answerConsent = checkbox.refine((v) => v, 'validation.dataConsent').meta(consentTrue);

export const contactMessageSchema = z.object({
  phone: phoneSchema,
  message: requiredText(4000, { multiline: true }),
  name: optionalText(120),
  email: optionalEmail,
  company: optionalText(160),
  consent: answerConsent,
  source: z.enum(contactSources).default('promo'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** What the contact API answers. */
export const contactReceivedSchema = z.object({ received: z.literal(true) });
