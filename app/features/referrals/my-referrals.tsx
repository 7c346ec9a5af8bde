import { formatDate } from '../../../contracts/dates.ts';
import { Link } from 'react-router';
import type { MyReferral, ReferralStatus } from '../../../contracts/referrals.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Timeline } from '../../components/ui/timeline.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

const TONES: Record<ReferralStatus, 'neutral' | 'brand' | 'green' | 'amber' | 'red' | 'teal'> = {
  pending: 'amber',
  consented: 'brand',
  removed: 'neutral',
  placed: 'teal',
  paid: 'green',
  closed: 'neutral',
};

/** The referrals a user submitted: the candidate (or that they removed themselves), project, status, date. */
export function MyReferrals({ referrals }: { referrals: MyReferral[] }) {
  const { t } = useTranslation('forms');
  const { t: tp } = useTranslation('profile');
  const { locale, href } = useLocale();
  if (!referrals.length)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 px-5 py-8 text-center">
        <p className="text-slate-700">{t('added.referrals.empty')}</p>
        <Link to={href('/referral')} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
          {t('added.referrals.cta')}
        </Link>
      </div>
    );
  return (
    <ul className="divide-y divide-slate-200" aria-label={t('added.referrals.title')}>
      {referrals.map((r, i) => (
        <li
          key={`${r.createdAt}-${i}`}
          className="flex flex-col gap-2 py-4 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold text-ink">
              {r.candidateName ?? (
                <span className="text-slate-600 italic">{t('added.referrals.removed')}</span>
              )}
            </p>
            <p className="mt-0.5 text-sm break-words text-slate-600">
              {r.job ? (
                <Link to={href(`/jobs/${r.job.id}`)}>{r.job.name}</Link>
              ) : (
                <span className="line-clamp-2">{r.projectText}</span>
              )}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {t('added.referrals.meta', {
                date: formatDate(locale, r.createdAt),
                commission: t(`commission.types.${r.commissionType}`),
              })}
            </p>
          </div>
          <Badge tone={TONES[r.status]} className="self-start">
            {t(`added.statuses.${r.status}`)}
          </Badge>
          {r.timeline?.length ? (
            <Timeline
              className="sm:basis-full"
              label={t('added.referrals.timelineLabel', { name: r.candidateName ?? '' })}
              steps={r.timeline.map((s, step) => ({
                key: `${s.status}-${step}`,
                label: tp(`applications.status.${s.status}`),
                date: formatDate(locale, s.at, 'numeric'),
                dateTime: s.at,
              }))}
            />
          ) : null}
          {r.commission ? (
            <p className="text-sm text-slate-700 sm:basis-full" data-testid="referral-commission">
              {t(`added.referrals.commission.${r.commission.state}`, {
                amount: new Intl.NumberFormat(locale, {
                  style: 'currency',
                  currency: 'EUR',
                  maximumFractionDigits: 0,
                }).format(r.commission.amount),
                days: r.commission.workedDays,
              })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
