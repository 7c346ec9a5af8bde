import { describe, expect, it } from 'vitest';
import {
  computeWage,
  technologyClasses,
  type ProgrammerWageInput,
  type TesterWageInput,
} from '../../core/questionnaire/compute-wage.ts';
import { technologies } from '../../db/seed/data/technologies.ts';

/** The seeded categories: PHP, HTML basic; Java backend; TypeScript frontend; AWS 30, Kotlin 20, Python 10. */
const classes = technologyClasses(technologies.map((t) => ({ ...t, bonus: t.bonus ?? 0 })));

const programmer = (overrides: Partial<ProgrammerWageInput> = {}): ProgrammerWageInput => ({
  profession: 'programmer',
  overalPraxis: 0,
  isTeamleader: false,
  isArchitect: false,
  technologiesKnown: [],
  ...overrides,
});
const tester = (overrides: Partial<TesterWageInput> = {}): TesterWageInput => ({
  profession: 'tester',
  overalPraxis: 0,
  manualTester: true,
  CIexperience: false,
  performanceExperience: false,
  ...overrides,
});
const wage = (input: ProgrammerWageInput | TesterWageInput) => computeWage(input, classes).wage;
const kinds = (input: ProgrammerWageInput | TesterWageInput) =>
  computeWage(input, classes).components.map((c) => c.kind);

// Praxis 0..7 onto the seven-step tables: one step per year, six and seven years share the last (ADR 015).
const BASIC = [60, 90, 90, 120, 140, 180, 210, 210];
const OTHER = [100, 120, 140, 180, 210, 230, 240, 240];
const MANUAL = [60, 70, 100, 100, 120, 150, 180, 180];
const AUTOMATED = [100, 140, 160, 160, 200, 220, 240, 240];

describe('programmer base by praxis', () => {
  for (let p = 0; p <= 7; p++) {
    it(`praxis ${p}: basic technologies only → ${BASIC[p]}, any other technology → ${OTHER[p]}`, () => {
      expect(wage(programmer({ overalPraxis: p, technologiesKnown: ['PHP', 'HTML'] }))).toBe(BASIC[p]);
      expect(wage(programmer({ overalPraxis: p }))).toBe(BASIC[p]);
      // C++ is neither basic, backend, frontend nor special: the other-technology table, no bonus.
      expect(wage(programmer({ overalPraxis: p, technologiesKnown: ['PHP', 'C++'] }))).toBe(OTHER[p]);
    });
  }

  it('counts a technology it does not know as an "other" one, whatever its case', () => {
    expect(wage(programmer({ overalPraxis: 2, technologiesKnown: ['php'] }))).toBe(90);
    expect(wage(programmer({ overalPraxis: 2, technologiesKnown: ['Brainfuck'] }))).toBe(140);
  });

  it('refuses praxis outside 0–7', () => {
    expect(() => wage(programmer({ overalPraxis: 8 }))).toThrow(RangeError);
    expect(() => wage(programmer({ overalPraxis: -1 }))).toThrow(RangeError);
    expect(() => wage(tester({ overalPraxis: 2.5 }))).toThrow(RangeError);
  });
});

