import { Link } from 'react-router';
import type { DismissedJobView } from '../../../core/matching/list-dismissed-jobs.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { UndoDismissal, useRestoredJobs } from './dismiss-recommendation.tsx';

/**
 * The jobs the candidate marked "not interested" (ADR 127), under the recommendations on the profile,
 * folded: each can be recommended again (with JavaScript it leaves the list at once, and the
 * recommendations reload; without, the form posts and comes back).
 */
export function DismissedJobs({ jobs }: { jobs: DismissedJobView[] }) {
  const { t } = useTranslation('jobs');
  const { href } = useLocale();
  const restored = useRestoredJobs();
  const shown = jobs.filter((job) => !restored.has(job.id));
  if (!shown.length) return null;
  return (
    <details className="mt-6 border-t border-slate-200 pt-4" data-testid="dismissed-jobs">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        {t('recommended.dismissedList', { count: shown.length })}
      </summary>
      <p className="mt-2 text-sm text-slate-600">{t('recommended.dismissedIntro')}</p>
      <ul className="mt-2 divide-y divide-slate-100">
        {shown.map((job) => (
          <li key={job.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <div className="min-w-0">
              <Link to={href(`/jobs/${job.id}`)} className="font-medium break-words">
                {job.name}
              </Link>
              <p className="text-sm text-slate-600">
                {job.partner} · {job.city}
              </p>
            </div>
            <UndoDismissal jobId={job.id} title={job.name} variant="restore" />
          </li>
        ))}
      </ul>
    </details>
  );
}
