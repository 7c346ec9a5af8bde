import { Calculator } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Form } from 'react-router';
import type { CompareResult } from '../../../contracts/salary.ts';
import type { CalculatorValues, Evaluation } from './evaluate.ts';
import { MIN_MONTHLY_INCOME, TAX_YEARS, type TaxYear } from '../../../contracts/salary-values.ts';
import { TAX_YEAR_PARAMS } from '../../../core/salary/tax-years.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ComparisonResults } from './comparison-results.tsx';
import { Explanation } from './explanation.tsx';
import { formatEur } from './format.ts';

const PENDING: Evaluation = { result: null, errors: {} };

/**
 * The salary calculator: one monthly amount, the tax year and the first-year toggle; the three forms
 * of work side by side, recomputed in the browser on every keystroke. It is a GET form, so without
 * JavaScript the "Calculate" button sends it and the server renders the same figures.
 * `children(result)` renders what depends on the result below it (the signed-in extras).
 */
export function SalaryCalculator({
  initial,
  evaluation,
  formExtras,
  children,
}: {
  initial: CalculatorValues;
  /** The server's evaluation of `initial`, shown until the calculators are loaded. */
  evaluation: Evaluation;
  /** Fields that travel with the form (the stack of the market rates). */
  formExtras?: React.ReactNode;
  children?: (result: CompareResult) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation('salary');
  const { t: tc } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  // The calculators (and the schema of their input) come with the first use of the form: the page
  // shows the server's figures for what it arrived with until then (ADR 092).
  const [engine, setEngine] = useState<((values: CalculatorValues) => Evaluation) | null>(null);
  const requested = useRef(false);
  const loadEngine = () => {
    if (requested.current) return;
    requested.current = true;
    void import('./evaluate.ts').then((m) => setEngine(() => m.evaluate));
  };
  const { result, errors } = useMemo(
    () => (engine ? engine(values) : values === initial ? evaluation : PENDING),
    [engine, values, initial, evaluation],
  );
  const lastResult = useRef<CompareResult | null>(result);
  if (result) lastResult.current = result;
  const shown = result ?? lastResult.current;
  // Errors show for what the page arrived with and, once the field was left, while typing.
  const visibleErrors = touched || values === initial ? errors : {};
  const translate = (keys: string[] | undefined) =>
    keys?.length ? [...new Set(keys.map((k) => tc(k)))] : undefined;

  return (
    <div className="space-y-10">
      <Form
        method="get"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        aria-labelledby="calculator-form-heading"
        noValidate
        onFocus={loadEngine}
        onPointerDown={loadEngine}
      >
        <h2 id="calculator-form-heading" className="sr-only">
          {t('form.heading')}
        </h2>
        <div className="grid gap-5 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] md:items-start">
          <TextField
            id="salary-amount"
            name="amount"
            label={t('form.amount')}
            hint={t('form.amountHint', {
              min: formatEur(i18n.language, MIN_MONTHLY_INCOME, { whole: true }),
            })}
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            errors={translate(visibleErrors.amount)}
            onChange={(e) => {
              const amount = e.currentTarget.value;
              setValues((v) => ({ ...v, amount }));
            }}
            onBlur={() => setTouched(true)}
            inputClassName="pr-24 text-lg font-semibold tabular-nums"
            trailing={<span className="pr-3 text-sm text-slate-600">{t('form.amountSuffix')}</span>}
          />
          <Select
            id="salary-year"
            name="year"
            label={t('form.year')}
            options={[...TAX_YEARS].reverse().map((y) => ({
              value: String(y),
              label: TAX_YEAR_PARAMS[y].provisional.length
                ? t('form.yearProvisional', { year: y })
                : String(y),
            }))}
            value={values.year}
            errors={translate(visibleErrors.year)}
            onChange={(e) => {
              const y = e.currentTarget.value;
              setTouched(true);
              setValues((v) => ({ ...v, year: y }));
            }}
          />
        </div>
        <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <Checkbox
            id="salary-first-year"
            name="firstYear"
            label={t('form.firstYear')}
            hint={t('form.firstYearHint')}
            checked={values.firstYear}
            onChange={(e) => {
              const firstYear = e.currentTarget.checked;
              setTouched(true);
              setValues((v) => ({ ...v, firstYear }));
            }}
          />
          <Button type="submit" icon={<Calculator className="size-4" aria-hidden />} className="shrink-0">
            {t('form.submit')}
          </Button>
        </div>
        {formExtras ? <div className="mt-6 border-t border-slate-100 pt-6">{formExtras}</div> : null}
      </Form>

      {shown ? (
        <>
          <ComparisonResults result={shown} stale={!result} />
          {children?.(shown)}
          <Explanation params={TAX_YEAR_PARAMS[shown.year as TaxYear]} />
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t('results.empty', { min: formatEur(i18n.language, MIN_MONTHLY_INCOME, { whole: true }) })}
        </p>
      )}
    </div>
  );
}