describe('programmer bonuses', () => {
  it('team leader adds 20 with praxis above 3 (4), not at 3', () => {
    expect(wage(programmer({ overalPraxis: 4, isTeamleader: true }))).toBe(BASIC[4]! + 20);
    expect(wage(programmer({ overalPraxis: 3, isTeamleader: true }))).toBe(BASIC[3]);
  });

  it('architect adds 30 with praxis above 4 (5), not at 4', () => {
    expect(wage(programmer({ overalPraxis: 5, isArchitect: true }))).toBe(BASIC[5]! + 30);
    expect(wage(programmer({ overalPraxis: 4, isArchitect: true }))).toBe(BASIC[4]);
  });

  it('a known backend and a known frontend technology add 20 each, once per kind (ADR 015)', () => {
    expect(wage(programmer({ overalPraxis: 1, technologiesKnown: ['Java'] }))).toBe(OTHER[1]! + 20);
    expect(wage(programmer({ overalPraxis: 1, technologiesKnown: ['TypeScript'] }))).toBe(OTHER[1]! + 20);
    expect(wage(programmer({ overalPraxis: 1, technologiesKnown: ['Java', 'TypeScript'] }))).toBe(
      OTHER[1]! + 40,
    );
    expect(
      wage(programmer({ overalPraxis: 1, technologiesKnown: ['Java', 'C#', 'TypeScript', 'JavaScript'] })),
    ).toBe(OTHER[1]! + 40);
    const parts = computeWage(
      programmer({ technologiesKnown: ['C#', 'Java', 'JavaScript'] }),
      classes,
    ).components;
    expect(parts).toContainEqual({ kind: 'backend', technology: 'C#', amount: 20 });
    expect(parts).toContainEqual({ kind: 'frontend', technology: 'JavaScript', amount: 20 });
  });

  it('counts only the two highest special-technology bonuses', () => {
    expect(wage(programmer({ overalPraxis: 0, technologiesKnown: ['Python'] }))).toBe(100 + 10);
    expect(wage(programmer({ overalPraxis: 0, technologiesKnown: ['Python', 'Kotlin', 'AWS'] }))).toBe(
      100 + 30 + 20,
    );
    const specials = computeWage(programmer({ technologiesKnown: ['Python', 'Kotlin', 'AWS'] }), classes)
      .components.filter((c) => c.kind === 'special')
      .map((c) => ('technology' in c ? c.technology : ''));
    expect(specials).toEqual(['AWS', 'Kotlin']);
  });

  it('takes the special categories and bonuses it is given (data, not code)', () => {
    const custom = technologyClasses([
      { name: 'Elm', category: 'special', bonus: 40 },
      { name: 'Java', category: 'basic', bonus: 0 },
      { name: 'Haskell', category: 'other', bonus: 25 },
    ]);
    expect(computeWage(programmer({ technologiesKnown: ['Java'] }), custom).wage).toBe(60);
    expect(computeWage(programmer({ technologiesKnown: ['Java', 'Elm'] }), custom).wage).toBe(140);
    // A bonus counts only for a special technology.
    expect(computeWage(programmer({ technologiesKnown: ['Haskell'] }), custom).wage).toBe(100);
  });

  it('caps the total at 350 and shows the cut', () => {
    const everything = programmer({
      overalPraxis: 7,
      isTeamleader: true,
      isArchitect: true,
      technologiesKnown: ['Java', 'TypeScript', 'AWS', 'Kotlin'],
    });
    // 240 + 20 + 30 + 20 + 20 + 30 + 20 = 380 → 350
    const estimate = computeWage(everything, classes);
    expect(estimate.wage).toBe(350);
    expect(estimate.components.at(-1)).toEqual({ kind: 'cap', amount: -30 });
    expect(estimate.components.reduce((s, c) => s + c.amount, 0)).toBe(350);
    // Just under the cap: no cut.
    const under = programmer({ ...everything, technologiesKnown: ['Java', 'TypeScript', 'Python'] });
    expect(wage(under)).toBe(240 + 20 + 30 + 20 + 20 + 10);
    expect(kinds(under)).not.toContain('cap');
  });
});

describe('tester', () => {
  for (let p = 0; p <= 7; p++) {
    it(`praxis ${p}: manual ${MANUAL[p]}, automated ${AUTOMATED[p]}`, () => {
      expect(wage(tester({ overalPraxis: p }))).toBe(MANUAL[p]);
      expect(wage(tester({ overalPraxis: p, manualTester: false }))).toBe(AUTOMATED[p]);
    });
  }

  it('CI experience adds 20 from praxis 2, not at 1', () => {
    expect(wage(tester({ overalPraxis: 2, CIexperience: true }))).toBe(MANUAL[2]! + 20);
    expect(wage(tester({ overalPraxis: 1, CIexperience: true }))).toBe(MANUAL[1]);
  });

  it('performance testing adds 80 from praxis 3, not at 2', () => {
    expect(wage(tester({ overalPraxis: 3, performanceExperience: true }))).toBe(MANUAL[3]! + 80);
    expect(wage(tester({ overalPraxis: 2, performanceExperience: true }))).toBe(MANUAL[2]);
  });

  it('adds both with the automated base and lists each part', () => {
    const input = tester({
      overalPraxis: 7,
      manualTester: false,
      CIexperience: true,
      performanceExperience: true,
    });
    expect(computeWage(input, classes)).toEqual({
      wage: 340,
      components: [
        { kind: 'base', table: 'automated', praxis: 7, amount: 240 },
        { kind: 'ci', amount: 20 },
        { kind: 'performance', amount: 80 },
      ],
    });
  });
});
