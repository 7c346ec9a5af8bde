import { Link } from '@react-email/link';
import { INTL_LOCALE } from '../contracts/intl-locale.ts';
import type { Locale } from '../contracts/enums.ts';
import { describeJobFilter } from '../contracts/job-filter-words.ts';
import { EmailHeading, EmailLayout, emailStyles, Paragraph } from './layout.tsx';
import type { EmailProps } from './message.tsx';
import { ListFooter } from './newsletter-parts.tsx';
import type { EmailT } from './translate.ts';

/** One job of an alert: title, city, pay, remote share and technologies. */
export interface AlertMailJob {
  name: string;
  city: string;
  url: string;
  pay?:
    | {
        hourly?: number | null | undefined;
        mdFrom?: number | null | undefined;
        mdTo?: number | null | undefined;
        monthlyFrom?: number | null | undefined;
        monthlyTo?: number | null | undefined;
      }
    | undefined;
  /** Share of remote work, 0–100 %. */
  remote?: number | undefined;
  technologies?: string[] | undefined;
  /** The match score with the subscriber's CV (the jobs digest by the CV, ADR 127). */
  score?: number | undefined;
}

export interface JobAlertData {
  /** The saved search (its filter) or the least match score of a "jobs that match my CV" alert. */
  search: { filter: Record<string, unknown>; minScore?: number | null | undefined };
  /** Sent for the newsletter's jobs topic (not a saved search). */
  topic?: boolean;
  jobs: AlertMailJob[];
  /** The new jobs beyond the ones listed: how many (`atLeast`: or more) and the filtered job list. */
  more?: { count: number; atLeast: boolean; url: string } | undefined;
  /** Every job the search finds today, on the job list ("see all N matches"). */
  all?: { count: number; url: string } | undefined;
  /** A digest by the CV's match whose CV names no technologies: where to add them (ADR 127). */
  addTechnologies?: { url: string } | undefined;
  unsubscribeUrl: string;
  settingsUrl: string;
}

/** The pay of a job in one line: "45 €/h", "350 – 420 €/MD", "3 000 – 4 000 € a month". */
function payLine(pay: AlertMailJob['pay'], locale: Locale, t: EmailT): string | null {
  if (!pay) return null;
  const eur = new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const range = (from?: number | null, to?: number | null) => {
    const a = from ?? to;
    const b = to ?? from;
    if (a === null || a === undefined || b === null || b === undefined) return null;
    return a === b ? eur.format(a) : `${eur.format(a)} – ${eur.format(b)}`;
  };
  const hourly = pay.hourly ? eur.format(pay.hourly) : null;
  const md = range(pay.mdFrom, pay.mdTo);
  const monthly = range(pay.monthlyFrom, pay.monthlyTo);
  return hourly
    ? t('job-alert.pay.hourly', { amount: hourly })
    : md
      ? t('job-alert.pay.md', { amount: md })
      : monthly
        ? t('job-alert.pay.monthly', { amount: monthly })
        : null;
}

/** "Remote 60 %", "Fully remote", "On site". */
function remoteLine(remote: number | undefined, t: EmailT): string | null {
  if (remote === undefined) return null;
  if (remote >= 100) return t('job-alert.remote.full');
  if (remote <= 0) return t('job-alert.remote.none');
  return t('job-alert.remote.share', { percent: remote });
}

/** A job alert: the new jobs of a saved search (or of the CV's match), each mailed once. */
export function JobAlertEmail({ data, ...props }: EmailProps<JobAlertData>) {
  const { t, locale } = props;
  const key = 'job-alert';
  const minScore = data.search.minScore ?? null;
  const summary =
    describeJobFilter(data.search.filter, (k, v) => t(`common:${k}`, v), minScore) || t(`${key}.allJobs`);
  const count = data.jobs.length;
  const kind = minScore !== null ? 'Match' : data.topic ? 'Topic' : '';
  return (
    <EmailLayout
      {...props}
      preview={t(`${key}.preview${kind}`, { count })}
      reason={
        data.topic
          ? minScore !== null
            ? t(`${key}.reasonTopicMatch`, { score: minScore })
            : t(`${key}.reasonTopic`)
          : minScore !== null
            ? t(`${key}.reasonMatch`, { score: minScore })
            : t(`${key}.reason`, { summary })
      }
    >
      <EmailHeading>{t(`${key}.heading`, { count })}</EmailHeading>
      <Paragraph>{t('newsletter-list.greeting')}</Paragraph>
      {data.addTechnologies ? (
        <Paragraph>
          {t(`${key}.addTechnologies`)}{' '}
          <Link href={data.addTechnologies.url} style={{ ...emailStyles.titleLink, fontWeight: 600 }}>
            {t(`${key}.editCv`)}
          </Link>
        </Paragraph>
      ) : null}
      <Paragraph>
        {minScore !== null
          ? t(`${key}.introMatch`, { score: minScore })
          : !Object.keys(data.search.filter).length
            ? t(`${key}.introAll`)
            : data.topic
              ? t(`${key}.introTopic`, { summary })
              : t(`${key}.intro`, { summary })}
      </Paragraph>
      {data.jobs.map((job) => {
        const facts = [
          job.score !== undefined ? t(`${key}.score`, { score: job.score }) : null,
          job.city,
          payLine(job.pay, locale, t),
          remoteLine(job.remote, t),
        ].filter(Boolean);
        return (
          <Paragraph key={job.url}>
            <Link href={job.url} style={emailStyles.titleLink}>
              {job.name}
            </Link>
            {facts.length ? (
              <>
                <br />
                <span style={emailStyles.small}>{facts.join(' · ')}</span>
              </>
            ) : null}
            {job.technologies?.length ? (
              <>
                <br />
                <span style={emailStyles.small}>{job.technologies.join(', ')}</span>
              </>
            ) : null}
          </Paragraph>
        );
      })}
      {data.more ? (
        <Paragraph>
          {t(`${key}.more`, {
            count: data.more.count,
            shown: data.more.atLeast ? `${data.more.count}+` : String(data.more.count),
          })}
        </Paragraph>
      ) : null}
      {data.all ? (
        <Paragraph>
          <Link href={data.all.url} style={{ ...emailStyles.titleLink, fontWeight: 600 }}>
            {t(`${key}.all`, { count: data.all.count })}
          </Link>
        </Paragraph>
      ) : null}
      <ListFooter t={t} unsubscribeUrl={data.unsubscribeUrl} settingsUrl={data.settingsUrl} />
    </EmailLayout>
  );
}
