import {
  ONE_TIME_COMMISSION_EUR,
  ONE_TIME_DUE_AFTER_MONTHS,
  PER_DAY_COMMISSION_EUR,
  SHORT_PROJECT_MONTHS,
  SHORT_PROJECT_ONE_TIME_COMMISSION_EUR,
  type CommissionType,
} from '../../contracts/referral-commission.ts';

export type { CommissionType } from '../../contracts/referral-commission.ts';

export interface CommissionInput {
  type: CommissionType;
  /** Length of the project in whole months; null = open-ended. */
  projectLengthInMonths: number | null;
  /** Whole worked months (2 months and 20 days is 2). */
  workedMonths: number;
  /** Worked days in total. */
  workedDays: number;
}

export interface CommissionResult {
  /** EUR earned so far. */
  amount: number;
  /** Whether anything is payable yet. */
  due: boolean;
  /** Which rule applied. */
  rule: 'one_time' | 'one_time_short_project' | 'per_day';
  /** 1000 or 500 for one_time, null for per_day. */
  oneTimeAmount: number | null;
  /** one_time not yet due: worked months still missing; otherwise null. */
  monthsUntilDue: number | null;
}

const wholeNumber = (name: string, value: number, min: number) => {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
};

/**
 * The referral commission (docs/product/overview-and-users.md, decisions in ADR 017):
 * - one-time: 1,000 EUR once the candidate has worked three whole months; 500 EUR when the
 *   project is shorter than six months. A project shorter than three months makes it due once
 *   the whole project has been worked (its length in whole months).
 * - per day: 5 EUR per worked day, paid monthly, whatever the project length.
 * Negative or fractional input, or an unknown type, is a programming error: RangeError.
 */
export function computeCommission(input: CommissionInput): CommissionResult {
  const { type, projectLengthInMonths, workedMonths, workedDays } = input;
  wholeNumber('workedMonths', workedMonths, 0);
  wholeNumber('workedDays', workedDays, 0);
  if (projectLengthInMonths !== null) wholeNumber('projectLengthInMonths', projectLengthInMonths, 1);

  if (type === 'per_day') {
    const amount = workedDays * PER_DAY_COMMISSION_EUR;
    return { amount, due: amount > 0, rule: 'per_day', oneTimeAmount: null, monthsUntilDue: null };
  }
  if (type !== 'one_time') throw new RangeError(`unknown commission type ${String(type)}`);

  const short = projectLengthInMonths !== null && projectLengthInMonths < SHORT_PROJECT_MONTHS;
  const oneTimeAmount = short ? SHORT_PROJECT_ONE_TIME_COMMISSION_EUR : ONE_TIME_COMMISSION_EUR;
  const dueAfter =
    projectLengthInMonths === null
      ? ONE_TIME_DUE_AFTER_MONTHS
      : Math.min(ONE_TIME_DUE_AFTER_MONTHS, projectLengthInMonths);
  const due = workedMonths >= dueAfter;
  return {
    amount: due ? oneTimeAmount : 0,
    due,
    rule: short ? 'one_time_short_project' : 'one_time',
    oneTimeAmount,
    monthsUntilDue: due ? null : dueAfter - workedMonths,
  };
}
