import { clsx } from 'clsx';
import { CalendarDays, Gift } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Form } from 'react-router';
import type { Locale } from '../../../contracts/enums.ts';
import { PER_DAY_COMMISSION_EUR } from '../../../contracts/referral-commission.ts';
import { computeCommission, type CommissionResult } from '../../../core/referrals/compute-commission.ts';
import { Button } from '../../components/ui/button.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../i18n/react.tsx';

export interface CalculatorValues {
  /** null = open-ended. */
  length: number | null;
  months: number;
  days: number;
}

const LENGTHS = [1, 2, 3, 4, 5, 6, 9, 12, 18, 24, 36] as const;
/** A whole number within bounds, or the fallback for an empty or invalid entry. */
const wholeIn = (raw: string, max: number, fallback: number) => {
  const n = Number(raw);
  return raw !== '' && Number.isInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
};

/**
 * The commission calculator: project length, worked months and days → what either commission type
 * pays so far. It computes in the browser as the values change; without JavaScript the GET form asks
 * the server, which computes with the same function.
 */
export function CommissionCalculator({
  initial,
  action,
  locale,
}: {
  initial: CalculatorValues;
  /** The page's URL (the GET form's target). */
  action: string;
  locale: Locale;
}) {
  const { t } = useTranslation('forms');
  const hydrated = useHydrated();
  const id = useId();
  const [values, setValues] = useState(initial);
  const euro = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    [locale],
  );
  const input = {
    projectLengthInMonths: values.length,
    workedMonths: values.months,
    workedDays: values.days,
  };
  const oneTime = computeCommission({ type: 'one_time', ...input });
  const perDay = computeCommission({ type: 'per_day', ...input });
  const field = (name: string) => `${id}-${name}`;

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <Form
        noValidate
        method="get"
        action={`${action}#calculator`}
        preventScrollReset
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        onSubmit={(event) => {
          if (hydrated) event.preventDefault();
        }}
      >
        <Select
          id={field('length')}
          name="length"
          label={t('calculator.length')}
          value={values.length === null ? '' : String(values.length)}
          onChange={(e) =>
            setValues((v) => ({ ...v, length: e.target.value ? Number(e.target.value) : null }))
          }
          placeholder={t('calculator.openEnded')}
          options={LENGTHS.map((n) => ({ value: String(n), label: t('calculator.months', { count: n }) }))}
        />
        <CountField
          id={field('months')}
          name="months"
          label={t('calculator.workedMonths')}
          max={120}
          defaultValue={initial.months}
          onCount={(months) => setValues((v) => ({ ...v, months }))}
        />
        <CountField
          id={field('days')}
          name="days"
          label={t('calculator.workedDays')}
          hint={t('calculator.daysHint')}
          max={3000}
          defaultValue={initial.days}
          onCount={(days) => setValues((v) => ({ ...v, days }))}
        />
        {hydrated ? null : (
          <Button type="submit" variant="secondary" block>
            {t('calculator.calculate')}
          </Button>
        )}
      </Form>

      <div className="grid gap-4 sm:grid-cols-2" aria-live="polite">
        <ResultCard
          icon={<Gift className="size-5" aria-hidden />}
          title={t('commission.types.one_time')}
          amount={euro.format(oneTime.amount)}
          result={oneTime}
          lines={[
            t(`calculator.rule.${oneTime.rule}`, { amount: euro.format(oneTime.oneTimeAmount ?? 0) }),
            oneTime.due
              ? t('calculator.paidOnce')
              : t('calculator.dueIn', { count: oneTime.monthsUntilDue ?? 0 }),
          ]}
        />
        <ResultCard
          icon={<CalendarDays className="size-5" aria-hidden />}
          title={t('commission.types.per_day')}
          amount={euro.format(perDay.amount)}
          result={perDay}
          lines={[
            t('calculator.perDayFormula', {
              rate: euro.format(PER_DAY_COMMISSION_EUR),
              days: values.days,
              amount: euro.format(perDay.amount),
            }),
            t('calculator.paidMonthly'),
          ]}
        />
        <p className="text-sm text-slate-600 sm:col-span-2">{t('calculator.note')}</p>
      </div>
    </div>
  );
}

/** A whole number of worked months or days: an empty or invalid entry counts as 0, a larger one as `max`. */
function CountField({
  id,
  name,
  label,
  hint,
  max,
  defaultValue,
  onCount,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  max: number;
  defaultValue: number;
  onCount: (count: number) => void;
}) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        aria-describedby={hint ? hintId : undefined}
        className={clsx(controlClass, 'mt-1.5')}
        defaultValue={defaultValue}
        onChange={(e) => onCount(wholeIn(e.target.value, max, 0))}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function ResultCard({
  icon,
  title,
  amount,
  result,
  lines,
}: {
  icon: React.ReactNode;
  title: string;
  amount: string;
  result: CommissionResult;
  lines: string[];
}) {
  const { t } = useTranslation('forms');
  return (
    <section
      className={clsx(
        'flex flex-col rounded-2xl border p-5',
        result.due ? 'border-emerald-200 bg-emerald-50/60' : 'border-slate-200 bg-slate-50',
      )}
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-slate-200">
          {icon}
        </span>
        {title}
      </h3>
      <p className="mt-4 text-sm text-slate-600">{t('calculator.earned')}</p>
      <p
        className="text-4xl font-bold tracking-tight text-ink tabular-nums"
        data-testid={`amount-${result.rule}`}
      >
        {amount}
      </p>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
