import { describe, expect, it } from 'vitest';
import { jobStates } from '../../core/jobs/job-row.ts';
import { headerRateRange } from '../../core/jobs/rate-range.ts';

const now = new Date('2026-11-22T12:00:00Z');
const day = 86_400_000;
const row = {
  available: true,
  valid_through: null,
  published_at: new Date(now.getTime() - 10 * day),
  remote_office_percentage: 0,
  top_offer: false,
};

describe('job states (docs/product/states.md, docs/product/constants.md)', () => {
  it('flags jobs published within 7 days as new, and not later', () => {
    expect(jobStates({ ...row, published_at: new Date(now.getTime() - 7 * day) }, now)).toContain('new');
    expect(jobStates({ ...row, published_at: new Date(now.getTime() - 7 * day - 1000) }, now)).not.toContain(
      'new',
    );
  });
  it('flags taken or expired jobs as not available, fully remote ones as remote', () => {
    expect(jobStates({ ...row, available: false }, now)).toContain('not_available');
    expect(jobStates({ ...row, valid_through: new Date(now.getTime() - 1000) }, now)).toContain(
      'not_available',
    );
    expect(jobStates({ ...row, remote_office_percentage: 100 }, now)).toContain('remote');
    expect(jobStates({ ...row, remote_office_percentage: 80 }, now)).not.toContain('remote');
  });
});

describe('project header rate range: 20 × rate ± 200', () => {
  it('uses the man-day budget midpoint, else 8 × the hourly rate', () => {
    expect(headerRateRange({ hourlyRate: 50, mdBudgetFrom: 380, mdBudgetTo: 420 })).toEqual({
      from: 7800,
      to: 8200,
    });
    expect(headerRateRange({ hourlyRate: 40, mdBudgetFrom: null, mdBudgetTo: null })).toEqual({
      from: 6200,
      to: 6600,
    });
    expect(headerRateRange({ hourlyRate: null, mdBudgetFrom: null, mdBudgetTo: null })).toBeNull();
  });
});
