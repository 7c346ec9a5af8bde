import { Sparkles } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { extraRequestStatuses } from '../../contracts/admin.ts';
import { AdminPageHeader, EmptyState } from '../features/admin/admin-page.tsx';
import { DataTable, tdClass, thClass } from '../features/admin/data-table.tsx';
import { formatDate } from '../features/admin/format.ts';
import { ListFilters } from '../features/admin/list-filters.tsx';
import { Pagination } from '../features/admin/pagination.tsx';
import { StatusBadge } from '../features/admin/status-badge.tsx';
import { useLocale } from '../features/layout/use-locale.ts';
import { useTranslation } from '../i18n/react.tsx';
import { routeMeta } from '../seo/meta.ts';
import type { loader } from './admin-extra-requests.server.ts';

export { loader } from './admin-extra-requests.server.ts';
export const meta = routeMeta;

/** Extra requests: wished-for projects, waiting to be matched to jobs. */
export default function AdminExtraRequests() {
  const { requests, query, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  return (
    <div>
      <AdminPageHeader title={t('extraRequests.title')} intro={t('extraRequests.intro')} />
      <ListFilters
        id="extra-requests"
        query={query}
        searchLabel={t('extraRequests.search')}
        placeholder={t('extraRequests.searchPlaceholder')}
        statusLabel={t('extraRequests.statusFilter')}
        status={status}
        statusOptions={extraRequestStatuses.map((value) => ({ value, label: t(`status.extra.${value}`) }))}
      />
      {requests.items.length ? (
        <>
          <DataTable id="extra-requests-table" caption={t('extraRequests.caption')} captionHidden>
            <thead>
              <tr>
                {(['name', 'project', 'technologies', 'seniority', 'status', 'created'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className={thClass}>
                      {t(`extraRequests.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {requests.items.map((r) => (
                <tr key={r.id} className="hover:bg-slate-50">
                  <td className={`${tdClass} min-w-44`}>
                    <Link to={href(`/admin/extra-requests/${r.id}`)} className="font-semibold">
                      {r.name}
                    </Link>
                    <span className="mt-0.5 block text-xs break-all text-slate-600">{r.email}</span>
                  </td>
                  <td className={`${tdClass} max-w-72 text-slate-700`}>
                    <span className="line-clamp-2">{r.project}</span>
                  </td>
                  <td className={`${tdClass} max-w-56 text-slate-700`}>
                    <span className="line-clamp-2">{r.technologies.join(', ') || '–'}</span>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                    {t(`seniority.${r.seniority}`, { defaultValue: r.seniority })}
                  </td>
                  <td className={tdClass}>
                    <StatusBadge kind="extra" status={r.status} />
                    {r.matchedJobs.length ? (
                      <span className="mt-1 block text-xs text-slate-600">
                        {t('extraRequests.matchedCount', { count: r.matchedJobs.length })}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                    {formatDate(locale, r.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={requests.page} totalPages={requests.totalPages} total={requests.total} />
        </>
      ) : (
        <EmptyState
          icon={<Sparkles className="size-6" aria-hidden />}
          title={t('extraRequests.emptyTitle')}
          text={query || status ? t('common.noMatchText') : t('extraRequests.emptyText')}
        />
      )}
    </div>
  );
}
