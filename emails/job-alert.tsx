import { Link } from '@react-email/link';
import { EmailHeading, EmailLayout, emailStyles, Paragraph } from './layout.tsx';
import type { EmailProps } from './message.tsx';
import { ListFooter } from './newsletter-parts.tsx';

export interface JobAlertData {
  summary: string;
  /** Sent for the newsletter's jobs topic (not a saved search). */
  topic?: boolean;
  jobs: { name: string; city: string; url: string }[];
  /** The new jobs beyond the ones listed: how many (`atLeast`: or more) and the filtered job list. */
  more?: { count: number; atLeast: boolean; url: string } | undefined;
  unsubscribeUrl: string;
  settingsUrl: string;
}

/** A job alert: the new jobs of a saved search, each mailed once. */
export function JobAlertEmail({ data, ...props }: EmailProps<JobAlertData>) {
  const { t } = props;
  const key = 'job-alert';
  const summary = data.summary || t(`${key}.allJobs`);
  return (
    <EmailLayout
      {...props}
      preview={t(`${key}.preview`, { count: data.jobs.length })}
      reason={data.topic ? t(`${key}.reasonTopic`) : t(`${key}.reason`, { summary })}
    >
      <EmailHeading>{t(`${key}.heading`, { count: data.jobs.length })}</EmailHeading>
      <Paragraph>{t('newsletter-list.greeting')}</Paragraph>
      <Paragraph>
        {!data.summary
          ? t(`${key}.introAll`)
          : data.topic
            ? t(`${key}.introTopic`, { summary })
            : t(`${key}.intro`, { summary })}
      </Paragraph>
      {data.jobs.map((job) => (
        <Paragraph key={job.url}>
          <Link href={job.url} style={{ ...emailStyles.link, fontWeight: 700 }}>
            {job.name}
          </Link>
          {job.city ? <span style={emailStyles.small}> · {job.city}</span> : null}
        </Paragraph>
      ))}
      {data.more ? (
        <Paragraph>
          <Link href={data.more.url} style={emailStyles.link}>
            {t(`${key}.more`, {
              count: data.more.count,
              shown: data.more.atLeast ? `${data.more.count}+` : String(data.more.count),
            })}
          </Link>
        </Paragraph>
      ) : null}
      <ListFooter t={t} unsubscribeUrl={data.unsubscribeUrl} settingsUrl={data.settingsUrl} />
    </EmailLayout>
  );
}
