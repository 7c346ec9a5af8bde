import { ArrowRight, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { JobSummary } from '../../../contracts/jobs.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { DismissRecommendation, UndoDismissal, useDismissedJobs } from './dismiss-recommendation.tsx';
import { JobCard } from './job-card.tsx';
import { matchReasonLines } from './match-reasons.tsx';

/** What the server found for the signed-in candidate (ADR 124); null for anyone else. */
export type RecommendationsView = { jobs: JobSummary[] } | { missing: 'technologies' } | null;

/**
 * "Recommended for you": the candidate's best new matches, each card with its match chip and the
 * technologies' reasons in words. On the home page only when there are some; on the profile also
 * what to add to a CV without technologies, or that nothing new matches yet.
 */
export function RecommendedJobs({
  recommendations,
  place,
}: {
  recommendations: RecommendationsView;
  place: 'home' | 'profile';
}) {
  const { t } = useTranslation('jobs');
  const { locale, href } = useLocale();
  const dismissed = useDismissedJobs();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The job last dismissed (or brought back) with JavaScript, said in the live region and shown with
  // its undo (the card itself is gone).
  const [said, setSaid] = useState<{ id: number; title: string; undone?: boolean } | null>(null);
  if (!recommendations) return null;
  const jobs = 'jobs' in recommendations ? recommendations.jobs.filter((j) => !dismissed.has(j.id)) : [];
  const status = (
    <div
      className={
        said
          ? 'mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3'
          : undefined
      }
    >
      <p role="status" className={said ? 'min-w-0 py-1.5 text-sm text-slate-800' : 'sr-only'}>
        {said ? t(said.undone ? 'recommended.restored' : 'recommended.dismissed', { title: said.title }) : ''}
      </p>
      {said && !said.undone ? (
        <UndoDismissal
          jobId={said.id}
          title={said.title}
          onUndo={() => {
            setSaid({ ...said, undone: true });
            // The button goes with the notice: the focus goes to the section's heading.
            headingRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
  if (place === 'home' && !jobs.length) return said ? status : null;
  const heading = place === 'home' ? 'text-2xl font-bold tracking-tight' : 'text-lg font-semibold';
  return (
    <section aria-labelledby={`recommended-${place}`} data-testid="recommended-jobs">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2
          id={`recommended-${place}`}
          ref={headingRef}
          tabIndex={-1}
          className={`flex items-center gap-2 focus:outline-none ${heading}`}
        >
          <Sparkles className="size-5 shrink-0 text-violet-600" aria-hidden />
          {t('recommended.title')}
        </h2>
        {jobs.length ? (
          <Link to={`${href('/jobs')}?sort=match`} className="inline-flex items-center gap-1 font-semibold">
            {t('recommended.all')} <ArrowRight className="size-4" aria-hidden />
          </Link>
        ) : null}
      </div>
      {'jobs' in recommendations && jobs.length ? (
        <p className="mt-1 text-sm text-slate-600">{t('recommended.intro')}</p>
      ) : null}
      {status}
      {'missing' in recommendations ? (
        <p className="mt-3 rounded-lg border border-violet-200 bg-violet-50 p-4 text-sm text-slate-800">
          {t('recommended.addTechnologies')}{' '}
          <Link to={href('/profile/cv')} className="font-semibold">
            {t('recommended.editCv')}
          </Link>
        </p>
      ) : jobs.length ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {jobs.map((job) => {
            const [technologies] = job.match
              ? matchReasonLines(job.match.reasons, { t, locale, profession: job.profession.displayString })
              : [];
            return (
              <JobCard
                key={job.id}
                job={job}
                headingLevel={3}
                idScope={`recommended-${place}`}
                footer={
                  <div className="mt-3 flex flex-wrap items-start justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-2">
                    {technologies ? (
                      <p className="min-w-0 pt-2 text-sm text-violet-900" data-testid="recommended-reasons">
                        {t('recommended.why', { reasons: technologies })}
                      </p>
                    ) : null}
                    <DismissRecommendation
                      jobId={job.id}
                      title={job.name}
                      onDismiss={() => {
                        setSaid({ id: job.id, title: job.name });
                        // The button goes with its card: the focus goes to the section's heading.
                        headingRef.current?.focus();
                      }}
                    />
                  </div>
                }
              />
            );
          })}
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('recommended.none')}</p>
      )}
    </section>
  );
}
