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

describe('profile navigation on a phone (390 px)', () => {
  /** Each tab link's box against the viewport and its strip, and whether the strip scrolls. */
  const tabs = (page: Page) =>
    page.evaluate(() => {
      const strip = document.querySelector<HTMLElement>('[data-profile-nav-strip]')!;
      const box = strip.getBoundingClientRect();
      return {
        scrollable: strip.scrollWidth > strip.clientWidth,
        atEnd: strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1,
        links: [...strip.querySelectorAll('a')].map((a) => {
          const r = a.getBoundingClientRect();
          return {
            text: a.textContent ?? '',
            current: a.getAttribute('aria-current') === 'page',
            visible:
              r.left >= Math.max(0, box.left) - 0.5 && r.right <= Math.min(innerWidth, box.right) + 0.5,
          };
        }),
      };
    });

  it.each(['en', 'de', 'sk'] as const)(
    'shows the current tab whole, and every other one is reachable by scrolling the strip (%s)',
    async (language) => {
      const { page } = await signedIn();
      await page.setViewportSize({ width: 390, height: 844 });
      const prefix = language === 'sk' ? '' : `/${language}`;
      for (const path of ['/profile', '/profile/language', '/profile/cv']) {
        await page.goto(`${browser.baseUrl}${prefix}${path}`);
        await settled(page);
        const shown = await tabs(page);
        expect(shown.links.length, path).toBe(11);
        // The current tab is in view, not cut off at the edge.
        expect(
          shown.links.find((l) => l.current),
          path,
        ).toMatchObject({ visible: true });
        // Tabs out of view: the strip scrolls, and an arrow says so while more follow.
        if (shown.links.some((l) => !l.visible)) expect(shown.scrollable, path).toBe(true);
        if (!shown.atEnd)
          expect(await page.locator('[data-profile-nav-more] svg').isVisible(), path).toBe(true);
      }
      // Every tab can be scrolled to and is then whole on the screen.
      const links = page.locator('[data-profile-nav-strip] a');
      for (let i = 0; i < (await links.count()); i++) {
        await links.nth(i).scrollIntoViewIfNeeded();
        expect((await tabs(page)).links[i]!.visible, await links.nth(i).innerText()).toBe(true);
      }
    },
  );
});
