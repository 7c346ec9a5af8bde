import { describe, expect, it } from 'vitest';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();

describe('languages', () => {
  it('switches language on the same route and filters, and remembers the choice', async () => {
    const page = await browser.page();
    await page.goto(`${browser.baseUrl}/jobs?q=java&type=contract`);
    // The choice is remembered by the page's script: wait until it runs (after the first paint, ADR 091).
    await settled(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('sk');
    await Promise.all([page.waitForURL(/\/en\/jobs\?/), page.getByRole('link', { name: 'English' }).click()]);
    await settled(page);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/jobs');
    expect(url.searchParams.get('q')).toBe('java');
    expect(url.searchParams.get('type')).toBe('contract');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('IT jobs and projects');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'preferred-locale')?.value).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('preferred-locale'))).toBe('en');

    await Promise.all([page.waitForURL(/\/de\/jobs\?/), page.getByRole('link', { name: 'Deutsch' }).click()]);
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('IT-Jobs und Projekte');
    expect(await page.title()).toMatch(/\| Kariéra IT$/);
  });

  it('sends an unsupported locale through the fallback chain', async () => {
    const german = await browser.page({ locale: 'de-AT' });
    await german.goto(`${browser.baseUrl}/fr/jobs`);
    expect(new URL(german.url()).pathname).toBe('/de/jobs');

    const preferring = await browser.page({ locale: 'de-AT' });
    await preferring.context().addCookies([{ name: 'preferred-locale', value: 'en', url: browser.baseUrl }]);
    await preferring.goto(`${browser.baseUrl}/pl/jobs/1`);
    expect(new URL(preferring.url()).pathname).toBe('/en/jobs/1');

    const other = await browser.page({ locale: 'fr-FR' });
    await other.goto(`${browser.baseUrl}/it`);
    expect(new URL(other.url()).pathname).toBe('/');
  });

  it('describes each page with canonical, hreflang alternates and Open Graph', async () => {
    const page = await browser.page();
    await page.goto(`${browser.baseUrl}/en/jobs/1`);
    const href = (sel: string) => page.locator(sel).getAttribute('href');
    expect(await href('link[rel="canonical"]')).toBe(`${browser.baseUrl}/en/jobs/1`);
    expect(await href('link[rel="alternate"][hreflang="sk"]')).toBe(`${browser.baseUrl}/jobs/1`);
    expect(await href('link[rel="alternate"][hreflang="de"]')).toBe(`${browser.baseUrl}/de/jobs/1`);
    expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${browser.baseUrl}/jobs/1`);
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('en_GB');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const response = await page.request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  it('styles the app bar per page: over the dark hero, solid, over the light hero', async () => {
    const page = await browser.page();
    for (const [path, style] of [
      ['/', 'transparent-light'],
      ['/jobs', 'solid'],
      ['/jobs/1', 'solid'],
      ['/kariera-it', 'transparent-dark'],
      ['/nothing-here', 'solid'],
    ]) {
      await page.goto(browser.baseUrl + path!);
      expect(await page.locator('header[data-app-bar]').getAttribute('data-app-bar'), path).toBe(style);
    }
  });
});
