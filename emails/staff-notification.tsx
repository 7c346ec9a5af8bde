import { formatDate } from '../contracts/dates.ts';
import { ActionButton, EmailHeading, EmailLayout, Paragraph, emailStyles } from './layout.tsx';
import type { EmailProps } from './message.tsx';

/** What the staff is told about: one kind per form or event that HR acts on. */
export const staffNotificationKinds = [
  'job-application',
  'referral',
  'extra-request',
  'promo-contact',
  'questionnaire',
  'about-us-contact',
  'event-submission',
] as const;
export type StaffNotificationKind = (typeof staffNotificationKinds)[number];

/**
 * One submitted fact, labelled by `staff-notification.fields.<key>`: a `value` shown as it is, a
 * `code` (a commission type, a seniority…) shown by its label `staff-notification.values.<key>.<code>`
 * in the e-mail's language, or an ISO `date` written out in that language.
 */
export type StaffNotificationField =
  { key: string; value: string } | { key: string; code: string } | { key: string; date: string };

function shown(field: StaffNotificationField, locale: string, t: EmailProps<unknown>['t']): string {
  if ('code' in field) return t(`staff-notification.values.${field.key}.${field.code}`);
  if ('date' in field) return formatDate(locale, field.date, 'long');
  return field.value;
}

export interface StaffNotificationData {
  kind: StaffNotificationKind;
  /** What the message is about in a few words (a job's name and a person's name, say): in the subject and the heading. */
  reference: string;
  /** The submitted facts, each labelled by `staff-notification.fields.<key>` in emails.json. */
  fields: StaffNotificationField[];
  /** Where the item is handled in the admin. */
  adminUrl: string;
}

/** Tells HR (HR_EMAIL) about a new application, referral, extra request, promo contact, questionnaire or event submission. */
export function StaffNotificationEmail({ data, locale, t, portalUrl }: EmailProps<StaffNotificationData>) {
  const base = `staff-notification.kinds.${data.kind}`;
  return (
    <EmailLayout
      locale={locale}
      t={t}
      preview={t(`${base}.subject`, { reference: data.reference })}
      portalUrl={portalUrl}
      reason={t('staff-notification.reason')}
    >
      <EmailHeading>{t(`${base}.subject`, { reference: data.reference })}</EmailHeading>
      <Paragraph>{t(`${base}.intro`)}</Paragraph>
      <table
        cellPadding={0}
        cellSpacing={0}
        role="presentation"
        style={{ width: '100%', margin: '8px 0 16px' }}
      >
        <tbody>
          {data.fields.map((field) => (
            <tr key={field.key}>
              <td
                style={{
                  ...emailStyles.small,
                  padding: '4px 12px 4px 0',
                  verticalAlign: 'top',
                  width: '35%',
                }}
              >
                {t(`staff-notification.fields.${field.key}`)}
              </td>
              <td style={{ ...emailStyles.text, padding: '4px 0', whiteSpace: 'pre-wrap' }}>
                {shown(field, locale, t)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ActionButton href={data.adminUrl} label={t('staff-notification.action')} t={t} />
    </EmailLayout>
  );
}
