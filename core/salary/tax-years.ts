import type { SocialFund } from '../../contracts/salary.ts';
import { TAX_YEARS, type TaxYear } from '../../contracts/salary-values.ts';
import { SalaryInputError } from './salary-input-error.ts';

/**
 * The Slovak pay, tax and levy parameters of each tax year (docs/product/constants.md: "Limits are passed in as
 * parameters"). Amounts in EUR, rates in per cent. Every figure names its public source; figures
 * reported by the press but not yet checked against the law text are listed in `provisional`.
 *
 * Sources:
 * - ZDP: zákon č. 595/2003 Z. z. o dani z príjmov (§ 11 NČZD, § 15 rates, § 6 ods. 10 flat-rate
 *   expenses, § 43 withholding, § 46b minimum tax), as explained in the FAQ of the financial
 *   administration (financnasprava.sk) and coded in slovensko-digital/priznanie-digital.
 * - ŽM: the subsistence minimum of 1 January of the year (opatrenie MPSVR SR), the unit of § 11 ZDP.
 * - ZSP: zákon č. 461/2003 Z. z. o sociálnom poistení (§ 128 rates of the employee, employer and
 *   sole trader; § 138 maximum base = 7 × (from 2025 11 ×) the average wage of two years before;
 *   § 138 ods. 8 minimum base of a sole trader = half (2026: 60 %) of that average wage) and the
 *   published amounts of the Sociálna poisťovňa.
 * - ZZP: zákon č. 580/2004 Z. z. o zdravotnom poistení (§ 12 rates, § 13 minimum base), with the
 *   minimum advances published by the health insurers.
 */

export type Rates<F extends string> = Partial<Record<F, number>>;

export interface PersonalBand {
  /** Upper end of the band per year (EUR), null for the top band. */
  upTo: number | null;
  rate: number;
}

export interface RevenueBand<T> {
  /** The band applies while revenue ≤ `upTo` (EUR); null for the top band. */
  upTo: number | null;
  value: T;
}

export interface TaxYearParams {
  year: TaxYear;
  /** Names of the figures that are provisional (press reports, not yet checked against the law). */
  provisional: readonly string[];
  /** Subsistence minimum (ŽM) in EUR. */
  subsistenceMinimum: number;
  /** Non-taxable part of the tax base (NČZD) of the taxpayer, § 11 ods. 2 ZDP. */
  nonTaxable: {
    /** Full NČZD per year (21 × ŽM). */
    yearly: number;
    /** The full NČZD applies while the yearly tax base is at most this. */
    fullUpTo: number;
    /** Above: `reducedConstant − base / reducedDivisor`, not below 0. */
    reducedConstant: number;
    reducedDivisor: number;
  };
  /** Personal income tax bands per year, § 15 ZDP. */
  personalBands: readonly PersonalBand[];
  employee: { health: number; social: Rates<SocialFund> };
  employer: { health: number; social: Rates<SocialFund>; accident: number };
  /** Maximum monthly assessment base of social insurance (health is uncapped). */
  maxSocialBaseMonthly: number;
  soleTrader: {
    minSocialBaseMonthly: number;
    minHealthBaseMonthly: number;
    health: number;
    social: Rates<SocialFund>;
    /** The 15 % rate applies while yearly business revenue ≤ this. */
    reducedRateUpTo: number;
    reducedRate: number;
    flatExpenseRate: number;
    flatExpenseCap: number;
    /** Assessment base = (revenue − expenses) / this coefficient. */
    assessmentCoefficient: number;
  };
  /** Corporate income tax rate by revenue. */
  corporateRates: readonly RevenueBand<number>[];
  /** Minimum corporate tax by revenue, or null where the year has none. */
  minimumTax: readonly RevenueBand<number>[] | null;
  /** Withholding tax on dividends paid from this year's profit. */
  dividendRate: number;
}

const EMPLOYEE_SOCIAL = { sickness: 1.4, oldAge: 4, disability: 3, unemployment: 1 } as const;
/**
 * The employer's funds add up to 24.4 %; with accident insurance (0.8 %, on the whole wage) that is
 * the employer's 25.2 % of § 128 ZSP (the 2021 check's employer cost 3,650.40 confirms it).
 */
