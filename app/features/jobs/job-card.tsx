import { Briefcase, MapPin } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { JobSummary } from '../../../contracts/jobs.ts';
import { useLocale } from '../layout/use-locale.ts';
import { payParts } from './format.ts';
import { JobStates } from './job-states.tsx';

export function JobCard({
  job,
  headingLevel = 2,
  actions,
  linkTarget,
}: {
  job: JobSummary;
  headingLevel?: 2 | 3;
  /** Controls shown in the card's corner above its link (the save button). */
  actions?: React.ReactNode;
  /** `_blank` on embedded pages: the job opens on the portal in a new tab. */
  linkTarget?: '_blank';
}) {
  const { t } = useTranslation('jobs');
  const { locale, href } = useLocale();
  const pay = payParts(job, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const unavailable = job.states.includes('not_available');
  return (
    <article
      className="group relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
      aria-labelledby={`job-${job.id}-title`}
      data-job-id={job.id}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <JobStates states={job.states} />
          <span className="text-xs text-slate-600">{job.profession.displayString}</span>
        </div>
        {actions ? <div className="-mt-2 -mr-2 shrink-0">{actions}</div> : null}
      </div>
      <Heading id={`job-${job.id}-title`} className="mt-2 text-lg leading-snug font-semibold">
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
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('label.location')}</dt>
          <MapPin className="size-4 text-slate-500" aria-hidden />
          <dd>
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
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('label.legalRelationType')}</dt>
          <Briefcase className="size-4 text-slate-500" aria-hidden />
          <dd>{t(`legal.${job.legalRelationType}`)}</dd>
        </div>
        {pay.hourly || pay.md || pay.monthly ? (
          <div>
            <dt className="sr-only">{t('label.pay')}</dt>
            <dd className="font-semibold text-brand-800">
              {pay.hourly
                ? t('pay.hourly', { value: pay.hourly })
                : pay.md
                  ? t('pay.md', { value: pay.md })
                  : t('pay.monthly', { value: pay.monthly })}
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
    </article>
  );
}
