import { describe, expect, it } from 'vitest';
import { DEFAULT_CALCULATOR_AMOUNT, DEFAULT_TAX_YEAR } from '../../contracts/salary.ts';
import { compareForms } from '../../core/salary/compare-forms.ts';
import { WorkTypesPage } from './pages/work-types-page.ts';
import { axeViolationsAt } from './support/axe.ts';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();

/** A net monthly figure as the page shows it in a language (whole euros). */
const shown = (locale: string, amount: number) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount)} €`.replace(/\s+/g, ' ');

describe('comparison of forms of work', () => {
  it('shows the take-home pay of the default amount and year (Slovak)', async () => {
    const page = new WorkTypesPage(await browser.page(), browser.baseUrl, 'sk');
    await page.open();
    const expected = compareForms({ year: DEFAULT_TAX_YEAR, budgetMonthly: DEFAULT_CALCULATOR_AMOUNT });
    expect((await page.resultsHeading().textContent())?.replace(/\s+/g, ' ')).toBe(
      'Koľko vám zostane z 3 000 € mesačne',
    );
    for (const form of ['employment', 'soleTrader', 'company'] as const)
      expect(await page.netMonthly(form)).toBe(shown('sk', expected[form].netMonthly));
    // The prose quotes the year's parameters: employee health 5 % in 2026.
    expect(await page.topicCard('Dane a odvody', 'Zamestnanie').textContent()).toContain(
      'zdravotné poistenie 5 % a sociálne 9,4 %',
    );
  });

  it('recomputes for a chosen amount and year (English), and the texts follow the year', async () => {
    const page = new WorkTypesPage(await browser.page({ locale: 'en-GB' }), browser.baseUrl, 'en');
    await page.open();
    await page.compare({ amount: '5000', year: 2025 });
    const expected = compareForms({ year: 2025, budgetMonthly: 5000 });
    expect((await page.resultsHeading().textContent())?.replace(/\s+/g, ' ')).toBe(
      'What you keep of €5,000 a month',
    );
    for (const form of ['employment', 'soleTrader', 'company'] as const)
      expect(await page.netMonthly(form)).toBe(shown('en', expected[form].netMonthly));
    expect(await page.topicCard('Taxes and levies', 'Employment').textContent()).toContain(
      'The employee pays 4 % health and 9.4 % social insurance',
    );
    expect(await page.topicCard('Taxes and levies', 'Limited company').textContent()).toContain(
      '10 % on revenue up to €100,000',
    );
  });

  it('works without JavaScript (German): the form is sent as a link, first year included', async () => {
    const page = new WorkTypesPage(
      await browser.page({ locale: 'de-DE', javaScriptEnabled: false }),
      browser.baseUrl,
      'de',
    );
    await page.open('?amount=4200&year=2024');
    const expected = compareForms({ year: 2024, budgetMonthly: 4200 });
    expect(await page.netMonthly('soleTrader')).toBe(shown('de', expected.soleTrader.netMonthly));

    await page.compare({ amount: '4200', year: 2024, firstYear: true });
    expect(new URL(page.page.url()).searchParams.get('firstYear')).toBe('on');
    const firstYear = compareForms({ year: 2024, budgetMonthly: 4200, firstYear: true });
    expect(firstYear.soleTrader.netMonthly).toBeGreaterThan(expected.soleTrader.netMonthly);
    expect(await page.netMonthly('soleTrader')).toBe(shown('de', firstYear.soleTrader.netMonthly));
    // 2024 had a minimum corporate tax: the first-year card says so, with the year's smallest amount.
    expect(await page.topicCard('Erstes Jahr', 'GmbH').textContent()).toContain(
      'Mindeststeuer von mindestens 340 €',
    );
  });

  it('tells about an amount it cannot use and shows the default instead', async () => {
    const page = new WorkTypesPage(await browser.page({ locale: 'en-GB' }), browser.baseUrl, 'en');
    await page.open('?amount=12');
    expect(await page.amountError().textContent()).toContain('Please enter an amount from €700');
    expect((await page.resultsHeading().textContent())?.replace(/\s+/g, ' ')).toBe(
      'What you keep of €3,000 a month',
    );
  });

  it('has no axe violations (WCAG 2.2 AA) in any language', async () => {
    for (const prefix of ['', '/en', '/de']) {
      const page = await browser.page();
      const url = `${browser.baseUrl}${prefix}/work-types-comparison?amount=abc`;
      expect(await axeViolationsAt(page, url), prefix).toEqual([]);
      await page.context().close();
    }
  });
});
