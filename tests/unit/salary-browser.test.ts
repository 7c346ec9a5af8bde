import { build } from 'esbuild';
import fc from 'fast-check';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_YEARS } from '../../contracts/salary.ts';
import { calculateCompany } from '../../core/salary/calculate-company.ts';
import { calculateEmployment } from '../../core/salary/calculate-employment.ts';
import { calculateSoleTrader } from '../../core/salary/calculate-sole-trader.ts';
import { compareForms } from '../../core/salary/compare-forms.ts';
import { launchBrowser } from '../e2e/support/browser.ts';

/**
 * The calculators bundled for the browser (esbuild, platform browser, ES2020 as the page bundle
 * targets) and run in headless Chromium give the same figures as on the server, for many random
 * inputs.
 */
const ENTRY = `
  import { calculateCompany } from './core/salary/calculate-company.ts';
  import { calculateEmployment } from './core/salary/calculate-employment.ts';
  import { calculateSoleTrader } from './core/salary/calculate-sole-trader.ts';
  import { compareForms } from './core/salary/compare-forms.ts';
  const calculators = { calculateCompany, calculateEmployment, calculateSoleTrader, compareForms };
  globalThis.runSalary = (cases) => cases.map(([name, input]) => {
    try { return calculators[name](input); } catch (error) { return { error: error.name, fieldErrors: error.fieldErrors }; }
  });
`;

type Case = [keyof typeof calculators, Record<string, unknown>];
const calculators = { calculateCompany, calculateEmployment, calculateSoleTrader, compareForms };
const runInNode = (cases: Case[]) =>
  cases.map(([name, input]) => {
    try {
      return (calculators[name] as (i: unknown) => unknown)(input);
    } catch (error) {
      return { error: (error as Error).name, fieldErrors: (error as { fieldErrors?: unknown }).fieldErrors };
    }
  });

let browser: Browser;
let bundle: string;

beforeAll(async () => {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: path.resolve(import.meta.dirname, '../..'), loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0]!.text;
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('salary calculators in the browser', () => {
  it('give the same results in Chromium as in Node for random inputs, invalid ones included', async () => {
    const year = fc.constantFrom<number>(...TAX_YEARS, 2023);
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100),
      fc.integer({ min: 700_00, max: 100_000_000 }).map((c) => c / 100),
      fc.constantFrom(-1, 699.99, 1e12),
    );
    const kase: fc.Arbitrary<Case> = fc.oneof(
      fc.record({ year, grossMonthly: amount }).map((i): Case => ['calculateEmployment', i]),
      fc
        .record({ year, revenueYearly: amount.map((a) => a * 12), firstYear: fc.boolean() })
        .map((i): Case => ['calculateSoleTrader', i]),
      fc
        .record({
          year,
          revenueYearly: amount.map((a) => a * 12),
          ownerGrossMonthly: fc.constantFrom(0, 1_500, 4_000),
        })
        .map((i): Case => ['calculateCompany', i]),
      fc
        .record({ year, budgetMonthly: amount, firstYear: fc.boolean() })
        .map((i): Case => ['compareForms', i]),
    );
    const cases = fc.sample(kase, { numRuns: 400, seed: 20_261_123 });
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>salary</title>');
    await page.addScriptTag({ content: bundle });
    const inBrowser = await page.evaluate(
      (c) => (globalThis as never as { runSalary: (c: unknown) => unknown }).runSalary(c),
      cases,
    );
    expect(inBrowser).toEqual(runInNode(cases));
    // The sample really covers valid results of every calculator and errors.
    const valid = runInNode(cases).filter((r) => !(r as { error?: string }).error).length;
    expect(valid).toBeGreaterThan(100);
    expect(valid).toBeLessThan(cases.length);
  });
});
