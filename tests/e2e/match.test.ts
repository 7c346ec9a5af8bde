import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { validRegistration } from '../factories/registration.ts';
import { JobsPage } from './pages/jobs-page.ts';
import { signUpInBrowser } from './support/api.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { candidateWithCv as withCv, commonTechnologies as askedMost } from './support/match-candidate.ts';

/**
 * A signed-in candidate whose CV names technologies (ADR 121, 124): the match chip on the cards, the
 * reasons on the job page, "best match first", the net pay filter with it, and "Recommended for you"
 * on the home page and the profile. Nobody else sees any of it. Then ADR 127: "not interested" on a
 * recommendation takes the card away without a page load and the next best comes in; the profile's
 * "only jobs that match my CV" control of the jobs digest is saved.
 */
const browser = setupBrowser();
const base = inject('baseUrl');

/** The technologies the listed jobs ask for, the most asked first. */
const commonTechnologies = () => askedMost(base);

/** A new candidate signed in on `page`, with a verified address and a CV of `technologies`. */
const candidateWithCv = (page: Page, technologies: string[]) =>
  withCv(page, base, inject('dataDir'), technologies);

/** The scores of the chips on the page's cards, in order ("Zhoda 85 %" → 85). */
async function chipScores(jobs: JobsPage): Promise<number[]> {
  const chips = await jobs.cards.getByTestId('match-chip').allInnerTexts();
  return chips.map((text) => Number(/(\d+)/.exec(text)![1]));
}

