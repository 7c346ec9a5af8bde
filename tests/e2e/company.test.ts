import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudies, services } from '../../db/seed/data/company.ts';
import { validRegistration } from '../factories/registration.ts';
import { type PreviewSite, startPreviewSite } from '../support/preview-site.ts';
import { AdminNewsfeedPage, NewsfeedPage } from './pages/company-pages.ts';
import { FORM_LABELS } from './pages/forms-pages.ts';
import { settled } from './support/browser.ts';
import { axeViolations, axeViolationsAt } from './support/axe.ts';
import { setupBrowser } from './support/fixtures.ts';
import { confirmAddress, outboxMailbox } from './support/mailbox.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const browser = setupBrowser();
const ADMIN = validRegistration({ email: `content.admin.${Date.now()}@example.sk` });
const TITLE = `Ťavy programujú v Košiciach ${randomBytes(2).toString('hex')}`;

describe('newsfeed, dictionary and the company pages', () => {
  let server: RunningServer | undefined;
  let site: PreviewSite | undefined;
  let base = '';

  beforeAll(async () => {
    site = await startPreviewSite({
      cover: await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer(),
      icon: await sharp({ create: { width: 64, height: 64, channels: 4, background: '#f59e0b' } })
        .png()
        .toBuffer(),
    });
    // A server of its own: the admin publishes links, terms and cases, fetched from a preview site it may reach (ADR 165).
    server = await startServer({
      ADMIN_EMAILS: ADMIN.email,
      FETCH_ALLOW_HOSTS: site.host,
      RATE_LIMIT_SCALE: '20',
    });
    base = server.url;
  });
  afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  async function signUpAdmin(page: Page) {
    const response = await page.request.post(`${base}/api/registration/candidate`, {
      data: ADMIN,
      headers: { origin: base, 'accept-language': 'en' },
    });
    // The admin role needs a verified address.
    if (response.status() === 201) return confirmAddress(outboxMailbox(server!.dataDir), ADMIN.email);
    const login = await page.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: base },
    });
    expect(login.ok(), await login.text()).toBe(true);
  }

  it('an admin adds a link from a web page, edits and publishes it; a visitor clicks through and the count rises', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await signUpAdmin(page);
    const admin = new AdminNewsfeedPage(page, base);
    await admin.open();
    expect(await axeViolations(page)).toEqual([]);

    // A private address is refused with the reason, and what was typed stays.
    await admin.add('http://127.0.0.1:9/internal');
    await page
      .getByText('We cannot load this address: it must be a public web page (http or https).')
      .first()
      .waitFor();
    expect(await admin.url.inputValue()).toBe('http://127.0.0.1:9/internal');

    await admin.add(`${site!.origin}/article`);
    await page.waitForURL(/\/en\/admin\/newsfeed\/\d+\?notice=added$/);
    await settled(page);
    expect(await admin.title.inputValue()).toBe('Ako sme v Košiciach učili ťavy programovať');
    expect(await page.getByLabel('Site name').inputValue()).toBe('Technické správy');
    expect(await axeViolations(page)).toEqual([]);
    const id = /\/admin\/newsfeed\/(\d+)/.exec(page.url())![1];

    await admin.title.fill(TITLE);
    await admin.save();
    await admin.publish();
    expect(await admin.clicks.innerText()).toBe('0');

    const visitor = await browser.page();
    const feed = new NewsfeedPage(visitor, base);
    await feed.open();
    const first = feed.cards.first();
    expect(await first.getByRole('heading').innerText()).toBe(TITLE);
    // The preview image and icon come from the portal, never from the other site.
    const images = await first
      .locator('img')
      .evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src));
    expect(images.length).toBe(2);
    for (const src of images) expect(src.startsWith(`${base}/media/`), src).toBe(true);
    const requestsBefore = site!.requests.length;
    await feed.readOn(first).click();
    await visitor.waitForURL(`${site!.origin}/article`);
    expect(site!.requests.slice(requestsBefore)).toContain('/article');

    await page.reload();
    await settled(page);
    expect(await admin.clicks.innerText()).toBe('1');

    // The former admin addresses lead to the new ones for good, with their query; others get a 404.
    const moved = await page.goto(`${base}/en/admin/links/${id}?notice=saved`);
    expect((await moved!.request().redirectedFrom()?.response())?.status()).toBe(301);
    expect(page.url()).toBe(`${base}/en/admin/newsfeed/${id}?notice=saved`);
    await page.goto(`${base}/en/admin/links`);
    expect(page.url()).toBe(`${base}/en/admin/newsfeed`);
    expect((await visitor.goto(`${base}/en/admin/links`))!.status()).toBe(404);

    // The detail page shows the same preview and leads out the same way.
    await feed.open(`/newsfeed/${id}`);
    expect(await visitor.getByRole('heading', { level: 1 }).innerText()).toBe(TITLE);
    expect(await axeViolations(visitor)).toEqual([]);
  });

  it('shows the Slovak links first, pages all languages by 5 with "show more", filters by language, and ends', async () => {
    const page = await browser.page();
    const feed = new NewsfeedPage(page, base);
    await feed.open();
    expect(await axeViolations(page)).toEqual([]);
    // The reader's language first (ADR 143): the few Slovak links, and no "show more" after them.
    const own = await feed.cards.count();
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(5);
    const more = page.getByRole('link', { name: 'Zobraziť ďalšie' });
    expect(await more.count()).toBe(0);
    await page.getByRole('link', { name: 'Všetky', exact: true }).click();
    await page.waitForURL(/language=all$/);
    await settled(page);
    expect(await feed.cards.count()).toBe(5);
    await more.click();
    await expect.poll(() => feed.cards.count()).toBe(10);
    while (await more.isVisible()) {
      const before = await feed.cards.count();
      await more.click();
      await expect.poll(() => feed.cards.count()).toBeGreaterThan(before);
    }
    await page.getByText('Videli ste všetky odkazy.').waitFor();
    await page.getByRole('link', { name: 'Nemčina' }).click();
    await page.waitForURL(/language=de$/);
    await settled(page);
    const count = await feed.cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(5);
  });

  it('the dictionary finds terms without diacritics, has an anchor per term and a DefinedTermSet', async () => {
    const page = await browser.page();
    await page.goto(`${base}/dictionary`);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allInnerTexts();
    const set = jsonLd.map((s) => JSON.parse(s) as { '@type': string; hasDefinedTerm?: unknown[] });
    expect(set.find((s) => s['@type'] === 'DefinedTermSet')?.hasDefinedTerm?.length).toBeGreaterThanOrEqual(
      60,
    );

    await page.getByLabel('Hľadať v slovníku').fill('vypovedna lehota');
    await page.getByText('Výpovedná lehota', { exact: true }).waitFor();
    expect(await page.getByText('Kubernetes', { exact: true }).isVisible()).toBe(false);
    await page.getByLabel('Hľadať v slovníku').fill('zzzqqq');
    await page.getByText('Žiadny pojem sa nenašiel').waitFor();
    // One clear button: the portal's, not the browser's beside it. The browser draws its own (not a
    // button in the page) at the end of the text: nothing is drawn there, unless the rule that hides
    // it is taken away.
    expect(await page.getByRole('button', { name: /vymazať|zrušiť/i }).count()).toBe(1);
    const search = page.getByLabel('Hľadať v slovníku');
    await search.focus();
    expect(await inkAtTheEndOfTheText(search)).toBe(0);
    await search.evaluate((input) => {
      for (const name of [...input.classList])
        if (name.includes('search-cancel')) input.classList.remove(name);
    });
    expect(await inkAtTheEndOfTheText(search)).toBeGreaterThan(0);

    const german = await browser.page({ locale: 'de-DE' });
    await german.goto(`${base}/de/dictionary#notice-period`);
    await settled(german);
    expect(await german.locator('#notice-period dt').innerText()).toContain('Kündigungsfrist');
    expect(await german.locator('#notice-period').isVisible()).toBe(true);
  });

  it('the services and all nine case studies open in three languages', async () => {
    // What the server renders, read without scripts (as a search engine's first pass reads it): 33
    // page loads, each about half a CPU-second cheaper than with hydration. The axe scans hydrate.
    const page = await browser.page({ javaScriptEnabled: false });
    expect(caseStudies).toHaveLength(9);
    for (const [prefix, locale] of [
      ['', 'sk'],
      ['/en', 'en'],
      ['/de', 'de'],
    ] as const) {
      await page.goto(`${base}${prefix}/services`);
      for (const service of services)
        expect(
          await page.getByRole('heading', { name: service.title[locale], exact: true }).isVisible(),
        ).toBe(true);
      await page.goto(`${base}${prefix}/cases`);
      expect(await page.getByRole('article').count()).toBe(9);
      for (const item of caseStudies) {
        const response = await page.goto(`${base}${prefix}/cases/${item.slug}`);
        expect(response?.status(), item.slug).toBe(200);
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(item.title[locale]);
        expect(await page.getByText(item.challenge[locale].slice(0, 60)).isVisible()).toBe(true);
        expect(await page.getByText(item.result[locale].slice(0, 60)).isVisible()).toBe(true);
      }
    }
    const hydrated = await browser.page();
    for (const path of ['/services', '/cases', '/en/cases/rail-defect-data-warehouse', '/de/services'])
      expect(await axeViolationsAt(hydrated, base + path), path).toEqual([]);
  });

  it('the about-us form keeps what was typed on bad input, then sends and confirms', async () => {
    const page = await browser.page();
    await page.goto(`${base}/about-us`);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    const labels = FORM_LABELS.sk;
    const message = 'Dobrý deň, radi by sme sa porozprávali o spolupráci na dátovom sklade.';
    await page.getByLabel('Vaša správa').fill(message);
    await page.getByRole('button', { name: 'Odoslať správu' }).click();
    await page.getByText('Vyplňte, prosím, toto pole.').first().waitFor();
    await page
      .getByText('Súhlaste, prosím, so spracovaním osobných údajov, aby sme vám mohli odpovedať.')
      .first()
      .waitFor();
    expect(await page.getByLabel('Vaša správa').inputValue()).toBe(message);
    expect(await axeViolations(page)).toEqual([]);

    const email = `about.${Date.now()}@example.sk`;
    await page.getByLabel(labels.phone, { exact: true }).fill('+421 905 123 456');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(labels.consent).check();
    await page.getByRole('button', { name: 'Odoslať správu' }).click();
    await page.getByRole('heading', { name: 'Ďakujeme, vaša správa bola odoslaná' }).waitFor();
    expect(page.url()).toMatch(/\/about-us\?sent=1#contact$/);
    const confirmation = await outboxMailbox(server!.dataDir).waitFor(email, /Vašu správu sme dostali/);
    expect(confirmation.text).toContain(message);
  });

  it('the privacy policy and terms are linked from the consent banner and the footer, in each language', async () => {
    for (const [prefix, banner, privacy, terms] of [
      ['', 'Používame cookies', 'Ochrana osobných údajov', 'Podmienky používania'],
      ['/en', 'We use cookies', 'Privacy policy', 'Terms of use'],
    ] as const) {
      const page = await browser.page({ consent: false });
      await page.goto(`${base}${prefix}/about-us`);
      const dialog = page.getByRole('dialog', { name: banner });
      await dialog.waitFor();
      expect(await dialog.getByRole('link', { name: privacy }).getAttribute('href')).toBe(
        `${prefix}/privacy-policy`,
      );
      expect(await dialog.getByRole('link', { name: terms }).getAttribute('href')).toBe(`${prefix}/terms`);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: privacy }).getAttribute('href')).toBe(
        `${prefix}/privacy-policy`,
      );
      expect(await footer.getByRole('link', { name: terms }).getAttribute('href')).toBe(`${prefix}/terms`);
      const response = await page.goto(`${base}${prefix}/terms`);
      expect(response?.status()).toBe(200);
    }
  });

  it('the admin pages of the dictionary, services and cases pass axe', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await signUpAdmin(page);
    for (const path of [
      '/en/admin/dictionary',
      '/en/admin/dictionary/new',
      '/en/admin/services',
      '/en/admin/services/it-staffing',
      '/en/admin/cases',
      '/en/admin/cases/career-portal',
    ])
      expect(await axeViolationsAt(page, base + path), path).toEqual([]);
  });
});

/**
 * Dark pixels in the last 30 px of an input's text area (inside its right padding, away from its
 * border and focus ring): where the browser draws the clear button of a search field.
 */
async function inkAtTheEndOfTheText(input: Locator): Promise<number> {
  const padding = await input.evaluate((el) => parseFloat(getComputedStyle(el).paddingRight));
  const { data, info } = await sharp(await input.screenshot({ animations: 'disabled', caret: 'hide' }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let y = 8; y < info.height - 8; y++)
    for (let x = Math.round(info.width - padding - 30); x < info.width - padding; x++)
      if (data[(y * info.width + x) * info.channels]! < 160) ink++;
  return ink;
}
