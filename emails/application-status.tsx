import { ActionButton, LinkParagraph, Paragraph } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

/** The steps after "received" that the candidate is told about. */
export const toldApplicationStatuses = ['in_review', 'interview', 'offer', 'placed', 'closed'] as const;

export interface ApplicationStatusData {
  name: string;
  jobName: string;
  status: (typeof toldApplicationStatuses)[number];
  jobUrl: string;
  applicationsUrl: string;
}

/** Tells the candidate that their application moved: which job, the new step and what it means. */
export function ApplicationStatusEmail({ data, ...props }: EmailProps<ApplicationStatusData>) {
  const { t } = props;
  return (
    <EmailMessage template="application-status" name={data.name} {...props}>
      <Paragraph>{t('application-status.job', { jobName: data.jobName })}</Paragraph>
      <Paragraph>{t(`application-status.status.${data.status}`)}</Paragraph>
      <ActionButton href={data.applicationsUrl} label={t('application-status.action')} t={t} />
      <LinkParagraph href={data.jobUrl}>{t('application-status.jobLink')}</LinkParagraph>
    </EmailMessage>
  );
}