const EMPLOYER_SOCIAL = {
  sickness: 1.4,
  oldAge: 14,
  disability: 3,
  unemployment: 1,
  guarantee: 0.25,
  reserve: 4.75,
} as const;
const SOLE_TRADER_SOCIAL = { sickness: 4.4, oldAge: 18, disability: 6, reserve: 4.75 } as const;
/** § 6 ods. 10 ZDP: 60 % of revenue, at most 20,000 EUR a year (unchanged 2021–2026). */
const FLAT_EXPENSES = { flatExpenseRate: 60, flatExpenseCap: 20_000 } as const;
/** § 138 ZSP: the sole trader's assessment base is the business tax base divided by 1.486. */
const COEFFICIENT = 1.486;

const Y2021: TaxYearParams = {
  year: 2021,
  provisional: [],
  // ŽM from 1 July 2020, valid on 1 January 2021 (opatrenie č. 195/2020 Z. z.).
  subsistenceMinimum: 214.83,
  nonTaxable: {
    yearly: 4_511.43, // 21 × ŽM, § 11 ods. 2 písm. a) ZDP
    fullUpTo: 19_936.22, // 92.8 × ŽM
    reducedConstant: 9_495.49, // 44.2 × ŽM; zero above 37,981.94 (docs/product/constants.md)
    reducedDivisor: 4,
  },
  // § 15 písm. a) ZDP: 19 % up to 176.8 × ŽM, 25 % above.
  personalBands: [
    { upTo: 37_981.94, rate: 19 },
    { upTo: null, rate: 25 },
  ],
  // § 12 ZZP (4 % / 10 %), § 128 ZSP (9.4 % / 25.2 % + accident 0.8 %).
  employee: { health: 4, social: EMPLOYEE_SOCIAL },
  employer: { health: 10, social: EMPLOYER_SOCIAL, accident: 0.8 },
  maxSocialBaseMonthly: 7_644, // 7 × 1,092 (average wage 2019), Sociálna poisťovňa
  soleTrader: {
    minSocialBaseMonthly: 546, // ½ × 1,092; minimum social 180.99 / month (Sociálna poisťovňa)
    minHealthBaseMonthly: 546, // minimum health 76.44 / month at 14 % (health insurers)
    health: 14,
    social: SOLE_TRADER_SOCIAL,
    reducedRateUpTo: 49_790, // § 15 písm. a) bod 1 ZDP (docs/product/constants.md)
    reducedRate: 15,
    ...FLAT_EXPENSES,
    assessmentCoefficient: COEFFICIENT,
  },
  // § 15 písm. b) ZDP: 15 % for revenue ≤ 49,790, else 21 %; no minimum tax (abolished 2018).
  corporateRates: [
    { upTo: 49_790, value: 15 },
    { upTo: null, value: 21 },
  ],
  minimumTax: null,
  dividendRate: 7, // § 43 ods. 1 písm. c) ZDP
};

const Y2024: TaxYearParams = {
  year: 2024,
  provisional: [],
  subsistenceMinimum: 268.88, // from 1 July 2023
  nonTaxable: { yearly: 5_646.48, fullUpTo: 24_952.06, reducedConstant: 11_884.5, reducedDivisor: 4 },
  personalBands: [
    { upTo: 47_537.98, rate: 19 },
    { upTo: null, rate: 25 },
  ],
  employee: { health: 4, social: EMPLOYEE_SOCIAL },
  employer: { health: 11, social: EMPLOYER_SOCIAL, accident: 0.8 }, // employer health 11 % from 2023
  maxSocialBaseMonthly: 9_128, // 7 × 1,304 (average wage 2022)
  soleTrader: {
    minSocialBaseMonthly: 652, // ½ × 1,304; minimum social 216.13
    minHealthBaseMonthly: 652, // minimum health 97.80 at 15 %
    health: 15,
    social: SOLE_TRADER_SOCIAL,
    reducedRateUpTo: 60_000,
    reducedRate: 15,
    ...FLAT_EXPENSES,
    assessmentCoefficient: COEFFICIENT,
  },
  corporateRates: [
    { upTo: 60_000, value: 15 },
    { upTo: null, value: 21 },
  ],
  // § 46b ZDP (tax periods of 2024): 340 / 960 / 1,920 / 3,840 EUR by revenue.
  minimumTax: [
    { upTo: 50_000, value: 340 },
    { upTo: 250_000, value: 960 },
    { upTo: 500_000, value: 1_920 },
    { upTo: null, value: 3_840 },
  ],
  dividendRate: 10, // 10 % on profits of 2024 (zákon č. 530/2023 Z. z.)
};

