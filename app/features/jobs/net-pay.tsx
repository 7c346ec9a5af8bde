import { Calculator } from 'lucide-react';
import { Link } from 'react-router';
import type { NetPay } from '../../../contracts/jobs.ts';
import { DEFAULT_ACCOUNTING_MONTHLY } from '../../../contracts/salary-values.ts';
import type { Locale } from '../../../core/shared/locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';
import { formatEur } from './format.ts';

/** The forms whose net a card may show, in the order a tie is decided. */
const HEADLINE_FORMS = ['employee', 'soleTrader', 'company'] as const;
type HeadlineForm = (typeof HEADLINE_FORMS)[number];

/**
 * The one figure of a card: the form of work that leaves the most (the top of its range, as the
 * net sort orders) and the middle of its range in whole EUR. Null without a net.
 */
export function netPayHeadline(netPay: NetPay | null): { form: HeadlineForm; value: number } | null {
  let best: { form: HeadlineForm; to: number; value: number } | null = null;
  for (const form of HEADLINE_FORMS) {
    const range = netPay?.[form];
    if (range && (!best || range.to > best.to))
      best = { form, to: range.to, value: Math.round((range.from + range.to) / 2) };
  }
  return best && { form: best.form, value: best.value };
}

/** "3 100 € – 3 480 €", or one amount when both ends round alike. */
export function formatMonthlyRange(range: { from: number; to: number }, locale: Locale): string {
  const from = formatEur(Math.round(range.from), locale);
  const to = formatEur(Math.round(range.to), locale);
  return from === to ? from : `${from} – ${to}`;
}

/** The card's line: "≈ 3 480 € net/month as a sole trader (živnosť)". */
export function NetPayFigure({ netPay }: { netPay: NetPay | null }) {
  const { t } = useTranslation('jobs');
  const { locale } = useLocale();
  const headline = netPayHeadline(netPay);
  if (!headline) return null;
  return (
    <div>
      <dt className="sr-only">{t('netPay.title')}</dt>
      <dd className="font-medium text-emerald-800" data-testid="net-pay-figure">
        {t(`netPay.card.${headline.form}`, { value: formatEur(headline.value, locale) })}
      </dd>
    </div>
  );
}

const ROWS = [
  'employee',
  'soleTrader',
  'soleTraderFirstYear',
  'company',
  'employmentEquivalentGross',
] as const;

/**
 * The job page's "what you keep per month": the net of each form of work the job allows, the
 * employment-equivalent gross, the assumptions in one line and a link into the salary calculator
 * with the job's figures.
 */
export function NetPayTable({ netPay }: { netPay: NetPay | null }) {
  const { t } = useTranslation('jobs');
  const { locale, href } = useLocale();
  const rows = ROWS.flatMap((form) => {
    const range = netPay?.[form];
    return range ? [{ form, range }] : [];
  });
  if (!netPay || !rows.length) return null;
  const invoice = Boolean(netPay.soleTrader || netPay.company);
  const calculator =
    netPay.calculatorAmount === undefined
      ? null
      : `${href('/salary-calculator')}?${new URLSearchParams({
          amount: String(netPay.calculatorAmount),
          year: String(netPay.taxYear),
        }).toString()}`;
  return (
    <section
      aria-labelledby="net-pay-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
      data-testid="net-pay-table"
    >
      <h2 id="net-pay-heading" className="text-lg font-semibold">
        {t('netPay.title')}
      </h2>
      <table className="mt-3 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('netPay.column.form')}</th>
            <th scope="col">{t('netPay.column.net')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ form, range }) => (
            <tr
              key={form}
              className={
                form === 'employmentEquivalentGross'
                  ? 'border-t border-slate-300 text-slate-600'
                  : 'border-t border-slate-100'
              }
            >
              <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
                {t(`netPay.form.${form}`)}
              </th>
              <td className="py-2 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                {formatMonthlyRange(range, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs leading-relaxed text-slate-600">
        {invoice
          ? t('netPay.assumptionsInvoice', {
              year: netPay.taxYear,
              accounting: formatEur(DEFAULT_ACCOUNTING_MONTHLY, locale),
            })
          : t('netPay.assumptionsSalary', { year: netPay.taxYear })}
      </p>
      {calculator ? (
        <Link to={calculator} className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium">
          <Calculator className="size-4" aria-hidden />
          {t('netPay.calculator')}
        </Link>
      ) : null}
    </section>
  );
}
