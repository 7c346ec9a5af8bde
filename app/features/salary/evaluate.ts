import { compareInputSchema } from '../../../contracts/salary.ts';
import { compareForms } from '../../../core/salary/compare-forms.ts';
import type { CompareResult } from '../../../contracts/salary.ts';

export interface CalculatorValues {
  /** The amount as typed. */
  amount: string;
  year: string;
  firstYear: boolean;
}

/** Field errors as `validation.*` keys, by the form's field names. */
export type CalculatorErrors = Partial<Record<'amount' | 'year' | 'firstYear' | 'stack', string[]>>;

/** The comparison of the values, or their errors. */
export interface Evaluation {
  result: CompareResult | null;
  errors: CalculatorErrors;
}

/** The comparison of the three forms for the values, or the field errors (same schema as the server). */
export function evaluate(values: CalculatorValues): Evaluation {
  const parsed = compareInputSchema.safeParse({
    year: values.year,
    budgetMonthly: values.amount,
    firstYear: values.firstYear,
  });
  if (!parsed.success) {
    const errors: CalculatorErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'budgetMonthly' ? 'amount' : (issue.path[0] as 'year' | 'firstYear');
      (errors[field] ??= []).push(
        issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
      );
    }
    return { result: null, errors };
  }
  return { result: compareForms(parsed.data), errors: {} };
}
