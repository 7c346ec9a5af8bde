import { ActionButton, LinkParagraph, Paragraph } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

export interface ApplicationReceivedData {
  name: string;
  jobName: string;
  jobUrl: string;
  applicationsUrl: string;
}

/** Confirms a job application to the candidate: which job, what happens next, where to follow it. */
export function ApplicationReceivedEmail({ data, ...props }: EmailProps<ApplicationReceivedData>) {
  const { t } = props;
  return (
    <EmailMessage template="application-received" name={data.name} {...props}>
      <Paragraph>{t('application-received.job', { jobName: data.jobName })}</Paragraph>
      <Paragraph>{t('application-received.next')}</Paragraph>
      <ActionButton href={data.applicationsUrl} label={t('application-received.action')} t={t} />
      <LinkParagraph href={data.jobUrl}>{t('application-received.jobLink')}</LinkParagraph>
    </EmailMessage>
  );
}
