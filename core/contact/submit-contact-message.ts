import type { Locale } from '../../contracts/enums.ts';
import { localizePath } from '../shared/locale.ts';
import { notifyStaff } from '../shared/notify-staff.ts';
import {
  FORM_CONSENT_TEXT_VERSION,
  formConsentExpiry,
  type ContactMessage,
} from '../../contracts/contact.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { contactMessage } from '../../db/schema/forms.ts';
import type { FormDeps } from '../referrals/submit-referral.ts';

/**
 * Stores a message of a contact form (the promo page's or the about-us page's; docs/product/validation.md: phone and
 * message, with consent) and tells HR; a sender who gave an e-mail gets a confirmation in the page's
 * language. The consent is recorded under the e-mail when one was given, else under the phone number.
 */
export async function submitContactMessage({
  input,
  userId,
  ipAddress,
  locale = 'sk',
  now = new Date(),
  ...deps
}: FormDeps & {
  input: ContactMessage;
  userId?: string | undefined;
  ipAddress?: string | undefined;
  /** The language of the page the message was sent from (the confirmation's language). */
  locale?: Locale;
  now?: Date;
}): Promise<{ id: number }> {
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessage)
      .values({
        source: input.source,
        name: input.name ?? null,
        email: input.email ?? null,
        phone: input.phone,
        company: input.company ?? null,
        message: input.message,
        createdAt: now,
      })
      .returning({ id: contactMessage.id });
    await tx.insert(consentRecord).values({
      userId: userId ?? null,
      email: input.email ?? input.phone,
      purpose: 'contact',
      textVersion: FORM_CONSENT_TEXT_VERSION,
      ipAddress: ipAddress ?? null,
      grantedAt: now,
      expiresAt: formConsentExpiry(now),
    });
    return row!.id;
  });
  const who = [input.name, input.company].filter(Boolean).join(', ') || input.phone;
  const emails = [
    notifyStaff(deps, {
      kind: input.source === 'about-us' ? 'about-us-contact' : 'promo-contact',
      reference: who,
      facts: [
        { key: 'name', value: input.name },
        { key: 'company', value: input.company },
        { key: 'email', value: input.email },
        { key: 'phone', value: input.phone },
        { key: 'message', value: input.message },
      ],
      adminPath: `/admin/contact-messages/${id}`,
    }),
  ];
  if (input.email)
    emails.push(
      deps.mail.send({
        template: 'contact-confirmation',
        to: input.email,
        locale,
        data: {
          ...(input.name ? { name: input.name } : {}),
          phone: input.phone,
          message: input.message,
          jobsUrl: deps.publicUrl.replace(/\/$/, '') + localizePath(locale, '/jobs'),
        },
      }),
    );
  for (const result of await Promise.allSettled(emails))
    if (result.status === 'rejected') deps.onMailError?.(result.reason);
  return { id };
}
