import { describe, expect, it } from 'vitest';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();

describe('job detail', () => {
  it('shows every label of the job and counts the view', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await page.goto(`${browser.baseUrl}/en/jobs/1`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('IT recruiter / IT recruiterka');
    const summary = page.getByRole('complementary', { name: 'Job summary' });
    for (const label of [
      'Location',
      'Type of cooperation',
      'Pay',
      'Start',
      'Duration',
      'Seniority',
      'Language of the offer',
      'Views',
      'Candidates',
      'Published',
      'Top offer',
    ]) {
      expect(await summary.getByText(label, { exact: true }).count(), label).toBe(1);
    }
    expect(await summary.innerText()).toMatch(/12 months · extension possible/);
    expect(await page.getByRole('heading', { name: 'Requirements' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Employer benefits' }).count()).toBe(1);
    // 20 × the man-day rate (midpoint of 160–200) ± 200
    expect(await page.getByTestId('header-rate').innerText()).toMatch(/3,400\s*–\s*€?3,800|€3,400 – €3,800/);
    // Views of a job no other test file opens: files on the shared server run side by side.
    await page.goto(`${browser.baseUrl}/en/jobs?page=2`);
    const id = await page.locator('article[data-job-id]').last().getAttribute('data-job-id');
    await page.goto(`${browser.baseUrl}/en/jobs/${id}`);
    const views = async () => Number(/(\d+) views?/.exec(await summary.innerText())?.[1]);
    const before = await views();
    await page.reload();
    expect(await views()).toBe(before + 1);
  });

  it('marks itself up as a valid schema.org JobPosting', async () => {
    const page = await browser.page();
    await page.goto(`${browser.baseUrl}/jobs/1`);
    const raw = await page.locator('script[type="application/ld+json"]').first().textContent();
    const ld = JSON.parse(raw ?? '{}');
    expect(ld['@type']).toBe('JobPosting');
    for (const key of [
      'title',
      'description',
      'datePosted',
      'hiringOrganization',
      'jobLocation',
      'employmentType',
      'validThrough',
    ])
      expect(ld, key).toHaveProperty(key);
    expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Kariéra IT' });
    expect(ld.jobLocation.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Bratislava',
      addressCountry: 'SK',
    });
    expect(ld.employmentType).toBe('CONTRACTOR');
    expect(ld.baseSalary).toMatchObject({ currency: 'EUR', value: { unitText: 'HOUR' } });
    expect(Number.isNaN(Date.parse(ld.datePosted))).toBe(false);
    expect(ld.jobLocationType).toBeUndefined();
  });

  it('shows states and similar jobs of compatible professions', async () => {
    const page = await browser.page();
    await page.goto(`${browser.baseUrl}/jobs?profession=FRONTEND`);
    const first = page.locator('article[data-job-id]').first();
    await Promise.all([page.waitForURL(/\/jobs\/\d+$/), first.getByRole('link').click()]);
    await settled(page);
    const similar = page.getByRole('region', { name: 'Podobné ponuky' });
    const cards = similar.locator('article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allInnerTexts())
      expect(text).toMatch(/Frontend vývojár|Fullstack vývojár/);
  });

  it('answers 404 with the localized not-found page for an unknown job and an unknown path', async () => {
    const page = await browser.page();
    for (const [path, title] of [
      ['/jobs/987654', 'Stránka sa nenašla'],
      ['/en/jobs/987654', 'Page not found'],
      ['/de/this/does/not/exist', 'Seite nicht gefunden'],
      ['/nothing-here', 'Stránka sa nenašla'],
      ['/jobs/abc', 'Stránka sa nenašla'],
    ]) {
      const response = await page.goto(browser.baseUrl + path!);
      expect(response?.status(), path).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).innerText(), path).toBe(title);
    }
  });
});
