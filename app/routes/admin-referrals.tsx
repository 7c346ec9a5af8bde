import { Handshake } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { referralStatuses } from '../../contracts/admin.ts';
import { AdminPageHeader, EmptyState } from '../features/admin/admin-page.tsx';
import { DataTable, tdClass, thClass } from '../features/admin/data-table.tsx';
import { formatDate, formatEur } from '../features/admin/format.ts';
import { ListFilters } from '../features/admin/list-filters.tsx';
import { Pagination } from '../features/admin/pagination.tsx';
import { StatusBadge } from '../features/admin/status-badge.tsx';
import { useLocale } from '../features/layout/use-locale.ts';
import { useTranslation } from '../i18n/react.tsx';
import { routeMeta } from '../seo/meta.ts';
import type { loader } from './admin-referrals.server.ts';

export { loader } from './admin-referrals.server.ts';
export const meta = routeMeta;

/** Referrals: who recommended whom for what, the status and the commission so far. */
export default function AdminReferrals() {
  const { referrals, query, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { locale, href } = useLocale();
  return (
    <div>
      <AdminPageHeader title={t('referrals.title')} intro={t('referrals.intro')} />
      <ListFilters
        id="referrals"
        query={query}
        searchLabel={t('referrals.search')}
        placeholder={t('referrals.searchPlaceholder')}
        statusLabel={t('referrals.statusFilter')}
        status={status}
        statusOptions={referralStatuses.map((value) => ({ value, label: t(`status.referral.${value}`) }))}
      />
      {referrals.items.length ? (
        <>
          <DataTable id="referrals-table" caption={t('referrals.caption')} captionHidden>
            <thead>
              <tr>
                {(['candidate', 'referrer', 'project', 'status', 'commission', 'created'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className={thClass}>
                      {t(`referrals.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {referrals.items.map((r) => (
                <tr key={r.id} className="hover:bg-slate-50">
                  <td className={`${tdClass} min-w-44`}>
                    <Link to={href(`/admin/referrals/${r.id}`)} className="font-semibold">
                      {r.candidateName ?? t('referrals.removedCandidate')}
                    </Link>
                    {r.candidateEmail ? (
                      <span className="mt-0.5 block text-xs break-all text-slate-600">
                        {r.candidateEmail}
                      </span>
                    ) : null}
                  </td>
                  <td className={tdClass}>
                    <span className="block text-ink">{r.referrerName}</span>
                    <span className="mt-0.5 block text-xs break-all text-slate-600">{r.referrerEmail}</span>
                  </td>
                  <td className={`${tdClass} max-w-64 text-slate-700`}>
                    <span className="line-clamp-2">{r.jobName ?? r.projectText ?? '–'}</span>
                  </td>
                  <td className={tdClass}>
                    <StatusBadge kind="referral" status={r.status} />
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <span className="block font-semibold text-ink tabular-nums">
                      {formatEur(locale, r.commission.amount)}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {t(`commissionType.${r.commissionType}`)}
                    </span>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap text-slate-700`}>
                    {formatDate(locale, r.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pagination page={referrals.page} totalPages={referrals.totalPages} total={referrals.total} />
        </>
      ) : (
        <EmptyState
          icon={<Handshake className="size-6" aria-hidden />}
          title={t('referrals.emptyTitle')}
          text={query || status ? t('common.noMatchText') : t('referrals.emptyText')}
        />
      )}
    </div>
  );
}