const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe('how a candidate matches the jobs', () => {
  it('shows the chip and its reasons, sorts best match first and filters by net pay', async () => {
    const [first, second] = await commonTechnologies();
    const page = await browser.page();
    await candidateWithCv(page, [first!, second!]);
    const jobs = new JobsPage(page, base);
    await jobs.open();
    // Every card carries the candidate's score.
    expect(await jobs.cards.getByTestId('match-chip').count()).toBe(await jobs.cards.count());
    const unsorted = await chipScores(jobs);

    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('sort') === 'match'),
      page.getByLabel(/zoradiť/i).selectOption('match'),
    ]);
    await jobs.settled();
    const all = await jobs.resultCount();
    const best = await chipScores(jobs);
    expect(descending(best)).toBe(true);
    expect(best[0]).toBeGreaterThanOrEqual(Math.max(...unsorted));

    await page.getByLabel(/čistý príjem mesačne od/i).fill('5000');
    await Promise.all([
      page.waitForURL(
        (url) => url.searchParams.get('netMin') === '5000' && url.searchParams.get('sort') === 'match',
      ),
      page.getByRole('button', { name: /použiť filtre/i }).click(),
    ]);
    await jobs.settled();
    const filtered = await jobs.resultCount();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    expect(descending(await chipScores(jobs))).toBe(true);
    expect(await jobs.cards.getByTestId('net-pay-figure').count()).toBe(await jobs.cards.count());

    // The job page says why, in words: the CV's technology with its years.
    await Promise.all([page.waitForURL(/\/jobs\/\d+/), jobs.cards.first().locator('h2 a').click()]);
    await jobs.settled();
    const reasons = await page.getByTestId('match-reasons').innerText();
    expect(reasons).toMatch(new RegExp(`(${escape(first!)}|${escape(second!)}) \\d+ rok`));
    expect(reasons).toMatch(/profes/i);
  });

  it('recommends the best new matches on the home page and the profile, each with its reasons', async () => {
    const [first, second] = await commonTechnologies();
    const page = await browser.page();
    await candidateWithCv(page, [first!, second!]);
    await page.goto(base + '/');
    const home = page.getByTestId('recommended-jobs');
    await home.getByRole('heading', { name: 'Odporúčané pre vás' }).waitFor();
    const cards = home.locator('article[data-job-id]');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    expect(await cards.getByTestId('match-chip').count()).toBe(count);
    const reasons = await home.getByTestId('recommended-reasons').allInnerTexts();
    expect(reasons).toHaveLength(count);
    for (const line of reasons) expect(line).toMatch(/^Prečo: .*\d+ rok/);
    const homeIds = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-job-id')));

    await page.goto(base + '/profile');
    const profile = page.getByTestId('recommended-jobs');
    await profile.getByRole('heading', { name: 'Odporúčané pre vás' }).waitFor();
    expect(
      await profile
        .locator('article[data-job-id]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-job-id'))),
    ).toEqual(homeIds);

    // "All jobs, best match first" opens the list in that order.
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('sort') === 'match'),
      profile.getByRole('link', { name: /od najlepšej zhody/i }).click(),
    ]);
  });

  it('shows nothing to a visitor, and asks a candidate without technologies to add them', async () => {
    const visitor = await browser.page();
    await visitor.goto(base + '/');
    await visitor.locator('#top-title').waitFor();
    expect(await visitor.getByTestId('recommended-jobs').count()).toBe(0);
    expect(await visitor.getByTestId('match-chip').count()).toBe(0);

    const page = await browser.page();
    await signUpInBrowser(page, base, validRegistration());
    await page.goto(base + '/');
    await page.locator('#top-title').waitFor();
    expect(await page.getByTestId('recommended-jobs').count()).toBe(0);
    await page.goto(base + '/profile');
    const prompt = page.getByTestId('recommended-jobs');
    expect(await prompt.innerText()).toMatch(/Pridajte svoje technológie a uvidíte, ako sa hodíte/);
    expect(await prompt.getByRole('link', { name: /Doplniť technológie/ }).getAttribute('href')).toBe(
      '/profile/cv',
    );
    expect(await prompt.locator('article').count()).toBe(0);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A new candidate signed in on `page` with a verified address, a CV and the jobs newsletter on (ADR 127). */
async function subscribedCandidate(page: Page) {
  const [first, second] = await commonTechnologies();
  await candidateWithCv(page, [first!, second!]);
  const on = await page.request.put(`${base}/api/candidates/my/notification-settings`, {
    headers: { origin: base },
    data: { newsletterJobs: true },
  });
  expect(on.status(), await on.text()).toBe(200);
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

    // A dismissal by mistake is undone from the notice: the job comes back in its place.
    await settled(page);
    const ids = () => cards.evaluateAll((all) => all.map((a) => a.getAttribute('data-job-id')));
    const shown = await ids();
    const next = await cards.first().locator('h3').innerText();
    await section.getByRole('button', { name: `Nezaujíma ma: ${next}` }).click();
    await expect.poll(async () => (await ids())[0]).toBe(shown[1]);
    await section.getByRole('button', { name: `Vrátiť späť: znova odporúčať „${next}“` }).click();
    await expect.poll(ids).toEqual(shown);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `Ponuka „${next}“ je opäť medzi odporúčaniami.` })
          .count(),
      )
      .toBe(1);
    await page.reload();
    await section.getByRole('heading', { name: 'Odporúčané pre vás' }).waitFor();
    expect(await ids()).toEqual(shown);

    // The first job set aside waits on the profile, where it is recommended again.
    await page.goto(base + '/profile');
    await settled(page);
    const setAside = page.getByTestId('dismissed-jobs');
    await setAside.getByText('Ponuky, ktoré vás nezaujímajú (1)').click();
    await setAside.getByRole('button', { name: `Znova odporúčať „${title}“` }).click();
    await setAside.waitFor({ state: 'detached' });
    await expect.poll(async () => (await ids())[0]).toBe(before[0]);
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
    await form.getByLabel('Mindestens (%)').fill('65');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByText('Gespeichert: Die Übersicht enthält nur Angebote mit mindestens 65 %').waitFor();
    // Without a page load the fields show what was saved.
    expect(await form.getByLabel('Mindestens (%)').inputValue()).toBe('65');
    expect(await form.getByLabel('Nur Angebote, die zu meinem Lebenslauf passen').isChecked()).toBe(true);
    await page.goto(base + '/profile/newsletter');
    expect(await page.getByLabel('Zhoda aspoň (%)').inputValue()).toBe('65');
    expect(await page.getByLabel('Len ponuky, ktoré zodpovedajú môjmu životopisu').isChecked()).toBe(true);
  });
});
