import { formatDate } from '../contracts/dates.ts';
import { ActionButton, Paragraph } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

export interface ExtraRequestConfirmationData {
  name: string;
  project: string;
  technologies: string[];
  /** ISO date. */
  startDate: string;
  seniority: 'junior' | 'medior' | 'senior';
  jobsUrl: string;
}

/** Confirms an extra request (a wished-for project) to its sender, with a summary of it. */
export function ExtraRequestConfirmationEmail({ data, ...props }: EmailProps<ExtraRequestConfirmationData>) {
  const { t, locale } = props;
  const start = formatDate(locale, data.startDate, 'long');
  return (
    <EmailMessage template="extra-request-confirmation" name={data.name} {...props}>
      <Paragraph>
        <strong>{t('extra-request-confirmation.summary')}</strong>
      </Paragraph>
      <Paragraph>
        {t('extra-request-confirmation.technologies')} {data.technologies.join(', ')}
        <br />
        {t('extra-request-confirmation.seniority')}{' '}
        {t(`extra-request-confirmation.seniorities.${data.seniority}`)}
        <br />
        {t('extra-request-confirmation.startDate')} {start}
      </Paragraph>
      <Paragraph>
        <span style={{ whiteSpace: 'pre-wrap' }}>{data.project}</span>
      </Paragraph>
      <Paragraph>{t('extra-request-confirmation.next')}</Paragraph>
      <ActionButton href={data.jobsUrl} label={t('extra-request-confirmation.action')} t={t} />
    </EmailMessage>
  );
}
