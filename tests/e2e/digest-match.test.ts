import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { candidateWithCv, commonTechnologies } from './support/match-candidate.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

/**
 * ADR 127 in the browser: "not interested" on a recommendation with JavaScript takes the card away
 * without a page load and the next best comes in; the profile's "only jobs that match my CV" control
 * of the jobs digest is saved. Screenshots of both at 390 and 1100 px in Slovak and German.
 */
const browser = setupBrowser();
let server: RunningServer | undefined;
let base = '';
const SHOTS = '/work/wt/shots/digest-match';

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SCALE: '20' });
  base = server.url;
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await server?.stop();
});

/** A new candidate signed in on `page` with a verified address, a CV and the jobs newsletter on. */
async function subscribedCandidate(page: Page) {
  const [first, second] = await commonTechnologies(base);
  await candidateWithCv(page, base, server!.dataDir, [first!, second!]);
  const on = await page.request.put(`${base}/api/candidates/my/notification-settings`, {
    headers: { origin: base },
    data: { newsletterJobs: true },
  });
  expect(on.status(), await on.text()).toBe(200);
}

async function shoot(page: Page, name: string, target: string) {
  for (const width of [390, 1100]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await page.locator(target).first().scrollIntoViewIfNeeded();
    await page
      .locator(target)
      .first()
      .screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

describe('the jobs digest by the CV and dismissing a recommendation', () => {
  it('dismisses a recommendation without a page load, and the next best comes in', async () => {
    const page = await browser.page();
    await subscribedCandidate(page);
    await page.goto(base + '/');
    const section = page.getByTestId('recommended-jobs');
    await section.getByRole('heading', { name: 'Odporúčané pre vás' }).waitFor();
    await settled(page);
    const cards = section.locator('article[data-job-id]');
    const before = await cards.evaluateAll((all) => all.map((a) => a.getAttribute('data-job-id')));
    expect(before).toHaveLength(5);
    for (const [locale, path] of [
      ['sk', '/'],
      ['de', '/de'],
    ] as const) {
      await page.goto(base + path);
      await settled(page);
      await shoot(page, `recommended-home-${locale}`, '[data-testid="recommended-jobs"]');
    }
    await page.goto(base + '/profile');
    await settled(page);
    await shoot(page, 'recommended-profile-sk', '[data-testid="recommended-jobs"]');

    await page.goto(base + '/');
    await settled(page);
    // A marker that a page load would lose.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    const title = await cards.first().locator('h3').innerText();
    const button = section.getByRole('button', { name: `Nezaujíma ma: ${title}` });
    await button.click();
    await expect
      .poll(() => cards.evaluateAll((all) => all.map((a) => a.getAttribute('data-job-id'))))
      .toHaveLength(5);
    await expect
      .poll(async () => (await cards.evaluateAll((all) => all.map((a) => a.getAttribute('data-job-id'))))[0])
      .toBe(before[1]);
    const after = await cards.evaluateAll((all) => all.map((a) => a.getAttribute('data-job-id')));
    expect(after).not.toContain(before[0]);
    expect(after.slice(0, 4)).toEqual(before.slice(1));
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await expect.poll(() => page.getByRole('status').filter({ hasText: title }).count()).toBe(1);
    // It stays away after a reload.
    await page.reload();
    await section.getByRole('heading', { name: 'Odporúčané pre vás' }).waitFor();
    expect(await section.locator(`article[data-job-id="${before[0]}"]`).count()).toBe(0);
  });

  it('saves "only jobs that match my CV, at least N %" on the profile', async () => {
    const page = await browser.page();
    await subscribedCandidate(page);
    await page.goto(base + '/de/profile/newsletter');
    await settled(page);
    const form = page.getByTestId('digest-match');
    await form.getByLabel('Nur Angebote, die zu meinem Lebenslauf passen').check();
    await form.getByLabel('Mindestens (%)').fill('150');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByText('Wählen Sie eine Mindestübereinstimmung zwischen 1 und 100 %.').waitFor();
    expect(await form.getByLabel('Mindestens (%)').inputValue()).toBe('150');
    await shoot(page, 'digest-match-error-de', '[data-testid="digest-match"]');
    await form.getByLabel('Mindestens (%)').fill('65');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByText('Gespeichert: Die Übersicht enthält nur Angebote mit mindestens 65 %').waitFor();
    // Without a page load the fields show what was saved.
    expect(await form.getByLabel('Mindestens (%)').inputValue()).toBe('65');
    expect(await form.getByLabel('Nur Angebote, die zu meinem Lebenslauf passen').isChecked()).toBe(true);
    await shoot(page, 'digest-match-de', '[data-testid="digest-match"]');
    await page.goto(base + '/profile/newsletter');
    await settled(page);
    expect(await page.getByLabel('Zhoda aspoň (%)').inputValue()).toBe('65');
    expect(await page.getByLabel('Len ponuky, ktoré zodpovedajú môjmu životopisu').isChecked()).toBe(true);
    await shoot(page, 'digest-match-sk', '[data-testid="digest-match"]');
  });
});
