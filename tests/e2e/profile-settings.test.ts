import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SignInPage } from './pages/account-pages.ts';
import { portalApi } from './support/api.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();
const api = portalApi(() => browser.baseUrl);

/** A signed-in candidate's page that records every uncaught script error. */
async function signedIn() {
  const person = await api.register();
  const page = await browser.page({ locale: 'en-GB' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const signIn = new SignInPage(page, browser.baseUrl);
  await signIn.open();
  await signIn.signIn(person.email, person.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  return { page, person, errors };
}

/** Ids used more than once on the page (a label, a form owner or aria reference would pick the wrong one). */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });

describe('profile settings', () => {
  it('changes the e-mail and the password without a script error, and no id is used twice', async () => {
    const { page, person, errors } = await signedIn();
    await page.goto(`${browser.baseUrl}/en/profile/email`);
    await settled(page);
    expect(await duplicateIds(page)).toEqual([]);
    await page.getByLabel('New e-mail address').fill(`new.${person.email}`);
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await expect
      .poll(() => page.getByText(`new.${person.email}`, { exact: false }).first().isVisible())
      .toBe(true);

    await page.goto(`${browser.baseUrl}/en/profile/password`);
    await settled(page);
    expect(await duplicateIds(page)).toEqual([]);
    await page.getByLabel('Current password', { exact: true }).fill(person.password);
    await page.getByLabel('New password', { exact: true }).fill('Another-Tatra-Pass-2026');
    await page.getByLabel('Repeat new password', { exact: true }).fill('Another-Tatra-Pass-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Your password has been changed').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
