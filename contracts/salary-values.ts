/**
 * Limits and options of the salary tools, without the schemas: pages import them without the
 * validation library (ADR 092).
 */

/** Tax years with a parameter set in `core/salary/tax-years.ts`. */
export const TAX_YEARS = [2021, 2024, 2025, 2026] as const;
export type TaxYear = (typeof TAX_YEARS)[number];
/** The year a calculation uses unless the user picks another. */
export const DEFAULT_TAX_YEAR: TaxYear = 2026;
export const isTaxYear = (value: unknown): value is TaxYear =>
  typeof value === 'number' && (TAX_YEARS as readonly number[]).includes(value);

/** docs/product/validation.md, docs/product/constants.md: "gross monthly income minimum 700 EUR". */
export const MIN_MONTHLY_INCOME = 700;
/** The same minimum over a year, for yearly revenue. */
export const MIN_YEARLY_INCOME = 12 * MIN_MONTHLY_INCOME;
/** Above these an amount is taken for a typing error rather than an income. */
export const MAX_MONTHLY_AMOUNT = 1_000_000;
export const MAX_YEARLY_AMOUNT = 12 * MAX_MONTHLY_AMOUNT;
/** docs/product/constants.md: "Stack selection up to 9 items". */
export const MAX_STACK = 9;
/** Accounting of a company per month (docs/product/constants.md: 50–70 EUR); editable. */
export const DEFAULT_ACCOUNTING_MONTHLY = 60;
