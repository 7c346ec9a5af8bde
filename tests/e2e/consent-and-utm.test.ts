import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cc_cookie');
  return cookie
    ? (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[]; languageCode: string })
    : null;
}

describe('cookie consent (cc_cookie)', () => {
  it('stores "reject" as necessary only and does not ask again', async () => {
    const page = await browser.page({ consent: false });
    await page.goto(`${browser.baseUrl}/`);
    const banner = page.getByRole('dialog', { name: 'Používame cookies' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Odmietnuť' }).click();
    await expect.poll(() => consentCookie(page)).toMatchObject({ categories: ['necessary'] });
    // Clicked before the page's script ran, the button posts to /consent and comes back: the banner
    // is gone once that navigation has ended, and a reload before would be cut short by it.
    await banner.waitFor({ state: 'hidden' });
    await page.waitForLoadState('load');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog', { name: 'Používame cookies' }).isVisible()).toBe(false);
  });

  it('stores "accept all" with analytics, in the page language', async () => {
    const page = await browser.page({ consent: false, locale: 'en-GB' });
    await page.goto(`${browser.baseUrl}/en`);
    const banner = page.getByRole('dialog', { name: 'We use cookies' });
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect
      .poll(() => consentCookie(page))
      .toMatchObject({ categories: ['necessary', 'analytics'], languageCode: 'en' });
  });

  it('lets the visitor manage preferences and change them later', async () => {
    const page = await browser.page({ consent: false, locale: 'de-AT' });
    await page.goto(`${browser.baseUrl}/de/jobs`);
    // The preferences dialog is the page's script (without it the banner posts to /consent).
    await settled(page);
    await page
      .getByRole('dialog', { name: 'Wir verwenden Cookies' })
      .getByRole('button', { name: 'Einstellungen verwalten' })
      .click();
    const prefs = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await prefs.waitFor();
    await prefs.getByRole('checkbox', { name: 'Analyse-Cookies' }).check();
    await prefs.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expect.poll(() => consentCookie(page)).toMatchObject({ categories: ['necessary', 'analytics'] });
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await prefs.getByRole('button', { name: 'Ablehnen' }).click();
    await expect.poll(() => consentCookie(page)).toMatchObject({ categories: ['necessary'] });
  });

  it('comes with the page: visible without JavaScript, and its buttons work without it', async () => {
    const page = await browser.page({ consent: false, javaScriptEnabled: false });
    await page.goto(`${browser.baseUrl}/en/jobs?q=java`);
    const banner = page.getByRole('dialog', { name: 'We use cookies' });
    expect(await banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Reject' }).click();
    await page.waitForURL(/\/en\/jobs\?q=java$/);
    expect(await consentCookie(page)).toMatchObject({ categories: ['necessary'], languageCode: 'en' });
    expect(await page.getByRole('dialog', { name: 'We use cookies' }).count()).toBe(0);
  });

  it('stores nothing from a post that is not a form (415)', async () => {
    const page = await browser.page({ consent: false });
    const response = await page.request.post(`${browser.baseUrl}/consent`, {
      headers: { 'content-type': 'text/plain', origin: browser.baseUrl },
      data: 'analytics=1',
      maxRedirects: 0,
    });
    expect(response.status()).toBe(415);
    expect(await consentCookie(page)).toBeNull();
  });

  it('fetches no script after the page has hydrated, even for a visitor who has not answered', async () => {
    const page = await browser.page({ consent: false, locale: 'en-GB' });
    await page.goto(`${browser.baseUrl}/en/jobs`);
    await settled(page);
    const late: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') late.push(request.url());
    });
    await page.waitForLoadState('networkidle');
    expect(late).toEqual([]);
    expect(await page.getByRole('dialog', { name: 'We use cookies' }).isVisible()).toBe(true);
  });

  it('opens the preferences from "Cookie settings" for a visitor who answered', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await page.goto(`${browser.baseUrl}/en/jobs`);
    await settled(page);
    expect(await page.getByRole('dialog', { name: 'We use cookies' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const prefs = page.getByRole('dialog', { name: 'Cookie preferences' });
    await prefs.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => consentCookie(page)).toMatchObject({ categories: ['necessary', 'analytics'] });
    expect(await prefs.isVisible()).toBe(false);
  });
});

describe('UTM parameters', () => {
  it('are kept in a cookie for 5 days', async () => {
    const page = await browser.page();
    await page.goto(
      `${browser.baseUrl}/jobs?utm_source=linkedin&utm_medium=social&utm_campaign=jar2027&utm_recruit=martin`,
    );
    const cookie = (await page.context().cookies()).find((c) => c.name === 'utm');
    expect(cookie).toBeDefined();
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
      source: 'linkedin',
      medium: 'social',
      campaign: 'jar2027',
      recruit: 'martin',
    });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.9);
    expect(days).toBeLessThanOrEqual(5);
  });
});
