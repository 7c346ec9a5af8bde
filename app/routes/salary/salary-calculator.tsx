import { BadgeCheck, LockKeyhole } from 'lucide-react';
import { Link, useLoaderData, useLocation } from 'react-router';
import { TAX_YEAR_PARAMS } from '../../../core/salary/tax-years.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import {
  ResendVerificationForm,
  useResendVerification,
} from '../../features/accounts/resend-verification.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { FullBreakdown } from '../../features/salary/full-breakdown.tsx';
import { MarketRatesTable, MarketSubmit, StackField } from '../../features/salary/market-rates.tsx';
import { SalaryCalculator } from '../../features/salary/salary-calculator.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './salary-calculator.server.ts';

export { loader } from './salary-calculator.server.ts';
export const meta = routeMeta;

export default function SalaryCalculatorPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation('salary');
  const location = useLocation();
  const verified = data.access === 'verified';
  return (
    <div className="bg-slate-50 pb-16">
      <div className="border-b border-slate-200 bg-white">
        <Container className="py-8 sm:py-10">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('hero.eyebrow')}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('hero.title')}
          </h1>
          <p className="mt-3 max-w-3xl text-base leading-relaxed text-slate-600">{t('hero.subtitle')}</p>
        </Container>
      </div>
      <Container className="pt-8">
        <SalaryCalculator
          // A new query (the form sent, a shared link) starts from what it says.
          key={location.search}
          initial={data.values}
          evaluation={data.evaluation}
          formExtras={
            verified ? (
              <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
                <StackField
                  initial={data.stack}
                  fallback={data.fallbackStack}
                  errors={data.stackErrors?.map((k) => t(`common:${k}`))}
                />
                <MarketSubmit />
              </div>
            ) : null
          }
        >
          {(result) => (
            <section aria-labelledby="extras-heading" className="space-y-6">
              <div>
                <h2 id="extras-heading" className="text-xl font-semibold tracking-tight text-ink">
                  {t('extras.heading')}
                </h2>
                <p className="mt-1 text-sm text-slate-600">{t('extras.intro')}</p>
              </div>
              {verified ? (
                <>
                  <FullBreakdown
                    result={result}
                    params={TAX_YEAR_PARAMS[result.year as keyof typeof TAX_YEAR_PARAMS]}
                  />
                  <div className="space-y-3">
                    <h3 className="text-base font-semibold text-ink">{t('market.heading')}</h3>
                    <p className="text-sm text-slate-600">{t('market.intro')}</p>
                    {data.market ? (
                      <MarketRatesTable rates={data.market} dailyRate={result.soleTrader.detail.dailyRate} />
                    ) : (
                      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
                        {t('market.empty')}
                      </p>
                    )}
                  </div>
                </>
              ) : (
                <LockedExtras access={data.access} />
              )}
            </section>
          )}
        </SalaryCalculator>
      </Container>
    </div>
  );
}

/** The invitation to sign in (guests) or to verify the e-mail address (unverified users). */
function LockedExtras({ access }: { access: 'guest' | 'unverified' | 'verified' }) {
  const { t } = useTranslation('salary');
  const { href } = useLocale();
  const location = useLocation();
  const resend = useResendVerification();
  const here = location.pathname + location.search;
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center">
      <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-200">
        {access === 'guest' ? (
          <LockKeyhole className="size-6" aria-hidden />
        ) : (
          <BadgeCheck className="size-6" aria-hidden />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold text-ink">
          {access === 'guest' ? t('extras.guestTitle') : t('extras.unverifiedTitle')}
        </h3>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">
          {access === 'guest' ? t('extras.guestText') : t('extras.unverifiedText')}
        </p>
        {resend.sent ? (
          <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
            {t('extras.sent')}
          </p>
        ) : null}
        {resend.error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
            {resend.error}
          </p>
        ) : null}
      </div>
      {access === 'guest' ? (
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link to={`${href('/sign-in')}?redirect=${encodeURIComponent(here)}`} className={buttonClasses()}>
            {t('extras.signIn')}
          </Link>
          <Link to={href('/sign-up')} className={buttonClasses({ variant: 'secondary' })}>
            {t('extras.signUp')}
          </Link>
        </div>
      ) : (
        <ResendVerificationForm form={resend.form} className="shrink-0">
          <button type="submit" className={buttonClasses()} disabled={resend.pending}>
            {t('extras.resend')}
          </button>
        </ResendVerificationForm>
      )}
    </div>
  );
}
