import { Handshake } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { referralStatuses } from '../../../contracts/admin.ts';
import { AdminListPage } from '../../features/admin/admin-list-page.tsx';
import { formatEur } from '../../features/admin/format.ts';
import { formatDate } from '../../../contracts/dates.ts';
import { StatusBadge } from '../../features/admin/status-badge.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './admin-referrals.server.ts';

export { loader } from './admin-referrals.server.ts';
export const meta = routeMeta;

/** Referrals: who recommended whom for what, the status and the commission so far. */
export default function AdminReferrals() {
  const { referrals, query, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const { t: th } = useTranslation('hints');
  const { locale, href } = useLocale();
  return (
    <AdminListPage
      id="referrals"
      section="referrals"
      query={query}
      status={status}
      statusOptions={referralStatuses.map((value) => ({ value, label: t(`status.referral.${value}`) }))}
      rows={referrals}
      emptyIcon={<Handshake className="size-6" aria-hidden />}
      columns={[
        {
          key: 'candidate',
          className: 'min-w-44',
          cell: (r) => (
            <>
              <Link to={href(`/admin/referrals/${r.id}`)} className="font-semibold">
                {r.candidateName ?? t('referrals.removedCandidate')}
              </Link>
              {r.candidateEmail ? (
                <span className="mt-0.5 block text-xs break-all text-slate-600">{r.candidateEmail}</span>
              ) : null}
            </>
          ),
        },
        {
          key: 'referrer',
          cell: (r) => (
            <>
              <span className="block text-ink">{r.referrerName || th('erased.account')}</span>
              <span className="mt-0.5 block text-xs break-all text-slate-600">{r.referrerEmail}</span>
            </>
          ),
        },
        {
          key: 'project',
          className: 'max-w-64 text-slate-700',
          cell: (r) => <span className="line-clamp-2">{r.jobName ?? r.projectText ?? '–'}</span>,
        },
        { key: 'status', cell: (r) => <StatusBadge kind="referral" status={r.status} /> },
        {
          key: 'commission',
          className: 'whitespace-nowrap',
          cell: (r) => (
            <>
              <span className="block font-semibold text-ink tabular-nums">
                {formatEur(locale, r.commission.amount)}
              </span>
              <span className="block text-xs text-slate-600">{t(`commissionType.${r.commissionType}`)}</span>
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
