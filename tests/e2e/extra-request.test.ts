import { describe, expect, inject, it } from 'vitest';
import { ExtraRequestPage, PromoPage } from './pages/forms-pages.ts';
import { axeViolations } from './support/axe.ts';
import { setupBrowser } from './support/fixtures.ts';
import { outboxMailbox, type Mailbox } from './support/mailbox.ts';
import { HR_EMAIL } from './support/shared-server.ts';

const browser = setupBrowser();
const HR = HR_EMAIL;
/** The run's shared server: HR's mail is told apart by the names in its subject. */
const base = inject('baseUrl');
const mail: Mailbox = outboxMailbox(inject('dataDir'));
let seq = 0;
const unique = (who: string) => `${who}.${Date.now()}.${++seq}@example.sk`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('extra request and the promo contact form', () => {
  it('sends an extra request with technologies from the tag input; the sender and HR are e-mailed', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const form = new ExtraRequestPage(page, base, 'en');
    await form.open();
    const email = unique('maria');
    await form.fill({
      name: 'Mária Horváthová',
      email,
      project: 'A backend project in healthcare, remote, with a small team.',
      technologies: ['Java', 'Kotlin'],
      startDate: inDays(30),
    });
    await form.submit();
    await expect
      .poll(() => page.getByRole('heading', { name: 'We have received your request' }).isVisible())
      .toBe(true);
    const confirmation = await mail.waitFor(email, /We have received your request for a tailored project/);
    expect(confirmation.text).toContain('Java, Kotlin');
    expect(confirmation.text).toContain('Senior (5 years or more)');
    const hr = await mail.waitFor(HR, /Nová požiadavka na projekt na mieru: Mária Horváthová/);
    expect(hr.text).toContain(email);
    expect(hr.text).toMatch(/\/admin\/extra-requests\/\d+/);
  });

  it('works without JavaScript: bad input keeps what was typed, comma-separated technologies are accepted', async () => {
    const page = await browser.page({ locale: 'sk-SK', javaScriptEnabled: false });
    const form = new ExtraRequestPage(page, base, 'sk', false);
    await form.open();
    const email = unique('jozef');
    await form.fill({
      name: 'Jozef Kráľ',
      email,
      project: 'Frontend v Reacte pre e-shop.',
      technologies: [],
      startDate: inDays(-10),
    });
    await form.submit();
    await expect
      .poll(() => page.getByText('Zadajte, prosím, aspoň 1 technológiu.').first().isVisible())
      .toBe(true);
    expect(await page.getByText('Dátum nástupu nemôže byť v minulosti.').first().isVisible()).toBe(true);
    expect(await page.getByLabel('Opíšte projekt', { exact: true }).inputValue()).toBe(
      'Frontend v Reacte pre e-shop.',
    );
    expect(await page.getByLabel('Meno', { exact: true }).inputValue()).toBe('Jozef Kráľ');

    await page.getByLabel('Technológie projektu', { exact: true }).fill('React, TypeScript');
    await page.getByLabel('Najskorší nástup', { exact: true }).fill(inDays(14));
    await page.getByRole('checkbox', { name: /Súhlasím so spracovaním/ }).check();
    await form.submit();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Vašu požiadavku sme prijali' }).isVisible())
      .toBe(true);
    const confirmation = await mail.waitFor(email, /Prijali sme vašu požiadavku na projekt na mieru/);
    expect(confirmation.text).toContain('React, TypeScript');
  });

  it('the programme, form and promo pages have no axe violations, also after a failed submit', async () => {
    // Each page in one of the languages (the texts differ, the markup does not).
    for (const [locale, path] of [
      ['sk', '/referral'],
      ['en', '/referral/form'],
      ['de', '/extra'],
      ['sk', '/new-projects'],
    ] as const) {
      const page = await browser.page({ locale });
      await page.goto(`${base}${locale === 'sk' ? '' : `/${locale}`}${path}`);
      await page.waitForLoadState('networkidle');
      if (path !== '/referral') {
        await page.locator('main form[method="post"] button[type="submit"]').last().click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      }
      expect(await axeViolations(page), `${locale} ${path}`).toEqual([]);
    }
  });

  it('sends the promo page’s contact form (German) and tells HR', async () => {
    const page = await browser.page({ locale: 'de-DE' });
    const promo = new PromoPage(page, base, 'de');
    await promo.open();
    expect(await page.locator('main').innerText()).toContain('12.000');
    // Phone and message are required (docs/product/validation.md).
    await page.locator('#contact').getByRole('button', { name: 'Anfrage senden' }).click();
    await expect
      .poll(() => page.getByText('Bitte füllen Sie dieses Feld aus.').first().isVisible())
      .toBe(true);

    await promo.fill({
      phone: '+421 905 777 888',
      message: 'Wir brauchen 40 Leute ab März.',
      company: 'Bahn Daten GmbH',
    });
    await promo.submit();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' }).isVisible())
      .toBe(true);
    const hr = await mail.waitFor(HR, /Nový dopyt pre celý tím: Bahn Daten GmbH/);
    expect(hr.text).toContain('+421 905 777 888');
    expect(hr.text).toContain('Wir brauchen 40 Leute ab März.');
  });
});
