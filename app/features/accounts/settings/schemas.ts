import { z } from 'zod';
import { checkbox, deleteAccountSchema, profileFieldsSchema } from '../../../../contracts/account.ts';
import { PASSWORD_MAX_LENGTH } from '../../../../contracts/account-values.ts';
import { locales } from '../../../../contracts/enums.ts';

/**
 * Form schemas of the account settings, shared by the forms (browser) and their actions (server).
 * They build on the schemas of `contracts/account.ts`; messages are keys of the `common` catalog.
 */

/**
 * Basic settings: the profile fields without the newsletter choices (they have their own page),
 * with the same cross-field rules as sign-up: a reason for non-IT people, a horizon for job seekers.
 */
export const basicSettingsSchema = profileFieldsSchema
  .omit({ newsletterJobs: true, newsletterNews: true })
  .superRefine((value, ctx) => {
    if (value.nonIt && !value.nonItReason)
      ctx.addIssue({ code: 'custom', path: ['nonItReason'], message: 'validation.nonItReason' });
    if (value.jobLooking && !value.jobLookingHorizon)
      ctx.addIssue({ code: 'custom', path: ['jobLookingHorizon'], message: 'validation.horizon' });
  });
export type BasicSettings = z.output<typeof basicSettingsSchema>;

/** The two newsletter switches: an unticked switch is sent as nothing and means "off". */
export const newsletterFormSchema = z.object({ newsletterJobs: checkbox, newsletterNews: checkbox });

/** The app language (docs/product/entities.md appLanguage). */
export const languageFormSchema = z.object({
  language: z.enum(locales, { error: 'validation.required' }),
});

/** Deleting a social-only account: only the confirmation (its provider proved it is them). */
export const deleteSocialSchema = deleteAccountSchema;

/** Deleting an account that has a password: the password is required and the warning confirmed. */
export const deleteWithPasswordSchema = deleteAccountSchema.extend({
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(PASSWORD_MAX_LENGTH),
});
