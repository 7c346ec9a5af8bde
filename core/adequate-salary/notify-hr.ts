import type { EmailQueue } from '../shared/ports.ts';

/** Translates keys of the staff's language (Slovak) for the values of an HR e-mail. */
export type StaffTranslate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Queues the HR e-mail about a questionnaire (the staff-notification template). A failure is
 * returned, not thrown: the person still reaches the thank-you page and the caller logs it (SPEC §8).
 */
export async function notifyHr({
  mail,
  hrEmail,
  publicUrl,
  reference,
  fields,
}: {
  mail: EmailQueue;
  hrEmail: string;
  publicUrl: string;
  reference: string;
  fields: { key: string; value: string }[];
}): Promise<{ error?: unknown }> {
  try {
    await mail.send({
      template: 'staff-notification',
      to: hrEmail,
      locale: 'sk',
      data: {
        kind: 'questionnaire',
        reference: reference.slice(0, 300),
        fields: fields.filter((f) => f.value !== ''),
        adminUrl: `${publicUrl.replace(/\/$/, '')}/admin/questionnaires`,
      },
    });
    return {};
  } catch (error) {
    return { error };
  }
}
