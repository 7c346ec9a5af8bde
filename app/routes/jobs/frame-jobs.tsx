import { ArrowUpRight } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { JobCard } from '../../features/jobs/job-card.tsx';
import { Pagination } from '../../features/jobs/pagination.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './frame-jobs.server.ts';

export { loader } from './frame-jobs.server.ts';
export const meta = routeMeta;

/** A curated, embeddable job list (Bratislava, game industry, .NET). */
export default function FrameJobsPage() {
  const { key, search, result } = useLoaderData<typeof loader>();
  const { t } = useTranslation('jobs');
  const { href } = useLocale();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t(`frame.${key}.title`)}</h1>
      <p className="mt-2 max-w-3xl leading-relaxed text-slate-700">{t(`frame.${key}.intro`)}</p>
      <h2 className="mt-6 text-lg font-semibold" aria-live="polite">
        {t('list.count', { count: result.page.totalElements })}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {result.page.content.map((job) => (
          <JobCard key={job.id} job={job} linkTarget="_blank" />
        ))}
      </div>
      {result.page.totalElements === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {t('list.emptyText')}
        </p>
      ) : null}
      <Pagination search={search} totalPages={result.page.totalPages} />
      <p className="mt-8 text-center">
        <a
          href={href('/jobs')}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium"
        >
          {t('frame.allJobs')} <ArrowUpRight className="size-4" aria-hidden />
        </a>
      </p>
    </div>
  );
}
