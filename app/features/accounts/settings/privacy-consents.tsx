import { Download, FileCheck2 } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLocale } from '../../layout/use-locale.ts';
import { formatDate } from '../../../../contracts/dates.ts';

/** One consent record (GDPR: purpose, text version, when, until when). */
export interface ConsentView {
  purpose: string;
  textVersion: string;
  grantedAt: string;
  /** Null: for the lifetime of the account. */
  expiresAt: string | null;
  withdrawnAt: string | null;
  state: 'active' | 'withdrawn' | 'expired';
}

const KNOWN_PURPOSES = new Set([
  'account',
  'job_search',
  'recruiter_search',
  'newsletter',
  'salary_questionnaire',
  'referral',
  'extra_request',
  'contact',
]);

const STATE_TONE = { active: 'green', withdrawn: 'neutral', expired: 'amber' } as const;

/** The consents the person gave, newest first, each with its purpose, date and period. */
export function ConsentList({ consents }: { consents: readonly ConsentView[] }) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  if (!consents.length) {
    return <p className="text-sm text-slate-600">{t('privacy.noConsents')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {consents.map((consent, i) => {
        const purpose = KNOWN_PURPOSES.has(consent.purpose) ? consent.purpose : 'other';
        return (
          <li key={`${consent.purpose}-${consent.grantedAt}-${i}`} className="py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 gap-3">
                <FileCheck2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink">{t(`privacy.purposes.${purpose}.title`)}</h3>
                  <p className="mt-0.5 text-sm leading-relaxed text-slate-600">
                    {t(`privacy.purposes.${purpose}.text`)}
                  </p>
                </div>
              </div>
              <Badge tone={STATE_TONE[consent.state]}>{t(`privacy.state.${consent.state}`)}</Badge>
            </div>
            {consent.state === 'active' ? <WithdrawConsent purpose={consent.purpose} /> : null}
            <dl className="mt-3 grid gap-x-6 gap-y-2 pl-8 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-600">{t('privacy.granted')}</dt>
                <dd className="font-medium text-ink">{formatDate(locale, consent.grantedAt, 'long')}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('privacy.period')}</dt>
                <dd className="font-medium text-ink">
                  {consent.expiresAt
                    ? t('privacy.until', { date: formatDate(locale, consent.expiresAt, 'long') })
                    : t('privacy.lifetime')}
                </dd>
              </div>
              {consent.withdrawnAt ? (
                <div>
                  <dt className="text-slate-600">{t('privacy.withdrawn')}</dt>
                  <dd className="font-medium text-ink">{formatDate(locale, consent.withdrawnAt, 'long')}</dd>
                </div>
              ) : (
                <div>
                  <dt className="text-slate-600">{t('privacy.version')}</dt>
                  <dd className="font-medium text-ink">{consent.textVersion}</dd>
                </div>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Withdrawing a consent is one button beside it (GDPR Art. 7(3)); the account's own consent ends with
 * deleting the account, to which it links instead.
 */
function WithdrawConsent({ purpose }: { purpose: string }) {
  const { t: th } = useTranslation('hints');
  const { href } = useLocale();
  if (purpose === 'account')
    return (
      <p className="mt-3 pl-8 text-sm text-slate-600">
        {th('consent.accountWithdraw')}{' '}
        <Link to={href('/profile/delete')} className="font-medium underline">
          {th('consent.deleteAccount')}
        </Link>
      </p>
    );
  return (
    <Form noValidate method="post" className="mt-3 pl-8">
      <input type="hidden" name="purpose" value={purpose} />
      <Button type="submit" variant="secondary" size="sm">
        {th('consent.withdraw')}
      </Button>
    </Form>
  );
}

/** "Download all my data": the JSON export of the API, sent with the session cookie (same site). */
export function DataExport() {
  const { t } = useTranslation('profile');
  const { href } = useLocale();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="max-w-xl text-sm leading-relaxed text-slate-700">
        {t('privacy.exportText')}{' '}
        <Link to={href('/privacy-policy')} className="font-medium underline">
          {t('privacy.policyLink')}
        </Link>
      </p>
      <a
        href="/api/candidates/my/export"
        download
        className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}
      >
        <Download className="size-4" aria-hidden />
        {t('privacy.export')}
      </a>
    </div>
  );
}
