import { ArrowRight, BadgeEuro, Calculator, HandCoins, MailCheck, Send, UserPlus } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import {
  ONE_TIME_COMMISSION_EUR,
  ONE_TIME_DUE_AFTER_MONTHS,
  PER_DAY_COMMISSION_EUR,
  SHORT_PROJECT_MONTHS,
  SHORT_PROJECT_ONE_TIME_COMMISSION_EUR,
} from '../../../contracts/referral-commission.ts';
import { Container } from '../../components/ui/container.tsx';
import type { RouteHandle } from '../../features/layout/page-shell.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { CommissionCalculator } from '../../features/referrals/commission-calculator.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './referral.server.ts';

export { loader } from './referral.server.ts';
export const meta = routeMeta;
export const handle: RouteHandle = { appBar: 'transparent-light' };

const STEPS = [
  { key: 'recommend', Icon: UserPlus },
  { key: 'consent', Icon: MailCheck },
  { key: 'paid', Icon: HandCoins },
] as const;
const FAQ = ['who', 'consent', 'short', 'when', 'data'] as const;

/** The referral programme: how it works, the commission, the calculator, and the way to the form. */
export default function ReferralPage() {
  const { calculator } = useLoaderData<typeof loader>();
  const { t } = useTranslation('forms');
  const { locale, href } = useLocale();
  const euro = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const amounts = {
    full: euro.format(ONE_TIME_COMMISSION_EUR),
    short: euro.format(SHORT_PROJECT_ONE_TIME_COMMISSION_EUR),
    perDay: euro.format(PER_DAY_COMMISSION_EUR),
    months: ONE_TIME_DUE_AFTER_MONTHS,
    shortMonths: SHORT_PROJECT_MONTHS,
  };
  return (
    <>
      <section
        aria-labelledby="referral-title"
        className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 pt-16 text-white"
      >
        <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_22rem] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wider text-teal-200 uppercase">
              {t('referral.eyebrow')}
            </p>
            <h1 id="referral-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
              {t('referral.title', amounts)}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('referral.lead')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                to={href('/referral/form')}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-teal-500 px-6 font-semibold text-brand-950 no-underline hover:bg-teal-400"
              >
                <Send className="size-5" aria-hidden />
                {t('referral.cta')}
              </Link>
              <a
                href="#calculator"
                className="inline-flex h-12 items-center justify-center gap-2 rounded-md px-6 font-semibold text-white no-underline ring-1 ring-white/40 hover:bg-white/10"
              >
                <Calculator className="size-5" aria-hidden />
                {t('referral.ctaCalculator')}
              </a>
            </div>
          </div>
          <aside
            aria-label={t('referral.summaryLabel')}
            className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur"
          >
            <dl className="space-y-5">
              <div>
                <dt className="text-sm text-brand-100">{t('commission.types.one_time')}</dt>
                <dd className="mt-1 text-3xl font-bold tabular-nums">{amounts.full}</dd>
                <dd className="text-sm text-brand-100">{t('referral.summaryOneTime', amounts)}</dd>
              </div>
              <div className="border-t border-white/15 pt-5">
                <dt className="text-sm text-brand-100">{t('commission.types.per_day')}</dt>
                <dd className="mt-1 text-3xl font-bold tabular-nums">{t('referral.perDayValue', amounts)}</dd>
                <dd className="text-sm text-brand-100">{t('referral.summaryPerDay')}</dd>
              </div>
            </dl>
          </aside>
        </Container>
      </section>

      <Container className="py-14">
        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('referral.steps.title')}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map(({ key, Icon }, i) => (
              <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <p className="mt-4 text-sm font-semibold text-brand-700">
                  {t('referral.steps.step', { n: i + 1 })}
                </p>
                <h3 className="mt-1 text-lg font-semibold text-ink">{t(`referral.steps.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">
                  {t(`referral.steps.${key}.text`, amounts)}
                </p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="rules-title" className="mt-16">
          <h2 id="rules-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('referral.rules.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600">{t('referral.rules.lead')}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <BadgeEuro className="size-6 text-brand-700" aria-hidden />
                <h3 className="text-lg font-semibold text-ink">{t('commission.types.one_time')}</h3>
              </div>
              <table className="mt-5 w-full text-left text-sm">
                <caption className="sr-only">{t('referral.rules.oneTimeCaption')}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 font-medium">
                      {t('referral.rules.project')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('referral.rules.commission')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <tr className="border-b border-slate-100">
                    <td className="py-3">{t('referral.rules.long', amounts)}</td>
                    <td className="py-3 text-right text-lg font-bold tabular-nums">{amounts.full}</td>
                  </tr>
                  <tr>
                    <td className="py-3">{t('referral.rules.short', amounts)}</td>
                    <td className="py-3 text-right text-lg font-bold tabular-nums">{amounts.short}</td>
                  </tr>
                </tbody>
              </table>
              <p className="mt-4 text-sm leading-relaxed text-slate-600">
                {t('referral.rules.oneTimeNote', amounts)}
              </p>
            </article>
            <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <HandCoins className="size-6 text-brand-700" aria-hidden />
                <h3 className="text-lg font-semibold text-ink">{t('commission.types.per_day')}</h3>
              </div>
              <p className="mt-5 text-4xl font-bold tracking-tight text-ink tabular-nums">
                {t('referral.perDayValue', amounts)}
              </p>
              <p className="mt-3 leading-relaxed text-slate-600">{t('referral.rules.perDayText', amounts)}</p>
              <p className="mt-4 text-sm leading-relaxed text-slate-600">{t('referral.rules.perDayNote')}</p>
            </article>
          </div>
        </section>

        <section id="calculator" aria-labelledby="calculator-title" className="mt-16 scroll-mt-24">
          <h2 id="calculator-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('calculator.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600">{t('calculator.lead')}</p>
          <div className="mt-8">
            <CommissionCalculator initial={calculator} action={href('/referral')} locale={locale} />
          </div>
        </section>

        <section aria-labelledby="faq-title" className="mt-16">
          <h2 id="faq-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('referral.faq.title')}
          </h2>
          <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {FAQ.map((key) => (
              <details key={key} className="group px-6 py-4">
                <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {t(`referral.faq.${key}.q`)}
                    <ArrowRight
                      className="size-4 shrink-0 text-brand-700 transition group-open:rotate-90"
                      aria-hidden
                    />
                  </span>
                </summary>
                <p className="mt-3 leading-relaxed text-slate-600">{t(`referral.faq.${key}.a`, amounts)}</p>
              </details>
            ))}
          </div>
        </section>

        <section
          aria-labelledby="cta-title"
          className="mt-16 rounded-2xl bg-brand-50 px-6 py-10 text-center ring-1 ring-brand-100 sm:px-12"
        >
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-ink">
            {t('referral.ctaBand.title')}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-slate-700">{t('referral.ctaBand.text')}</p>
          <Link
            to={href('/referral/form')}
            className="mt-6 inline-flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 font-semibold text-white no-underline hover:bg-brand-800"
          >
            {t('referral.cta')} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </section>
      </Container>
    </>
  );
}
