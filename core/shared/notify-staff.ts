import type { EmailQueue } from './ports.ts';

/** What HR is told about: one kind per form or event it acts on (the staff-notification template's kinds). */
export type StaffNotificationKind =
  | 'job-application'
  | 'referral'
  | 'extra-request'
  | 'promo-contact'
  | 'questionnaire'
  | 'about-us-contact'
  | 'event-submission';

/**
 * One submitted fact, labelled in the e-mail by its key: a `value` (left out when empty), a `code`
 * shown by its translated label, or an ISO `date` written out.
 */
export type StaffFact =
  | { key: string; value: string | null | undefined }
  | { key: string; code: string }
  | { key: string; date: string };

/**
 * Queues the e-mail that tells HR (`hrEmail`, or `to` where an item has its own HR person) about a
 * new item, in Slovak, the staff's language, with a link to the item in the admin.
 */
export function notifyStaff(
  deps: { mail: EmailQueue; hrEmail: string; publicUrl: string },
  notice: {
    kind: StaffNotificationKind;
    reference: string;
    facts: StaffFact[];
    adminPath: string;
    to?: string;
  },
): Promise<void> {
  return deps.mail.send({
    template: 'staff-notification',
    to: notice.to ?? deps.hrEmail,
    locale: 'sk',
    data: {
      kind: notice.kind,
      reference: notice.reference.slice(0, 300),
      fields: notice.facts.filter((fact) => !('value' in fact) || Boolean(fact.value)),
      adminUrl: deps.publicUrl.replace(/\/$/, '') + notice.adminPath,
    },
  });
}
