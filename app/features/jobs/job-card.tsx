import { Briefcase, CalendarDays, MapPin } from 'lucide-react';
import { formatDate, formatDaysAgo } from '../../../contracts/dates.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { JobSummary } from '../../../contracts/jobs.ts';
import { useLocale } from '../layout/use-locale.ts';
import { headerRateRange } from '../../../core/jobs/rate-range.ts';
import { formatEur, payParts } from './format.ts';
import { JobStates } from './job-states.tsx';
import { MatchChip } from './match-reasons.tsx';
import { NetPayFigure } from './net-pay.tsx';
import { WrittenIn } from './written-in.tsx';

export function JobCard({
  job,
  headingLevel = 2,
  actions,
  linkTarget,
  idScope = 'job',
  footer,
}: {
  job: JobSummary;
  headingLevel?: 2 | 3;
  /** Controls shown in the card's corner above its link (the save button). */
  actions?: React.ReactNode;
  /** `_blank` on embedded pages: the job opens on the portal in a new tab. */
  linkTarget?: '_blank';
  /** Prefix of the heading's id: a job shown twice on one page (top offer and new) needs two ids. */
  idScope?: string;
  /** A line below the technologies (the recommendations' match reasons). */
  footer?: React.ReactNode;
}) {
  const { t } = useTranslation('jobs');
  const { locale, href } = useLocale();
  const pay = payParts(job, locale);
  // A contractor's rate also as the monthly figure employees compare with (docs/product/constants.md header estimate).
  const monthly = headerRateRange(job);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const unavailable = job.states.includes('not_available');
  return (
    <article
      className="group relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
      aria-labelledby={`${idScope}-${job.id}-title`}
      data-job-id={job.id}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <JobStates states={job.states} />
          <MatchChip match={job.match} />
          <WrittenIn language={job.language} />
          <span className="text-xs text-slate-600">{job.profession.displayString}</span>
        </div>
        {actions ? <div className="-mt-2 -mr-2 shrink-0">{actions}</div> : null}
      </div>
      <Heading id={`${idScope}-${job.id}-title`} className="mt-2 text-lg leading-snug font-semibold">
        <Link
          to={href(`/jobs/${job.id}`)}
          className={unavailable ? 'text-slate-600 no-underline' : 'text-ink no-underline'}
          lang={job.language !== locale ? job.language : undefined}
          {...(linkTarget ? { target: linkTarget, rel: 'noopener' } : {})}
        >
          <span className="absolute inset-0 rounded-xl" aria-hidden />
          {job.name}
        </Link>
      </Heading>
      <p className="mt-1 text-sm text-slate-600">{job.partner}</p>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <div>
          <dt className="sr-only">{t('label.location')}</dt>
          <dd className="flex items-center gap-1.5">
            <MapPin className="size-4 text-slate-500" aria-hidden />
            {job.remoteOfficePercentage === 100
              ? t('remoteFull')
              : job.remoteOfficePercentage > 0
                ? t('cityWithRemote', {
                    city: t(`city.${job.city}`, { defaultValue: job.city }),
                    percent: job.remoteOfficePercentage,
                  })
                : t(`city.${job.city}`, { defaultValue: job.city })}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('label.legalRelationType')}</dt>
          <dd className="flex items-center gap-1.5">
            <Briefcase className="size-4 text-slate-500" aria-hidden />
            {t(`legal.${job.legalRelationType}`)}
          </dd>
        </div>
        {pay.hourly || pay.md || pay.monthly ? (
          <div>
            <dt className="sr-only">{t('label.pay')}</dt>
            <dd className="font-semibold text-brand-800">
              {[
                pay.hourly && t('pay.hourly', { value: pay.hourly }),
                pay.md && t('pay.md', { value: pay.md }),
                pay.monthly && t('pay.monthly', { value: pay.monthly }),
              ]
                .filter(Boolean)
                .join(' · ')}
              {monthly && !pay.monthly ? (
                <span className="font-normal text-slate-600">
                  {' · '}
                  {t('detail.monthlyEstimate', {
                    from: formatEur(monthly.from, locale),
                    to: formatEur(monthly.to, locale),
                  })}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        <NetPayFigure netPay={job.netPay} />
        {job.publishedAt ? (
          <div>
            <dt className="sr-only">{t('label.published')}</dt>
            <dd className="flex items-center gap-1.5">
              <CalendarDays className="size-4 text-slate-500" aria-hidden />
              {/* "2 days ago" may turn into "3 days ago" between rendering and hydrating at midnight. */}
              <time
                dateTime={job.publishedAt}
                title={formatDate(locale, job.publishedAt, 'long')}
                suppressHydrationWarning
              >
                {formatDaysAgo(locale, job.publishedAt)}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      {job.expertises.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('label.expertises')}>
          {job.expertises.slice(0, 6).map((e) => (
            <li key={e.name} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {e.name}
            </li>
          ))}
        </ul>
      ) : null}
      {footer}
    </article>
  );
}
