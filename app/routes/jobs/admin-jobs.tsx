import { BriefcaseBusiness, Plus, Star } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { jobListStatuses } from '../../../contracts/admin.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AdminPageHeader, EmptyState } from '../../features/admin/admin-page.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { formatDate } from '../../../contracts/dates.ts';
import { ListFilters } from '../../features/admin/list-filters.tsx';
import { Pagination } from '../../features/admin/pagination.tsx';
import { JobStatusBadges } from '../../features/admin/status-badge.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-jobs.server.ts';

export { loader } from './admin-jobs.server.ts';
export const meta = routeMeta;

/** The jobs: search by name, filter by status, newest first, paged; each opens its form. */
export default function AdminJobs() {
  const { jobs, query, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  return (
    <div>
      <AdminPageHeader
        title={t('jobs.title')}
        intro={t('jobs.intro')}
        actions={
          <Link to={href('/admin/jobs/new')} className={buttonClasses()}>
            <Plus className="size-4" aria-hidden />
            {t('jobs.new')}
          </Link>
        }
      />
      <ListFilters
        id="jobs"
        query={query}
        searchLabel={t('jobs.search')}
        placeholder={t('jobs.searchPlaceholder')}
        statusLabel={t('jobs.statusFilter')}
        status={status}
        statusOptions={jobListStatuses.map((value) => ({ value, label: t(`status.job.${value}`) }))}
      />
      {jobs.items.length ? (
        <>
          {/* On phones: one card per job. */}
          <ul className="space-y-3 md:hidden" aria-label={t('jobs.caption')}>
            {jobs.items.map((job) => (
              <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <JobName job={job}>
                  #{job.id} · {job.partner} · {job.city} · {job.language.toUpperCase()}
                </JobName>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap gap-1">
                    <JobStatusBadges job={job} />
                  </div>
                  <Link to={href(`/admin/jobs/${job.id}/applications`)} className="text-sm">
                    {t('jobStatus.applications', { count: job.applicationsCount })}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <DataTable
              id="jobs-table"
              caption={t('jobs.caption')}
              captionHidden
              columns={(
                ['name', 'status', 'city', 'language', 'applications', 'published', 'created'] as const
              ).map((c) => t(`jobs.columns.${c}`))}
            >
              <tbody>
                {jobs.items.map((job) => (
                  <tr key={job.id} className="hover:bg-slate-50">
                    <td className={`${tdClass} min-w-64`}>
                      <JobName job={job}>
                        #{job.id} · {job.partner}
                      </JobName>
                    </td>
                    <td className={tdClass}>
                      <div className="flex flex-wrap gap-1">
                        <JobStatusBadges job={job} />
                      </div>
                    </td>
                    <td className={`${tdClass} whitespace-nowrap text-slate-700`}>{job.city}</td>
                    <td className={`${tdClass} text-slate-700 uppercase`}>{job.language}</td>
                    <td className={`${tdClass} text-right tabular-nums`}>
                      <Link
                        to={href(`/admin/jobs/${job.id}/applications`)}
                        aria-label={t('jobs.applicationsOf', {
                          count: job.applicationsCount,
                          name: job.name,
                        })}
                      >
                        {job.applicationsCount}
                      </Link>
                    </td>
                    <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                      {job.publishedAt ? formatDate(locale, job.publishedAt) : '–'}
                    </td>
                    <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                      {formatDate(locale, job.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
          <Pagination page={jobs.page} totalPages={jobs.totalPages} total={jobs.total} />
        </>
      ) : (
        <EmptyState
          icon={<BriefcaseBusiness className="size-6" aria-hidden />}
          title={t('jobs.emptyTitle')}
          text={query || status ? t('common.noMatchText') : t('jobs.emptyText')}
        />
      )}
    </div>
  );
}

/** The job's name, opening its form, and a line below it: the top-offer star and `children`. */
function JobName({
  job,
  children,
}: {
  job: { id: number; name: string; topOffer: boolean };
  children: React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { href } = useLocale();
  return (
    <>
      <Link to={href(`/admin/jobs/${job.id}`)} className="font-semibold">
        {job.name}
      </Link>
      <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-600">
        {job.topOffer ? (
          <Star className="size-3.5 fill-amber-400 text-amber-500" aria-label={t('jobs.topOffer')} />
        ) : null}
        <span>{children}</span>
      </p>
    </>
  );
}
