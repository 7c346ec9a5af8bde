import { PROGRAMMER_WAGE_CAP } from '../../../contracts/questionnaire-values.ts';
import { useTranslation } from '../../i18n/react.tsx';

/** One part of the estimate, as the server computed it (see core/questionnaire/compute-wage.ts). */
export type BreakdownPart =
  | { kind: 'base'; table: string; praxis: number; amount: number }
  | { kind: string; amount: number; technology?: string };

const WORKING_DAYS_PER_MONTH = 20;

/** The estimated daily rate, large, with a table of how it was reached. */
export function WageBreakdown({
  profession,
  wage,
  components,
}: {
  profession: 'programmer' | 'tester';
  wage: number;
  components: BreakdownPart[];
}) {
  const { t, i18n } = useTranslation('questionnaire');
  const number = new Intl.NumberFormat(i18n.language);
  const money = (amount: number) => t('result.perDay', { amount: number.format(amount) });
  const currency = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const signed = (amount: number) => `${amount < 0 ? '−' : '+'} ${currency.format(Math.abs(amount))}`;
  const label = (part: BreakdownPart) => {
    if (part.kind === 'base' && 'table' in part)
      return t(`result.components.base.${part.table}`, { praxis: t(`praxis.${part.praxis}`) });
    if (part.kind === 'cap') return t('result.components.cap', { cap: number.format(PROGRAMMER_WAGE_CAP) });
    return t(`result.components.${part.kind}`, { technology: 'technology' in part ? part.technology : '' });
  };
  return (
    <div>
      <div className="rounded-2xl bg-brand-900 px-6 py-7 text-white sm:px-8">
        <p className="text-sm font-medium text-brand-100">
          {t('result.estimateLabel', { profession: t(`professions.${profession}`) })}
        </p>
        <p className="mt-1 text-4xl font-bold tracking-tight sm:text-5xl" data-testid="wage-estimate">
          {money(wage)}
        </p>
        <p className="mt-2 text-sm text-brand-100">
          {t('result.monthly', { amount: number.format(wage * WORKING_DAYS_PER_MONTH) })}
        </p>
      </div>
      <h2 id="wage-breakdown" className="mt-8 text-lg font-semibold text-ink">
        {t('result.breakdownTitle')}
      </h2>
      <table
        aria-labelledby="wage-breakdown"
        className="mt-3 w-full border-collapse text-left text-sm sm:text-base"
      >
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('result.component')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('result.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {components.map((part, i) => (
            <tr key={`${part.kind}-${i}`} className="border-b border-slate-100">
              <th scope="row" className="py-2.5 pr-4 font-normal text-slate-800">
                {label(part)}
              </th>
              <td
                className={`py-2.5 text-right font-medium whitespace-nowrap tabular-nums ${part.amount < 0 ? 'text-rose-700' : 'text-ink'}`}
              >
                {i === 0 ? currency.format(part.amount) : signed(part.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-4 font-semibold text-ink">
              {t('result.total')}
            </th>
            <td className="pt-3 text-right font-bold whitespace-nowrap text-ink tabular-nums">
              {money(wage)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