const Y2025: TaxYearParams = {
  year: 2025,
  provisional: [],
  subsistenceMinimum: 273.99, // from 1 July 2024
  nonTaxable: { yearly: 5_753.79, fullUpTo: 25_426.27, reducedConstant: 12_110.36, reducedDivisor: 4 },
  personalBands: [
    { upTo: 48_441.43, rate: 19 },
    { upTo: null, rate: 25 },
  ],
  employee: { health: 4, social: EMPLOYEE_SOCIAL },
  employer: { health: 11, social: EMPLOYER_SOCIAL, accident: 0.8 },
  maxSocialBaseMonthly: 15_730, // 11 × 1,430 (average wage 2023), cap raised in 2025
  soleTrader: {
    minSocialBaseMonthly: 715, // ½ × 1,430; minimum social 237.02
    minHealthBaseMonthly: 715, // minimum health 107.25 at 15 %
    health: 15,
    social: SOLE_TRADER_SOCIAL,
    reducedRateUpTo: 100_000, // raised from 60,000 (zákon č. 278/2024 Z. z.)
    reducedRate: 15,
    ...FLAT_EXPENSES,
    assessmentCoefficient: COEFFICIENT,
  },
  // Zákon č. 278/2024 Z. z.: 10 % ≤ 100,000, 21 % ≤ 5,000,000, 24 % above; minimum tax abolished.
  corporateRates: [
    { upTo: 100_000, value: 10 },
    { upTo: 5_000_000, value: 21 },
    { upTo: null, value: 24 },
  ],
  minimumTax: null,
  dividendRate: 7,
};

const Y2026: TaxYearParams = {
  year: 2026,
  provisional: ['nonTaxable.fullUpTo', 'nonTaxable.reduced', 'personalBands', 'dividendRate'],
  subsistenceMinimum: 284.13, // from 1 July 2025
  nonTaxable: {
    yearly: 5_966.73, // 21 × ŽM
    fullUpTo: 26_083.13, // 91.8 × ŽM, provisional
    reducedConstant: 14_661.11, // 51.6 × ŽM, provisional
    reducedDivisor: 3, // base / 3, provisional
  },
  // Four bands (19 / 25 / 30 / 35 %) at 154.8, 212.4 and 264 × ŽM, provisional.
  personalBands: [
    { upTo: 43_983.32, rate: 19 },
    { upTo: 60_349.21, rate: 25 },
    { upTo: 75_010.32, rate: 30 },
    { upTo: null, rate: 35 },
  ],
  employee: { health: 5, social: EMPLOYEE_SOCIAL }, // employee health 5 % from 2026
  employer: { health: 11, social: EMPLOYER_SOCIAL, accident: 0.8 },
  maxSocialBaseMonthly: 16_764, // 11 × 1,524 (average wage 2024)
  soleTrader: {
    minSocialBaseMonthly: 914.4, // 60 % × 1,524; minimum social 303.11
    minHealthBaseMonthly: 762, // ½ × 1,524; minimum health 121.92 at 16 %
    health: 16,
    social: SOLE_TRADER_SOCIAL,
    reducedRateUpTo: 100_000,
    reducedRate: 15,
    ...FLAT_EXPENSES,
    assessmentCoefficient: COEFFICIENT,
  },
  corporateRates: Y2025.corporateRates,
  minimumTax: null,
  dividendRate: 7, // provisional
};

export const TAX_YEAR_PARAMS: Readonly<Record<TaxYear, TaxYearParams>> = {
  2021: Y2021,
  2024: Y2024,
  2025: Y2025,
  2026: Y2026,
};

/** Working days in a year for the equivalent daily rate: 20 a month, as the job pages count (docs/product/constants.md). */
export const WORKING_DAYS_PER_YEAR = 240;

/** The parameter set of `year`; an unknown year is an input error, never a silent default. */
export function taxYearParams(year: number): TaxYearParams {
  const params = (TAX_YEAR_PARAMS as Partial<Record<number, TaxYearParams>>)[year];
  if (!params || !(TAX_YEARS as readonly number[]).includes(year))
    throw new SalaryInputError({ year: ['validation.taxYear'] });
  return params;
}
