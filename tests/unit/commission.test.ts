import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionTypes } from '../../contracts/referrals.ts';
import { computeCommission, type CommissionInput } from '../../core/referrals/compute-commission.ts';

const oneTime = (
  projectLengthInMonths: number | null,
  workedMonths: number,
  workedDays = workedMonths * 21,
) => computeCommission({ type: 'one_time', projectLengthInMonths, workedMonths, workedDays });
const perDay = (projectLengthInMonths: number | null, workedDays: number, workedMonths = 0) =>
  computeCommission({ type: 'per_day', projectLengthInMonths, workedMonths, workedDays });

describe('referral commission (docs/product/overview-and-users.md)', () => {
  it('pays 1,000 EUR once three whole months are worked on a long or open-ended project', () => {
    expect(oneTime(12, 3)).toEqual({
      amount: 1000,
      due: true,
      rule: 'one_time',
      oneTimeAmount: 1000,
      monthsUntilDue: null,
    });
    expect(oneTime(null, 3).amount).toBe(1000);
    expect(oneTime(6, 3)).toMatchObject({ amount: 1000, rule: 'one_time' });
    // Once, not per month: more months do not add to it.
    expect(oneTime(24, 18).amount).toBe(1000);
  });

  it('pays nothing yet before the third whole month and says how many months are missing', () => {
    expect(oneTime(12, 0)).toEqual({
      amount: 0,
      due: false,
      rule: 'one_time',
      oneTimeAmount: 1000,
      monthsUntilDue: 3,
    });
    expect(oneTime(12, 1).monthsUntilDue).toBe(2);
    expect(oneTime(null, 2)).toMatchObject({ amount: 0, due: false, monthsUntilDue: 1 });
  });

  it('counts only whole months: two months and 20 days are not three months', () => {
    expect(
      computeCommission({ type: 'one_time', projectLengthInMonths: 12, workedMonths: 2, workedDays: 62 }),
    ).toMatchObject({
      amount: 0,
      due: false,
      monthsUntilDue: 1,
    });
  });

  it('pays 500 EUR for a project shorter than six months, and the threshold is six', () => {
    expect(oneTime(5, 3)).toEqual({
      amount: 500,
      due: true,
      rule: 'one_time_short_project',
      oneTimeAmount: 500,
      monthsUntilDue: null,
    });
    expect(oneTime(5, 2)).toMatchObject({ amount: 0, due: false, oneTimeAmount: 500, monthsUntilDue: 1 });
    expect(oneTime(6, 3).oneTimeAmount).toBe(1000);
  });

  it('makes a one-time commission for a project shorter than three months due when the project is worked', () => {
    expect(oneTime(2, 1)).toMatchObject({ amount: 0, due: false, monthsUntilDue: 1 });
    expect(oneTime(2, 2)).toMatchObject({ amount: 500, due: true, rule: 'one_time_short_project' });
    expect(oneTime(1, 0)).toMatchObject({ due: false, monthsUntilDue: 1 });
    expect(oneTime(1, 1)).toMatchObject({ amount: 500, due: true });
  });

  it('pays 5 EUR per worked day, whatever the project length', () => {
    expect(perDay(12, 21)).toEqual({
      amount: 105,
      due: true,
      rule: 'per_day',
      oneTimeAmount: null,
      monthsUntilDue: null,
    });
    expect(perDay(3, 40).amount).toBe(200);
    expect(perDay(null, 250).amount).toBe(1250);
    expect(perDay(2, 0)).toMatchObject({ amount: 0, due: false });
    expect(perDay(2, 1)).toMatchObject({ amount: 5, due: true });
  });

  it('refuses negative, fractional or non-finite input', () => {
    const base: CommissionInput = {
      type: 'one_time',
      projectLengthInMonths: 12,
      workedMonths: 1,
      workedDays: 20,
    };
    expect(() => computeCommission({ ...base, workedMonths: -1 })).toThrow(RangeError);
    expect(() => computeCommission({ ...base, workedMonths: 2.5 })).toThrow(RangeError);
    expect(() => computeCommission({ ...base, workedDays: -3 })).toThrow(RangeError);
    expect(() => computeCommission({ ...base, type: 'per_day', workedDays: 1.5 })).toThrow(RangeError);
    expect(() => computeCommission({ ...base, projectLengthInMonths: 0 })).toThrow(RangeError);
    expect(() => computeCommission({ ...base, projectLengthInMonths: 4.5 })).toThrow(RangeError);
    expect(() => computeCommission({ ...base, workedDays: Number.NaN })).toThrow(RangeError);
    expect(() => computeCommission({ ...base, workedMonths: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => computeCommission({ ...base, type: 'monthly' as never })).toThrow(RangeError);
  });

  it('never decreases as more is worked, and never exceeds the one-time amount', () => {
    const length = fc.option(fc.integer({ min: 1, max: 60 }), { nil: null });
    fc.assert(
      fc.property(
        fc.constantFrom(...commissionTypes),
        length,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 1500 }),
        (type, projectLengthInMonths, workedMonths, workedDays) => {
          const now = computeCommission({ type, projectLengthInMonths, workedMonths, workedDays });
          const later = computeCommission({
            type,
            projectLengthInMonths,
            workedMonths: workedMonths + 1,
            workedDays: workedDays + 20,
          });
          expect(later.amount).toBeGreaterThanOrEqual(now.amount);
          expect(now.due).toBe(now.amount > 0);
          if (type === 'one_time') expect(now.amount).toBeLessThanOrEqual(now.oneTimeAmount ?? 0);
        },
      ),
    );
  });
});
