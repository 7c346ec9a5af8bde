import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCvPeriod } from '../../contracts/cv-sheet.ts';
import { computeExperience } from '../../core/cv/compute-experience.ts';

const years = (rows: { technology: string; years: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.technology, r.years]));

describe('years per technology from employment periods', () => {
  it('counts overlapping periods with the same technology once', () => {
    const rows = computeExperience(
      [
        { from: '2015-01-01', to: '2018-12-31', technologies: ['Java', 'SQL'] },
        // Two years inside the first period: Java does not grow, Kotlin counts on its own.
        { from: '2017-01-01', to: '2018-12-31', technologies: ['java', 'Kotlin'] },
        // Adjacent to the first period: continues it.
        { from: '2019-01-01', to: '2020-12-31', technologies: ['Java'] },
      ],
      '2026-11-25',
    );
    expect(years(rows)).toEqual({ Java: 6, SQL: 4, Kotlin: 2 });
    // Longest first; the first spelling is kept.
    expect(rows.map((r) => r.technology)).toEqual(['Java', 'SQL', 'Kotlin']);
  });

  it('counts a period known only by its years as whole years, and writes it as years', () => {
    expect(
      years(computeExperience([{ from: '2010', to: '2015', technologies: ['Java'] }], '2026-11-25')),
    ).toEqual({ Java: 6 });
    expect(formatCvPeriod('sk', '2010', '2015', 'súčasnosť')).toBe('2010 – 2015');
    expect(formatCvPeriod('en', '2010', null, 'present')).toBe('2010 – present');
    expect(formatCvPeriod('en', '2009-09', '2015', 'present')).toBe('September 2009 – 2015');
  });

  it('runs "present" up to today and counts nothing after it', () => {
    expect(
      years(computeExperience([{ from: '2024-11-26', to: null, technologies: ['Go'] }], '2026-11-25')),
    ).toEqual({
      Go: 2,
    });
    expect(
      years(computeExperience([{ from: '2025-11-26', to: '2030-01', technologies: ['Rust'] }], '2026-11-25')),
    ).toEqual({ Rust: 1 });
    expect(
      computeExperience([{ from: '2027-01', to: null, technologies: ['Elixir'] }], '2026-11-25'),
    ).toEqual([]);
  });

  it('reads months as whole months: 2019-03 to 2020-02 is one year', () => {
    expect(
      years(computeExperience([{ from: '2019-03', to: '2020-02', technologies: ['PHP'] }], '2026-11-25')),
    ).toEqual({
      PHP: 1,
    });
  });

  it('never counts more than the union of all periods, nor less than the longest one', () => {
    const day = fc
      .integer({ min: 0, max: 9000 })
      .map((n) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const period = fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));
    fc.assert(
      fc.property(fc.array(period, { minLength: 1, maxLength: 6 }), (periods) => {
        const [row] = computeExperience(
          periods.map((p) => ({ ...p, technologies: ['SQL'] })),
          '2030-01-01',
        );
        const length = (p: { from: string; to: string }) =>
          (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 + 1;
        const longest = Math.max(...periods.map(length)) / 365.25;
        const sum = periods.map(length).reduce((a, b) => a + b, 0) / 365.25;
        expect(row!.years).toBeGreaterThanOrEqual(Math.round(longest * 10) / 10 - 0.05);
        expect(row!.years).toBeLessThanOrEqual(Math.round(sum * 10) / 10 + 0.05);
      }),
    );
  });
});
