import {
  PRAXIS_MAX,
  PRAXIS_MIN,
  PROGRAMMER_WAGE_CAP,
  SPECIAL_BONUSES_COUNTED,
  WAGE_BONUSES,
  WAGE_TABLES,
  technologyCategories,
  type TechnologyCategory,
  type WageTable,
} from '../../contracts/questionnaire.ts';

/** How the formula sees one technology: its category and, for a special one, its bonus. */
export interface TechnologyClass {
  category: TechnologyCategory;
  bonus: number;
}

/** Technology name (any case) → its class; names it does not know count as "other". */
export type TechnologyClasses = ReadonlyMap<string, TechnologyClass>;

export type ProgrammerWageInput = {
  profession: 'programmer';
  overalPraxis: number;
  isTeamleader: boolean;
  isArchitect: boolean;
  technologiesKnown: readonly string[];
};

export type TesterWageInput = {
  profession: 'tester';
  overalPraxis: number;
  manualTester: boolean;
  CIexperience: boolean;
  performanceExperience: boolean;
};

/** One part of the wage, in the order the formula adds them. */
export type WageComponent =
  | { kind: 'base'; table: WageTable; praxis: number; amount: number }
  | { kind: 'teamLeader' | 'architect' | 'ci' | 'performance'; amount: number }
  | { kind: 'backend' | 'frontend' | 'special'; technology: string; amount: number }
  /** The cut that brings a programmer's total down to the cap (a negative amount). */
  | { kind: 'cap'; amount: number };

export interface WageEstimate {
  /** Daily rate in EUR. */
  wage: number;
  components: WageComponent[];
}

/**
 * Index of praxis 0–7 in the seven-step tables (ADR 015): a step per year from "less than a year",
 * the last step reached at six years and kept for seven or more.
 */
export function tableStep(praxis: number): number {
  if (!Number.isInteger(praxis) || praxis < PRAXIS_MIN || praxis > PRAXIS_MAX)
    throw new RangeError(`praxis must be a whole number ${PRAXIS_MIN}–${PRAXIS_MAX}, got ${praxis}`);
  return Math.min(praxis, WAGE_TABLES.basic.length - 1);
}

const classOf = (classes: TechnologyClasses, name: string): TechnologyClass =>
  classes.get(name.trim().toLowerCase()) ?? { category: 'other', bonus: 0 };

/**
 * The adequate daily rate of docs/product/constants.md with each part that applied (ADR 015):
 *
 * Programmer: base from the basic-technology table when every known technology is a basic one (or
 * none is given), else from the other-technology table; + 20 team leader with praxis > 3; + 30
 * architect with praxis > 4; + 20 for a known backend technology and + 20 for a known frontend one;
 * + the two highest special-technology bonuses; at most 350.
 *
 * Tester: manual or automated base; + 20 CI experience with praxis ≥ 2; + 80 performance testing with
 * praxis ≥ 3.
 */
export function computeWage(
  input: ProgrammerWageInput | TesterWageInput,
  classes: TechnologyClasses,
): WageEstimate {
  const step = tableStep(input.overalPraxis);
  const p = input.overalPraxis;
  const components: WageComponent[] = [];
  const bonus = (kind: 'teamLeader' | 'architect' | 'ci' | 'performance', given: boolean) => {
    const rule = WAGE_BONUSES[kind];
    if (given && p >= rule.minPraxis) components.push({ kind, amount: rule.amount });
  };

  if (input.profession === 'tester') {
    const table: WageTable = input.manualTester ? 'manual' : 'automated';
    components.push({ kind: 'base', table, praxis: p, amount: WAGE_TABLES[table][step]! });
    bonus('ci', input.CIexperience);
    bonus('performance', input.performanceExperience);
    return { wage: sum(components), components };
  }

  const known = input.technologiesKnown.map((name) => ({ name, ...classOf(classes, name) }));
  const table: WageTable = known.some((t) => t.category !== 'basic') ? 'other' : 'basic';
  components.push({ kind: 'base', table, praxis: p, amount: WAGE_TABLES[table][step]! });
  bonus('teamLeader', input.isTeamleader);
  bonus('architect', input.isArchitect);
  for (const kind of ['backend', 'frontend'] as const) {
    const first = known.find((t) => t.category === kind);
    if (first) components.push({ kind, technology: first.name, amount: WAGE_BONUSES[kind].amount });
  }
  const specials = known
    .filter((t) => t.category === 'special' && t.bonus > 0)
    // The highest bonuses; among equal ones, the technology named first.
    .map((t, order) => ({ ...t, order }))
    .sort((a, b) => b.bonus - a.bonus || a.order - b.order)
    .slice(0, SPECIAL_BONUSES_COUNTED);
  for (const t of specials) components.push({ kind: 'special', technology: t.name, amount: t.bonus });
  const total = sum(components);
  if (total > PROGRAMMER_WAGE_CAP) components.push({ kind: 'cap', amount: PROGRAMMER_WAGE_CAP - total });
  return { wage: Math.min(total, PROGRAMMER_WAGE_CAP), components };
}

const sum = (components: readonly WageComponent[]) => components.reduce((s, c) => s + c.amount, 0);

/** The classes of a technology list (rows of the `expertise` table), keyed for `computeWage`. */
export function technologyClasses(
  rows: readonly { name: string; category: string; bonus: number }[],
): TechnologyClasses {
  return new Map(
    rows.map((r) => [
      r.name.trim().toLowerCase(),
      {
        category: (technologyCategories as readonly string[]).includes(r.category)
          ? (r.category as TechnologyCategory)
          : 'other',
        bonus: r.category === 'special' ? r.bonus : 0,
      },
    ]),
  );
}
