import { ActionButton, LinkParagraph, Paragraph } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

export interface JobInvitationData {
  name: string;
  jobName: string;
  partner: string;
  jobUrl: string;
  /** Where the candidate switches off "let the company's recruiters find me". */
  settingsUrl: string;
}

/** A recruiter invites a candidate who lets recruiters find them to apply for a job (ADR 122). */
export function JobInvitationEmail({ data, ...props }: EmailProps<JobInvitationData>) {
  const { t } = props;
  return (
    <EmailMessage template="job-invitation" name={data.name} {...props}>
      <Paragraph>{t('job-invitation.job', { jobName: data.jobName, partner: data.partner })}</Paragraph>
      <ActionButton href={data.jobUrl} label={t('job-invitation.action')} t={t} />
      <LinkParagraph href={data.settingsUrl}>{t('job-invitation.settings')}</LinkParagraph>
    </EmailMessage>
  );
}
