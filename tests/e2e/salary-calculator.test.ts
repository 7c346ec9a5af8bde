import { describe, expect, inject, it } from 'vitest';
import { compareForms } from '../../core/salary/compare-forms.ts';
import { formatEur } from '../../app/features/salary/format.ts';
import { newPerson, SignUpPage } from './pages/account-pages.ts';
import { SALARY_TEXTS, SalaryCalculatorPage, type SalaryLang } from './pages/salary-pages.ts';
import { settled } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { setupBrowser } from './support/fixtures.ts';
import { linkTo, outboxMailbox } from './support/mailbox.ts';

const browser = setupBrowser();
const LANGS = Object.keys(SALARY_TEXTS) as SalaryLang[];
/** What the calculator must show: the same core the page runs, formatted for the language. */
const expected = (lang: SalaryLang, input: Parameters<typeof compareForms>[0]) => {
  const r = compareForms(input);
  return {
    winner: r.winner,
    net: (form: 'employment' | 'soleTrader' | 'company') => formatEur(lang, r[form].netMonthly),
  };
};
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe.each(LANGS)('salary calculator in %s', (lang) => {
  it('shows the three forms with a winner and updates them while typing, without a submit', async () => {
    const page = await browser.page({ locale: lang });
    const calc = new SalaryCalculatorPage(page, browser.baseUrl, lang);
    await calc.open();
    // The page opens with an example (3,000 a month, the default year).
    const initial = expected(lang, { year: 2026, budgetMonthly: 3000 });
    await expect.poll(() => calc.winner()).toBe(initial.winner);
    expect(nbsp(await calc.net('soleTrader'))).toBe(nbsp(initial.net('soleTrader')));
    const url = page.url();

    await calc.typeAmount('5400');
    const after = expected(lang, { year: 2026, budgetMonthly: 5400 });
    await expect.poll(async () => nbsp(await calc.net('employment'))).toBe(nbsp(after.net('employment')));
    expect(nbsp(await calc.net('company'))).toBe(nbsp(after.net('company')));
    await expect.poll(() => calc.winner()).toBe(after.winner);

    await calc.year.selectOption('2021');
    await calc.firstYear.check();
    const y2021 = expected(lang, { year: 2021, budgetMonthly: 5400, firstYear: true });
    await expect.poll(async () => nbsp(await calc.net('soleTrader'))).toBe(nbsp(y2021.net('soleTrader')));
    expect(page.url()).toBe(url); // computed in the browser: no navigation

    // Too little: the message in the page's language, the typed value stays.
    await calc.typeAmount('650');
    await calc.leaveAmount();
    await expect.poll(() => calc.errorText().isVisible()).toBe(true);
    expect(await calc.amount.inputValue()).toBe('650');
    await expect.poll(() => calc.signInInvitation().isVisible()).toBe(true);
    // The error state (message, last results kept) is accessible too.
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no accessibility violations', async () => {
    const page = await browser.page({ locale: lang });
    await new SalaryCalculatorPage(page, browser.baseUrl, lang).open();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('works without JavaScript: the form is sent and the server shows the same figures', async () => {
    const page = await browser.page({ locale: lang, javaScriptEnabled: false });
    const calc = new SalaryCalculatorPage(page, browser.baseUrl, lang);
    await calc.open();
    await calc.amount.fill('4 200,50');
    await calc.year.selectOption('2024');
    await calc.firstYear.check();
    await calc.calculate();
    const url = new URL(page.url());
    expect(url.searchParams.get('amount')).toBe('4 200,50');
    const want = expected(lang, { year: 2024, budgetMonthly: 4200.5, firstYear: true });
    for (const form of ['employment', 'soleTrader', 'company'] as const)
      expect(nbsp(await calc.net(form))).toBe(nbsp(want.net(form)));
    expect(await calc.winner()).toBe(want.winner);
    expect(await calc.firstYear.isChecked()).toBe(true);

    await calc.amount.fill('650');
    await calc.calculate();
    expect(await calc.errorText().isVisible()).toBe(true);
    expect(await calc.amount.inputValue()).toBe('650');
    expect(await calc.year.inputValue()).toBe('2024');
  });
});

describe('signed-in extras', () => {
  const base = inject('baseUrl');
  const mail = outboxMailbox(inject('dataDir'));

  it('after signing up and confirming the e-mail: every fund, the yearly view and market rates of a stack', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const person = newPerson('salary');
    const signUp = new SignUpPage(page, base);
    await signUp.open();
    await signUp.fill(person);
    await signUp.submit();
    await page.waitForURL((u) => !u.pathname.endsWith('/sign-up'));

    // Signed in but not confirmed: an invitation to confirm instead of the extras.
    const en = new SalaryCalculatorPage(page, base, 'en');
    await en.open();
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Confirm your e-mail address for the full breakdown' }).isVisible(),
      )
      .toBe(true);
    expect(await en.breakdown('employment').count()).toBe(0);

    const verification = await mail.waitFor(person.email, /confirm your e-mail address/i);
    await page.goto(linkTo(verification, '/en/verify-email?token='));
    await settled(page);

    for (const lang of LANGS) {
      const calc = new SalaryCalculatorPage(page, base, lang);
      await calc.open('?amount=4000&year=2025');
      await expect.poll(() => calc.breakdown('employment').isVisible()).toBe(true);
      const want = compareForms({ year: 2025, budgetMonthly: 4000 });
      const employment = calc.breakdown('employment');
      // Every employer fund is listed, with the gross solved from the budget.
      expect(await employment.getByRole('row').count()).toBeGreaterThanOrEqual(20);
      expect(nbsp((await employment.textContent()) ?? '')).toContain(
        nbsp(formatEur(lang, want.employment.grossMonthly)),
      );
      expect(nbsp((await calc.breakdown('soleTrader').textContent()) ?? '')).toContain(
        nbsp(formatEur(lang, want.soleTrader.netYearly)),
      );

      await calc.pickTechnologies(['TypeScript', 'React']);
      await calc.showMarketRates();
      await expect.poll(() => calc.marketRates().isVisible()).toBe(true);
      const typescript = (await calc.marketRow('TypeScript').textContent()) ?? '';
      expect(typescript).toMatch(/\d/);
      expect(typescript).toContain('€');
      expect(await calc.marketRow(calc.texts.wholeStack).isVisible()).toBe(true);
      const url = new URL(page.url());
      expect(url.searchParams.getAll('stack')).toEqual(['TypeScript', 'React']);
      expect(url.searchParams.get('amount')).toBe('4000');
      if (lang === 'en') expect(await axeViolations(page)).toEqual([]);
    }
  });
});
