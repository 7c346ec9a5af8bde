import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/** The amount, year and first-year flag: a GET form, so it works without JavaScript and can be shared. */
export function AmountForm({
  amount,
  year,
  firstYear,
  years,
  invalid,
}: {
  amount: string;
  year: number;
  firstYear: boolean;
  years: readonly number[];
  /** The message about an unusable amount, shown under the field. */
  invalid?: string | undefined;
}) {
  const { t } = useTranslation('work-types');
  return (
    <Form
      noValidate
      method="get"
      preventScrollReset
      aria-labelledby="work-types-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="work-types-form-title" className="text-base font-semibold text-ink">
        {t('form.title')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <TextField
          id="work-types-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={amount}
          label={t('form.amount')}
          hint={t('form.amountHint')}
          errors={invalid ? [invalid] : undefined}
          maxLength={12}
        />
        <Select
          id="work-types-year"
          name="year"
          defaultValue={String(year)}
          label={t('form.year')}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
        />
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Checkbox
          id="work-types-first-year"
          name="firstYear"
          defaultChecked={firstYear}
          label={t('form.firstYear')}
          hint={t('form.firstYearHint')}
        />
        <Button type="submit" className="w-full sm:w-auto">
          {t('form.submit')}
        </Button>
      </div>
    </Form>
  );
}
