import { describe, expect, it } from 'vitest';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();
const PHONE = { width: 390, height: 844 };

describe('jobs on a phone', () => {
  it('keeps the home search field a full-height touch target', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await page.setViewportSize(PHONE);
    await page.goto(`${browser.baseUrl}/en`);
    const box = await page.getByRole('searchbox').first().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThan(300);
  });

  it('shows the apply button at once on a job detail, in a bar that stays while scrolling', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await page.setViewportSize(PHONE);
    await page.goto(`${browser.baseUrl}/en/jobs/1`);
    const apply = page.getByRole('link', { name: 'Apply for this job' });
    expect(await apply.count()).toBe(1);
    const inView = async () => {
      const box = await apply.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
    };
    expect(await inView()).toBe(true);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await inView()).toBe(true);
    // A guest is asked to sign in first (the apply tests follow the way back to the application).
    await apply.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/sign-in');
  });

  it('keeps one apply button in the summary on a wide screen', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${browser.baseUrl}/en/jobs/1`);
    const summary = page.getByRole('complementary', { name: 'Job summary' });
    expect(await page.getByRole('link', { name: 'Apply for this job' }).count()).toBe(1);
    expect(await summary.getByRole('link', { name: 'Apply for this job' }).count()).toBe(1);
  });
});

describe('sharing and dates', () => {
  it('copies the job’s address where the browser has no share sheet, and says so', async () => {
    const page = await browser.page({ locale: 'de-AT' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
    await page.goto(`${browser.baseUrl}/de/jobs/1`);
    // Sharing is the page's script: wait until it runs (it starts after the first paint, ADR 091).
    await settled(page);
    await page.getByRole('button', { name: 'Angebot teilen' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'kopiert' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${browser.baseUrl}/de/jobs/1`);
  });

  it('shows on every card when the job was published and a contractor rate also per month', async () => {
    const page = await browser.page({ locale: 'sk-SK' });
    await page.goto(`${browser.baseUrl}/jobs`);
    const cards = page.locator('article[data-job-id]');
    const count = await cards.count();
    expect(count).toBeGreaterThan(5);
    const dates = await cards.locator('time[datetime]').allInnerTexts();
    expect(dates).toHaveLength(count);
    for (const text of dates)
      expect(text).toMatch(/^(dnes|včera|predvčerom|pred \d+ dň(ami)?|\d+\. \d+\. \d{4})$/u);
    const manDay = cards.filter({ hasText: '/ MD' }).first();
    expect(await manDay.innerText()).toMatch(/cca .+ – .+ \/ mesiac/);
  });

  it('labels a job written in another language than the page', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await page.goto(`${browser.baseUrl}/en/jobs/1`);
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('sk');
    const header = page.getByRole('heading', { level: 1 }).locator('xpath=..');
    expect(await header.getByText('in Slovak', { exact: true }).count()).toBe(1);
    await page.goto(`${browser.baseUrl}/jobs/1`);
    expect(await page.getByText('po slovensky', { exact: true }).count()).toBe(0);
    await page.goto(`${browser.baseUrl}/de/jobs`);
    const cards = page.locator('article[data-job-id]');
    const foreign = await cards.filter({ has: page.locator('a[lang]') }).count();
    const labelled = await cards.filter({ has: page.getByText(/^auf (Slowakisch|Englisch)$/) }).count();
    expect(foreign).toBeGreaterThan(0);
    expect(labelled).toBe(foreign);
  });
});
