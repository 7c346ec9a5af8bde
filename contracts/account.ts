import { z } from 'zod';
import { experienceLevels, locales, nonItRegistrationReasons, professionCodes, utmSources } from './enums.ts';
import { multiLine, singleLine, text } from './text.ts';
import { rowIdSchema } from './ids.ts';
import { phoneCountryCodes } from './phone-countries.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, jobLookingHorizons } from './account-values.ts';

export * from './account-values.ts';

/**
 * Account forms and the candidate API (docs/product/entities.md, docs/product/validation.md, docs/product/api-calls.md). Messages are translation keys of the
 * `common` catalog (`validation.*`), resolved in the user's language on both sides.
 */

const REQUIRED = 'validation.required';

/** The shared text schema of a field: single-line unless `multiline` (descriptions, messages). */
const lineOrLines = (multiline: boolean, options?: Parameters<typeof singleLine>[0]) =>
  multiline ? multiLine(options).trim() : singleLine(options);

/** A required trimmed text with a maximum length; single-line unless `multiline`. */
export const requiredText = (max = 120, { multiline = false } = {}) =>
  lineOrLines(multiline, { error: REQUIRED }).min(1, REQUIRED).max(max, 'validation.tooLong');
/** An optional trimmed text: empty becomes undefined; single-line unless `multiline`. */
export const optionalText = (max = 120, { multiline = false } = {}) =>
  lineOrLines(multiline)
    .max(max, 'validation.tooLong')
    .optional()
    .transform((v) => (v ? v : undefined));

export const emailSchema = text({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(254, 'validation.email')
  .pipe(z.email('validation.email'))
  .transform((v) => v.toLowerCase())
  // What the OpenAPI document says of the field (the generator sees only the text before the pipe).
  .meta({ format: 'email' });

export const passwordSchema = text({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordMax');

/** A checkbox: "on" (HTML form), "true" or a boolean. */
export const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/**
 * In the OpenAPI document, a consent that must be given: `true` (a form's "on" and "true" are
 * accepted as well, but an API client sends the boolean). `anyOf: undefined` drops the checkbox's
 * alternatives from the generated schema.
 */
export const consentTrue = { type: 'boolean', const: true, anyOf: undefined } as const;

/** A checkbox that must be ticked: accepting the terms of use (an account). */
export const requiredConsent = checkbox.refine((v) => v, 'validation.consent').meta(consentTrue);

/** The ticked "my account and all its data will be deleted permanently" box of deleting an account. */
export const deletionConfirmed = checkbox.refine((v) => v, 'validation.deletionConfirmed').meta(consentTrue);

/**
 * A consent to process personal data for one purpose (newsletter, referral, questionnaire, project
 * search) that must be given: its message asks for that consent, not for the terms of use.
 */
export const dataProcessingConsent = checkbox
  .refine((v) => v, 'validation.dataProcessingConsent')
  .meta(consentTrue);

/** ISO 3166-1 alpha-3 code of the phone's country (docs/product/constants.md: default SVK). */
export const phoneCountrySchema = z
  .string({ error: 'validation.phoneCountry' })
  .trim()
  .regex(/^[A-Z]{3}$/, 'validation.phoneCountry')
  // The server takes the codes it can map to a country (validate-profile.ts): the document lists them.
  .meta({ enum: [...phoneCountryCodes] });

/** Profile fields shared by sign-up, finishing the sign-up and the basic settings. */
/** A phone number as typed; checked against its country's numbering plan on the server (libphonenumber-js). */
export const phoneSchema = singleLine({ error: 'validation.phone' })
  .min(1, 'validation.phone')
  .max(32, 'validation.phone');

export const profileFieldsSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  phoneCountry: phoneCountrySchema.default('SVK'),
  phone: phoneSchema,
  city: requiredText(80),
  /** ISO 3166-1 alpha-2 code. */
  country: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^[A-Z]{2}$/, REQUIRED),
  profession: z.enum(professionCodes, { error: 'validation.profession' }),
  /** Expertise ids (docs/product/entities.md: expertises as ids), at least one. */
  expertises: z
    .array(rowIdSchema, { error: 'validation.technologies' })
    .min(1, 'validation.technologies')
    .max(30, 'validation.technologiesMax'),
  experience: z.enum(experienceLevels, { error: 'validation.experience' }),
  nonIt: checkbox,
  nonItReason: z.enum(nonItRegistrationReasons).optional(),
  jobLooking: checkbox,
  jobLookingHorizon: z.enum(jobLookingHorizons).optional(),
  newsletterJobs: checkbox,
  newsletterNews: checkbox,
  utmSource: z.enum(utmSources, { error: 'validation.utmSource' }),
});

/** Cross-field rules of the profile: a reason for non-IT people, a horizon for job seekers. */
const profileRules = <
  T extends { nonIt: boolean; nonItReason?: unknown; jobLooking: boolean; jobLookingHorizon?: unknown },
>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.nonIt && !value.nonItReason)
    ctx.addIssue({ code: 'custom', path: ['nonItReason'], message: 'validation.nonItReason' });
  if (value.jobLooking && !value.jobLookingHorizon)
    ctx.addIssue({ code: 'custom', path: ['jobLookingHorizon'], message: 'validation.horizon' });
};

