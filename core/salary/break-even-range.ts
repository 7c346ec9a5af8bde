import { MIN_MONTHLY_INCOME } from '../../contracts/salary-values.ts';

/** Budgets (EUR a month) within which the break-even points are searched. */
export const BREAK_EVEN_RANGE = { from: MIN_MONTHLY_INCOME, to: 30_000, step: 50 } as const;
