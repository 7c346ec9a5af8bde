import { describeJobFilter } from '../contracts/job-filter-words.ts';
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from './layout.tsx';
import type { EmailProps } from './message.tsx';

export interface JobAlertConfirmData {
  /** The saved search (put in words here), or the least match score of a "jobs that match my CV" alert. */
  search: { filter: Record<string, unknown>; minScore?: number | null | undefined };
  frequency: 'instant' | 'daily' | 'weekly';
  url: string;
  expiresHours: number;
}

/** The double opt-in of a job alert: the search, how often, and the link to the page that confirms it. */
export function JobAlertConfirmEmail({ data, ...props }: EmailProps<JobAlertConfirmData>) {
  const { t } = props;
  const key = 'job-alert-confirm';
  const summary = describeJobFilter(data.search.filter, (k, v) => t(`common:${k}`, v), data.search.minScore);
  return (
    <EmailLayout {...props} preview={t(`${key}.preview`)} reason={t(`${key}.reason`)}>
      <EmailHeading>{t(`${key}.heading`)}</EmailHeading>
      <Paragraph>{t('newsletter-list.greeting')}</Paragraph>
      <Paragraph>{t(`${key}.intro`)}</Paragraph>
      <Paragraph>
        <strong style={{ overflowWrap: 'break-word' }}>{summary || t('job-alert.allJobs')}</strong>
        <br />
        {t(`job-alert.frequency.${data.frequency}`)}
      </Paragraph>
      <ActionButton href={data.url} label={t(`${key}.action`)} t={t} />
      <Paragraph small>{t('newsletter-confirm.expires', { count: data.expiresHours })}</Paragraph>
      <Paragraph small>{t('newsletter-confirm.ignore')}</Paragraph>
    </EmailLayout>
  );
}