/** The registration form (docs/product/entities.md) without the avatar file, which travels beside it. */
export const signUpSchema = profileFieldsSchema
  .extend({
    email: emailSchema,
    password: passwordSchema,
    gdprAgreementAccepted: requiredConsent,
    language: z.enum(locales).default('sk'),
  })
  .superRefine(profileRules);
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

/** Finishing the sign-up of a social account: the profile without e-mail and password. */
export const finishSignUpSchema = profileFieldsSchema
  .extend({ gdprAgreementAccepted: requiredConsent })
  .superRefine(profileRules);
export type FinishSignUpData = z.output<typeof finishSignUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(PASSWORD_MAX_LENGTH),
  remember: checkbox,
  /** Where to go after signing in (a path of this site). */
  redirectTo: z.string().max(500).optional(),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirmPassword: z.string({ error: REQUIRED }).min(1, REQUIRED),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: REQUIRED }).min(1, REQUIRED).max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: REQUIRED }).min(1, REQUIRED),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });

export const changeEmailSchema = z.object({ newEmail: emailSchema });

/** Re-authentication for a sensitive action (the password prompt dialog). */
export const reauthenticateSchema = z.object({
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(PASSWORD_MAX_LENGTH),
});

export const deleteAccountSchema = z.object({
  /** Required for accounts with a password; social-only accounts re-authenticate with their provider. */
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirm: deletionConfirmed,
});

/** PUT /api/candidates/my/notification-settings: only the fields sent change. */
export const notificationSettingsSchema = z
  .object({ newsletterJobs: z.boolean().optional(), newsletterNews: z.boolean().optional() })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/candidates/my/language: `{ language }`, the code in either case (docs/product/entities.md appLanguage). */
export const appLanguageSchema = z
  .object({
    language: z
      .string()
      .trim()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(locales, { error: 'validation.invalid' }))
      // The document states the canonical codes (the server also takes them in upper case, padded).
      .meta({ type: 'string', enum: [...locales] }),
  })
  .strict();

/** The candidate profile as the API returns it (GET/PUT /api/candidates/my). */
export const candidateProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phoneCountry: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  profession: z.string().nullable(),
  expertises: z.array(z.object({ id: z.number().int(), name: z.string() })),
  experience: z.string().nullable(),
  nonIt: z.boolean(),
  nonItReason: z.string().nullable(),
  jobLooking: z.boolean(),
  jobLookingHorizon: z.string().nullable(),
  newsletterJobs: z.boolean(),
  newsletterNews: z.boolean(),
  utmSource: z.string().nullable(),
  appLanguage: z.object({ value: z.enum(locales) }),
  gdprAgreementAccepted: z.boolean(),
  signupFinished: z.boolean(),
  avatarUrl: z.string().nullable(),
  jobApplications: z.array(
    z.object({ id: z.number().int(), jobId: z.number().int(), status: z.string(), createdAt: z.string() }),
  ),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

export const cvSettingsSchema = z.object({
  token: z.string(),
  language: z.string(),
  privacy: z.enum(['public', 'registered', 'private', 'password']),
  contactVisible: z.boolean(),
  graphVisible: z.boolean(),
});
export type CvSettings = z.infer<typeof cvSettingsSchema>;

export const registrationResponseSchema = z.object({
  profile: candidateProfileSchema,
  cvSettings: cvSettingsSchema,
});

/**
 * PUT /api/candidates/my: the whole profile merged with the changes. E-mail, password and
 * language have their own calls.
 */
export const updateProfileSchema = profileFieldsSchema.partial().strict();

/**
 * Codes of authentication failures (docs/product/errors.md), each with a message under `auth.errors.<code>` in
 * every language.
 */
export const authErrorCodes = [
  'unknown',
  'invalid_credentials',
  'email_exists',
  'account_exists_password',
  'unsupported_provider',
  'user_not_found',
  'social_only',
  'invalid_link',
  'weak_password',
  'common_password',
  'wrong_password',
  'email_not_verified',
  'recent_login_required',
  'too_many_requests',
  'account_disabled',
  'popup_closed',
  'network',
  'forbidden',
  'same_email',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];
