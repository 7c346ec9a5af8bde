import { ActionButton, EmailHeading, EmailLayout, Paragraph } from './layout.tsx';
import type { EmailProps } from './message.tsx';

export interface ContactConfirmationData {
  /** The sender's name, when they gave one. */
  name?: string | undefined;
  phone: string;
  message: string;
  jobsUrl: string;
}

/** Confirms a message of a contact form (about us, whole teams) to its sender, quoting it. */
export function ContactConfirmationEmail({ data, ...props }: EmailProps<ContactConfirmationData>) {
  const { t } = props;
  const key = 'contact-confirmation';
  return (
    <EmailLayout {...props} preview={t(`${key}.preview`)} reason={t(`${key}.reason`)}>
      <EmailHeading>{t(`${key}.heading`)}</EmailHeading>
      <Paragraph>{data.name ? t('layout.greeting', { name: data.name }) : t(`${key}.greeting`)}</Paragraph>
      <Paragraph>{t(`${key}.intro`)}</Paragraph>
      <Paragraph>
        <strong>{t(`${key}.summary`)}</strong>
        <br />
        <span style={{ whiteSpace: 'pre-wrap' }}>{data.message}</span>
      </Paragraph>
      <Paragraph>
        {t(`${key}.phone`)} {data.phone}
      </Paragraph>
      <Paragraph>{t(`${key}.next`)}</Paragraph>
      <ActionButton href={data.jobsUrl} label={t(`${key}.action`)} t={t} />
    </EmailLayout>
  );
}
