import { notifyStaff } from '../shared/notify-staff.ts';
import type { Locale } from '../../contracts/enums.ts';
import { FORM_CONSENT_TEXT_VERSION, formConsentExpiry } from '../../contracts/contact.ts';
import type { ExtraRequest } from '../../contracts/extra-requests.ts';
import { consentRecord } from '../../db/schema/consent.ts';
import { extraRequest } from '../../db/schema/forms.ts';
import { localizePath } from '../shared/locale.ts';
import type { FormDeps } from '../referrals/submit-referral.ts';

/**
 * Stores a wish for a tailored project (docs/product/entities.md "Extra interest") with the sender's consent; the
 * sender gets a confirmation in the page's language and HR a notification.
 */
export async function submitExtraRequest({
  input,
  userId,
  locale,
  ipAddress,
  now = new Date(),
  ...deps
}: FormDeps & {
  input: ExtraRequest;
  userId?: string | undefined;
  locale: Locale;
  ipAddress?: string | undefined;
  now?: Date;
}): Promise<{ id: number }> {
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(extraRequest)
      .values({
        userId: userId ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        project: input.project,
        technologies: input.technologies,
        preferredTechnologies: input.preferredTechnologies,
        startDate: input.startDate,
        question: input.question ?? null,
        seniority: input.seniority,
        language: locale,
        createdAt: now,
      })
      .returning({ id: extraRequest.id });
    await tx.insert(consentRecord).values({
      userId: userId ?? null,
      email: input.email,
      purpose: 'extra_request',
      textVersion: FORM_CONSENT_TEXT_VERSION,
      ipAddress: ipAddress ?? null,
      grantedAt: now,
      expiresAt: formConsentExpiry(now),
    });
    return row!.id;
  });

  const emails = [
    deps.mail.send({
      template: 'extra-request-confirmation',
      to: input.email,
      locale,
      data: {
        name: input.name,
        project: input.project,
        technologies: input.technologies,
        startDate: input.startDate,
        seniority: input.seniority,
        jobsUrl: deps.publicUrl + localizePath(locale, '/jobs'),
      },
    }),
    notifyStaff(deps, {
      kind: 'extra-request',
      reference: `${input.name} – ${input.technologies.slice(0, 3).join(', ')}`,
      facts: [
        { key: 'name', value: input.name },
        { key: 'email', value: input.email },
        { key: 'phone', value: input.phone },
        { key: 'project', value: input.project },
        { key: 'technologies', value: input.technologies.join(', ') },
        { key: 'preferredTechnologies', value: input.preferredTechnologies.join(', ') },
        { key: 'seniority', code: input.seniority },
        { key: 'startDate', date: input.startDate },
        { key: 'question', value: input.question },
      ],
      adminPath: `/admin/extra-requests/${id}`,
    }),
  ];
  for (const result of await Promise.allSettled(emails))
    if (result.status === 'rejected') deps.onMailError?.(result.reason);
  return { id };
}
