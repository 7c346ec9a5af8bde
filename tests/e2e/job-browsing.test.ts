import { describe, expect, it } from 'vitest';
import { JobsPage } from './pages/jobs-page.ts';
import { validRegistration } from '../factories/registration.ts';
import { signUpInBrowser } from './support/api.ts';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();

describe('job list', () => {
  it('finds "vývojár" with and without diacritics, ignoring case', async () => {
    const jobs = new JobsPage(await browser.page(), browser.baseUrl);
    await jobs.open();
    const all = await jobs.resultCount();
    await jobs.search('vyvojar');
    const plain = await jobs.resultCount();
    expect(plain).toBeGreaterThan(0);
    expect(plain).toBeLessThan(all);
    expect((await jobs.cardTitles()).some((t) => /vývojár/i.test(t))).toBe(true);
    await jobs.search('VÝVOJÁR');
    expect(await jobs.resultCount()).toBe(plain);
  });

  it('narrows the list by each filter and shows it in the URL', async () => {
    const jobs = new JobsPage(await browser.page(), browser.baseUrl);
    await jobs.open();
    const all = await jobs.resultCount();

    await jobs.toggle(/profesia/i, /backend vývojár/i, 'profession');
    const backend = await jobs.resultCount();
    expect(backend).toBeLessThan(all);
    expect(await jobs.cards.filter({ hasNotText: 'Backend vývojár' }).count()).toBe(0);

    await jobs.toggle(/miesto/i, /bratislava/i, 'city');
    expect(await jobs.resultCount()).toBeLessThanOrEqual(backend);

    for (const [group, option, param] of [
      [/forma spolupráce/i, /kontrakt/i, 'type'],
      [/seniorita/i, /senior/i, 'level'],
      [/jazyk ponuky/i, /slovenčina/i, 'language'],
    ] as const) {
      await jobs.open();
      await jobs.toggle(group, option, param);
      const count = await jobs.resultCount();
      expect(count, param).toBeGreaterThan(0);
      expect(count, param).toBeLessThan(all);
    }

    await jobs.open();
    await jobs.addExpertise('Java');
    const java = await jobs.resultCount();
    expect(java).toBeGreaterThan(0);
    expect(java).toBeLessThan(all);
    await expect
      .poll(() => jobs.page.getByRole('link', { name: /odstrániť technológiu java/i }).count())
      .toBe(1);

    for (const [label, value, param] of [
      [/hodinová sadzba od/i, '60', 'rateMin'],
      [/mesačná mzda od/i, '4000', 'salaryMin'],
      [/hodinová sadzba do/i, '30', 'rateMax'],
      [/mesačná mzda do/i, '2500', 'salaryMax'],
    ] as const) {
      await jobs.open();
      await jobs.page.getByLabel(label).fill(value);
      await Promise.all([
        jobs.page.waitForURL(new RegExp(`${param}=${value}`)),
        jobs.page.getByRole('button', { name: /použiť filtre/i }).click(),
      ]);
      await jobs.settled();
      const count = await jobs.resultCount();
      expect(count, param).toBeLessThan(all);
    }
  });

  it('pages through results and the back button restores filters and page', async () => {
    const jobs = new JobsPage(await browser.page(), browser.baseUrl);
    await jobs.open();
    const firstPage = await jobs.cardTitles();
    await Promise.all([
      jobs.page.waitForURL(/page=2/),
      jobs.page.getByRole('link', { name: /^strana 2$/i }).click(),
    ]);
    await jobs.settled();
    expect(await jobs.page.getByRole('link', { name: /^strana 2$/i }).getAttribute('aria-current')).toBe(
      'page',
    );
    const secondPage = await jobs.cardTitles();
    expect(secondPage).not.toEqual(firstPage);

    await jobs.toggle(/forma spolupráce/i, /kontrakt/i, 'type');
    const contracts = await jobs.resultCount();
    await jobs.toggle(/profesia/i, /tester/i, 'profession');
    expect(await jobs.resultCount()).toBeLessThan(contracts);

    await jobs.page.goBack();
    await jobs.page.waitForURL(
      (url) => url.searchParams.get('type') === 'contract' && !url.searchParams.has('profession'),
    );
    await jobs.settled();
    expect(await jobs.resultCount()).toBe(contracts);
    expect(
      await jobs.page
        .getByRole('group', { name: /forma spolupráce/i })
        .getByRole('checkbox', { name: /kontrakt/i })
        .isChecked(),
    ).toBe(true);
    expect(
      await jobs.page
        .getByRole('group', { name: /profesia/i })
        .getByRole('checkbox', { name: /tester/i })
        .isChecked(),
    ).toBe(false);

    await jobs.page.goBack();
    await jobs.page.waitForURL(/page=2/);
    await jobs.settled();
    expect(await jobs.cardTitles()).toEqual(secondPage);
  });

  it('shows the recruiter job while the next result page is loading', async () => {
    const page = await browser.page();
    const jobs = new JobsPage(page, browser.baseUrl);
    await jobs.open();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/jobs.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('group', { name: /profesia/i })
      .getByRole('checkbox', { name: /tester/i })
      .check();
    await page.getByTestId('pending-recruiter').waitFor();
    expect(await page.getByTestId('pending-recruiter').innerText()).toMatch(/IT recruiter/);
    release();
    await page.waitForURL(/profession=TESTER/);
    await jobs.settled();
    await expect.poll(() => page.getByTestId('pending-recruiter').count()).toBe(0);
  });

  it('keeps the query and explains when a link carries invalid filters', async () => {
    const page = await browser.page();
    const response = await page.goto(`${browser.baseUrl}/jobs?q=java&profession=WIZARD&page=-4`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('alert').innerText()).toMatch(/neboli platné/);
    expect(await page.getByRole('searchbox', { name: /kľúčové slovo/i }).inputValue()).toBe('java');
  });

  it('works without JavaScript: search and filters are a plain form', async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto(`${browser.baseUrl}/jobs`);
    await page.getByRole('searchbox', { name: /kľúčové slovo/i }).fill('java');
    await Promise.all([
      page.waitForURL(/q=java/),
      page.getByRole('button', { name: /použiť filtre/i }).click(),
    ]);
    expect(await page.locator('article[data-job-id]').count()).toBeGreaterThan(0);
  });

  it('on a phone the results come first: the first job card is on the first screen, the filters in a drawer that counts them', async () => {
    const page = await browser.page({ locale: 'de-DE' });
    await page.setViewportSize({ width: 390, height: 844 });
    const jobs = new JobsPage(page, browser.baseUrl);
    await jobs.open('/de/jobs?workplace=hybrid&language=sk');
    const card = await jobs.cards.first().boundingBox();
    expect(card, 'a job card').not.toBeNull();
    expect(card!.y).toBeLessThan(844 - 100);
    // The drawer is closed; its summary names the two active filters, for screen readers in words.
    const drawer = page.locator('summary').filter({ hasText: 'Filter' });
    expect(await page.getByRole('group', { name: /arbeitsort/i }).isVisible()).toBe(false);
    expect(await drawer.getByTestId('active-filters').innerText()).toMatch(/^2\b/);
    expect(await drawer.getByText('2 aktive Filter').count()).toBe(1);
    // The result count is announced when it changes.
    expect(await jobs.resultsHeading.getAttribute('aria-live')).toBe('polite');
    const before = await jobs.resultCount();
    await drawer.click();
    await jobs.toggle(/arbeitsort/i, /remote/i, 'workplace');
    expect(await jobs.resultCount()).toBeGreaterThanOrEqual(before);
    await expect.poll(() => drawer.getByText('3 aktive Filter').count()).toBe(1);
  });

  it('the drawer opens without JavaScript too', async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${browser.baseUrl}/jobs?workplace=remote`);
    const sort = page.getByLabel(/zoradiť podľa/i);
    expect(await sort.isVisible()).toBe(false);
    await page.locator('summary').filter({ hasText: 'Filtre' }).click();
    expect(await sort.isVisible()).toBe(true);
    expect(await page.getByText('1 aktívny filter').count()).toBe(1);
  });

  it('folds the filters into a disclosure on a phone and keeps it open while filtering', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    const jobs = new JobsPage(page, browser.baseUrl);
    await jobs.open();
    const profession = page.getByRole('group', { name: /profesia/i });
    expect(await profession.isVisible()).toBe(false);
    await page.getByText('Filtre', { exact: true }).click();
    await jobs.toggle(/profesia/i, /tester/i, 'profession');
    expect(await profession.isVisible()).toBe(true);
    expect(await page.locator('summary').filter({ hasText: 'Filtre' }).innerText()).toContain('1');
  });
});

describe('what the job list shows and matches', () => {
  it('"java" finds Java jobs, not JavaScript ones; "javascript" finds those', async () => {
    const jobs = new JobsPage(await browser.page(), browser.baseUrl);
    await jobs.open();
    await jobs.search('javascript');
    const javascript = await jobs.cardTitles();
    expect(javascript.some((t) => /\(JavaScript\)/.test(t))).toBe(true);
    await jobs.search('java');
    expect(await jobs.resultCount()).toBeGreaterThan(0);
    const java = await jobs.cardTitles();
    expect(java.some((t) => /\bJava\b/.test(t))).toBe(true);
    expect(java.filter((t) => /\(JavaScript\)/.test(t))).toEqual([]);
  });

  it('a technology typed in part is matched, and the list says which one', async () => {
    const jobs = new JobsPage(await browser.page(), browser.baseUrl);
    await jobs.open();
    await jobs.addExpertise('kotl');
    expect(await jobs.resultCount()).toBeGreaterThan(0);
    await expect.poll(() => jobs.page.getByText('„kotl“ znamená Kotlin').isVisible()).toBe(true);
  });

  it('on a phone, remote / hybrid / on site and the offer language are one tap away in the drawer', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    const jobs = new JobsPage(page, browser.baseUrl);
    await jobs.open('/en/jobs');
    const all = await jobs.resultCount();
    const workplace = page.getByRole('group', { name: /where you work/i });
    expect(await workplace.isVisible()).toBe(false);
    await page.getByText('Filters', { exact: true }).click();
    expect(await workplace.isVisible()).toBe(true);
    await jobs.toggle(/where you work/i, /remote/i, 'workplace');
    const remote = await jobs.resultCount();
    expect(remote).toBeGreaterThan(0);
    expect(remote).toBeLessThan(all);
    expect(await jobs.cards.filter({ hasNotText: /remote/i }).count()).toBe(0);
    expect(await page.getByRole('group', { name: /language of the offer/i }).isVisible()).toBe(true);
    await jobs.toggle(/language of the offer/i, /english/i, 'language');
    expect(await jobs.resultCount()).toBeLessThanOrEqual(remote);
  });

  it('filters and sorts by net pay, and each card and job page shows what one keeps', async () => {
    const jobs = new JobsPage(await browser.page(), browser.baseUrl);
    await jobs.open();
    const all = await jobs.resultCount();
    await jobs.page.getByLabel(/čistý príjem mesačne od/i).fill('5000');
    await Promise.all([
      jobs.page.waitForURL(
        (url) => url.searchParams.get('netMin') === '5000' && url.searchParams.get('sort') === 'net',
      ),
      jobs.page.getByLabel(/zoradiť/i).selectOption('net'),
    ]);
    await jobs.settled();
    const count = await jobs.resultCount();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
    const figures = await jobs.cards.getByTestId('net-pay-figure').allInnerTexts();
    expect(figures).toHaveLength(await jobs.cards.count());
    for (const figure of figures)
      expect(figure).toMatch(
        /^≈ \d{1,3}(\s\d{3})*\s€ v čistom mesačne (na živnosť|cez s\.r\.o\.|ako zamestnanec)$/,
      );

    await jobs.open('/de/jobs?netMin=5000&sort=net');
    expect(await jobs.resultCount()).toBe(count);
    const german = await jobs.cards.getByTestId('net-pay-figure').first().innerText();
    expect(german).toMatch(/^≈ €\s\d{1,3}(\.\d{3})* netto\/Monat/);

    await Promise.all([jobs.page.waitForURL(/\/de\/jobs\/\d+/), jobs.cards.first().locator('h2 a').click()]);
    await jobs.settled();
    const table = jobs.page.getByTestId('net-pay-table');
    expect(await table.getByRole('heading').innerText()).toBe('Was Ihnen monatlich bleibt');
    expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(1);
    const calculator = await table.getByRole('link', { name: /gehaltsrechner/i }).getAttribute('href');
    expect(calculator).toMatch(/^\/de\/salary-calculator\?amount=\d+(\.\d+)?&year=20\d\d$/);
  });

  it('offers "best match first" to a signed-in candidate only; a CV without technologies says what to add', async () => {
    const visitor = new JobsPage(await browser.page(), browser.baseUrl);
    await visitor.open('/jobs?sort=match');
    expect(await visitor.page.getByRole('alert').innerText()).toMatch(/neboli platné/);
    expect(await visitor.page.locator('#job-sort option[value="match"]').count()).toBe(0);
    expect(await visitor.cards.getByTestId('match-chip').count()).toBe(0);

    const page = await browser.page();
    await signUpInBrowser(page, browser.baseUrl, validRegistration());
    const jobs = new JobsPage(page, browser.baseUrl);
    await jobs.open();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('sort') === 'match'),
      page.getByLabel(/zoradiť/i).selectOption('match'),
    ]);
    await jobs.settled();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await jobs.resultCount()).toBeGreaterThan(0);
    // No technologies on the CV: no score anywhere, never a 0 that reads as a verdict.
    expect(await jobs.cards.getByTestId('match-chip').count()).toBe(0);
    await Promise.all([page.waitForURL(/\/jobs\/\d+/), jobs.cards.first().locator('h2 a').click()]);
    await jobs.settled();
    const panel = page.getByTestId('match-panel');
    expect(await panel.innerText()).toMatch(/Pridajte si do životopisu technológie/);
    expect(await panel.getByRole('link', { name: 'Upraviť životopis' }).getAttribute('href')).toBe(
      '/profile/cv',
    );
  });

  it('ended jobs are neither on the list nor among the top offers of the home page', async () => {
    const page = await browser.page();
    const jobs = new JobsPage(page, browser.baseUrl);
    await jobs.open('/en/jobs');
    expect(await jobs.cards.count()).toBeGreaterThan(0);
    expect(await jobs.cards.filter({ hasText: /not available/i }).count()).toBe(0);
    await jobs.open('/en');
    expect(await page.locator('article[data-job-id]').count()).toBeGreaterThan(0);
    expect(
      await page
        .locator('article[data-job-id]')
        .filter({ hasText: /not available/i })
        .count(),
    ).toBe(0);
  });
});

describe('loading a page', () => {
  it('paints the text before the scripts are fetched, then searches without reloading the page', async () => {
    const jobs = new JobsPage(await browser.page(), browser.baseUrl);
    await jobs.open();
    const timing = await jobs.page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(2);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
    // Hydrated: a search is a client navigation, the document stays the same.
    await jobs.page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await jobs.search('java');
    expect(await jobs.page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
