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

  it('fetches the banner for a visitor who answered it only when they open the cookie settings', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const banner: string[] = [];
    page.on('request', (request) => {
      if (/cookieconsent/.test(request.url())) banner.push(request.url());
    });
    await page.goto(`${browser.baseUrl}/en/jobs`);
    await settled(page);
    await page.waitForLoadState('networkidle');
    expect(banner).toEqual([]);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const prefs = page.getByRole('dialog', { name: 'Cookie preferences' });
    await prefs.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => consentCookie(page)).toMatchObject({ categories: ['necessary', 'analytics'] });
    expect(banner.length).toBeGreaterThan(0);
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
