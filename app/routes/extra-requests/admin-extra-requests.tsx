import { Sparkles } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { extraRequestStatuses } from '../../../contracts/admin.ts';
import { AdminListPage } from '../../features/admin/admin-list-page.tsx';
import { formatDate } from '../../../contracts/dates.ts';
import { StatusBadge } from '../../features/admin/status-badge.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-extra-requests.server.ts';

export { loader } from './admin-extra-requests.server.ts';
export const meta = routeMeta;

/** Extra requests: wished-for projects, waiting to be matched to jobs. */
export default function AdminExtraRequests() {
  const { requests, query, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  return (
    <AdminListPage
      id="extra-requests"
      section="extraRequests"
      query={query}
      status={status}
      statusOptions={extraRequestStatuses.map((value) => ({ value, label: t(`status.extra.${value}`) }))}
      rows={requests}
      emptyIcon={<Sparkles className="size-6" aria-hidden />}
      columns={[
        {
          key: 'name',
          className: 'min-w-44',
          cell: (r) => (
            <>
              <Link to={href(`/admin/extra-requests/${r.id}`)} className="font-semibold">
                {r.name}
              </Link>
              <span className="mt-0.5 block text-xs break-all text-slate-600">{r.email}</span>
            </>
          ),
        },
        {
          key: 'project',
          className: 'max-w-72 text-slate-700',
          cell: (r) => <span className="line-clamp-2">{r.project}</span>,
        },
        {
          key: 'technologies',
          className: 'max-w-56 text-slate-700',
          cell: (r) => <span className="line-clamp-2">{r.technologies.join(', ') || '–'}</span>,
        },
        {
          key: 'seniority',
          className: 'whitespace-nowrap text-slate-700',
          cell: (r) => t(`seniority.${r.seniority}`, { defaultValue: r.seniority }),
        },
        {
          key: 'status',
          cell: (r) => (
            <>
              <StatusBadge kind="extra" status={r.status} />
              {r.matchedJobs.length ? (
                <span className="mt-1 block text-xs text-slate-600">
                  {t('extraRequests.matchedCount', { count: r.matchedJobs.length })}
                </span>
              ) : null}
            </>
          ),
        },
        {
          key: 'created',
          className: 'whitespace-nowrap text-slate-700',
          cell: (r) => formatDate(locale, r.createdAt),
        },
      ]}
    />
  );
}
