import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();

/** Bytes of script the page has fetched so far (as transferred). */
const scriptBytes = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );

describe('checks of a form in the browser (ADR 092)', () => {
  it('arrive with the first focus, then a field is checked when it is left and again while typing', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await page.goto(`${browser.baseUrl}/en/sign-in`);
    await settled(page);
    await page.waitForLoadState('networkidle');
    const beforeFocus = await scriptBytes(page);

    const email = page.getByLabel('E-mail', { exact: true });
    await email.fill('not-an-address');
    await email.press('Tab');
    const invalid = page.getByText('Please enter a valid e-mail address.');
    await expect.poll(() => invalid.isVisible()).toBe(true);
    // The schema and its validation came with the focus: far more than the page itself needed.
    expect((await scriptBytes(page)) - beforeFocus).toBeGreaterThan(15_000);

    await email.fill('eva@example.com');
    await expect.poll(() => invalid.count()).toBe(0);
  });

  it('are waited for when the form is sent before any field had focus, and nothing is posted', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await page.goto(`${browser.baseUrl}/en/sign-in`);
    await settled(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please check the information you entered.' });
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await summary.getByRole('link', { name: 'E-mail' }).isVisible()).toBe(true);
    // The first invalid field has focus, and the server was never asked.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(posts).toEqual([]);
  });
});
