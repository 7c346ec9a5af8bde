/** The referral programme's commission rules (docs/product/overview-and-users.md): constants only, no schema library. */

/** How the referrer wants to be paid: once, or per worked day of the candidate. */
export const commissionTypes = ['one_time', 'per_day'] as const;
export type CommissionType = (typeof commissionTypes)[number];

/** One-time commission in EUR for a project of at least {@link SHORT_PROJECT_MONTHS} months (or open-ended). */
export const ONE_TIME_COMMISSION_EUR = 1000;
/** One-time commission in EUR for a project shorter than {@link SHORT_PROJECT_MONTHS} months. */
export const SHORT_PROJECT_ONE_TIME_COMMISSION_EUR = 500;
/** Commission in EUR per worked day (paid monthly), whatever the project length. */
export const PER_DAY_COMMISSION_EUR = 5;
/** A project shorter than this many months is a short project. */
export const SHORT_PROJECT_MONTHS = 6;
/** The one-time commission is due after this many whole worked months. */
export const ONE_TIME_DUE_AFTER_MONTHS = 3;
