import { describe, expect, inject, it } from 'vitest';
import { newPerson, SignUpPage } from './pages/account-pages.ts';
import { ReferralConsentPage, ReferralFormPage, ReferralPage } from './pages/forms-pages.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { linkTo, outboxMailbox, type Mailbox } from './support/mailbox.ts';
import { portalApi } from './support/api.ts';
import { HR_EMAIL } from './support/shared-server.ts';

const browser = setupBrowser();
/** The run's shared server: HR's mail is told apart by the names in its subject. */
const base = inject('baseUrl');
const mail: Mailbox = outboxMailbox(inject('dataDir'));
let seq = 0;
const HR = HR_EMAIL;
const unique = (who: string) => `${who}.${Date.now()}.${++seq}@example.sk`;

/** A published job's id and name, as the listing shows them. */
async function firstJob(): Promise<{ id: number; name: string }> {
  const response = await fetch(`${base}/api/job-descriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: '{}',
  });
  const { page } = (await response.json()) as { page: { content: { id: number; name: string }[] } };
  return page.content[0]!;
}

describe('referral programme', () => {
  it('a signed-in referrer recommends someone; the candidate removes themselves; the referrer sees it removed', async () => {
    const referrerPage = await browser.page({ locale: 'en-GB' });
    const referrer = newPerson('referrer');
    const signUp = new SignUpPage(referrerPage, base);
    await signUp.open();
    await signUp.fill(referrer);
    await signUp.submit();
    await referrerPage.waitForURL((url) => !url.pathname.endsWith('/sign-up'));
    // Referring from the account needs its e-mail confirmed.
    await portalApi(() => base).verify(referrer.email, mail);

    const form = new ReferralFormPage(referrerPage, base, 'en');
    await form.open();
    // Prefilled from the account.
    expect(await form.field('Your e-mail').inputValue()).toBe(referrer.email);
    const candidateEmail = unique('jan');
    await form.fill({
      candidateName: 'Ján Novák',
      candidateEmail,
      position: 'Java developer',
      info: 'Spring and Kafka for years.',
      candidateLanguage: 'de',
      project: 'A backend team for a payments platform',
      perDay: true,
    });
    await form.submit();
    await expect
      .poll(() =>
        referrerPage.getByRole('heading', { name: 'Thank you for your recommendation' }).isVisible(),
      )
      .toBe(true);

    // The candidate is asked in the language the referrer chose.
    const ask = await mail.waitFor(candidateEmail, /hat Sie für ein IT-Projekt empfohlen/);
    expect(ask.text).toContain('Eva Ďurišová');
    expect(ask.text).not.toContain(referrer.email);
    const consentUrl = linkTo(ask, '/de/referral/consent/');
    await mail.waitFor(referrer.email, /Thank you for recommending Ján Novák/);

    const candidatePage = await browser.page({ locale: 'de-DE' });
    const consent = new ReferralConsentPage(candidatePage);
    await consent.open(consentUrl);
    await expect
      .poll(() =>
        candidatePage
          .getByRole('heading', { name: 'Guten Tag, Ján Novák, Sie wurden empfohlen' })
          .isVisible(),
      )
      .toBe(true);
    const shown = await candidatePage.locator('main').innerText();
    expect(shown).toContain('Eva Ďurišová');
    expect(shown).toContain('A backend team for a payments platform');
    expect(shown).not.toContain(referrer.email);
    await consent.press('Meine Daten entfernen');
    await expect
      .poll(() => candidatePage.getByRole('heading', { name: 'Ihre Daten wurden entfernt' }).isVisible())
      .toBe(true);
    // Opened again later: only that the data were removed.
    await consent.open(consentUrl);
    const after = await candidatePage.locator('main').innerText();
    expect(after).toContain('Ihre Daten wurden entfernt');
    expect(after).not.toContain('Ján Novák');
    expect(after).not.toContain('Eva Ďurišová');

    await referrerPage.goto(`${base}/en/profile/added`);
    await settled(referrerPage);
    const list = referrerPage.getByRole('list', { name: 'My recommendations' });
    await expect.poll(() => list.getByText('The candidate removed their data').isVisible()).toBe(true);
    expect(await list.innerText()).toContain('Removed');
    expect(await list.innerText()).toContain('A backend team for a payments platform');
    expect(await referrerPage.locator('main').innerText()).not.toContain('Ján Novák');
  });

  it('works without JavaScript for a job: bad input keeps the form, then HR is told (in Slovak)', async () => {
    const job = await firstJob();
    const page = await browser.page({ locale: 'sk-SK', javaScriptEnabled: false });
    const form = new ReferralFormPage(page, base, 'sk', false);
    await form.open(job.id);
    expect(await page.locator('main').innerText()).toContain(job.name);
    const referrerEmail = unique('zuzana');
    await form.fill({
      referrerName: 'Zuzana Kováčová',
      referrerEmail,
      candidateName: 'Peter Malý',
      candidateEmail: 'peter@',
      info: 'Výborný tester.',
    });
    await form.submit();
    // The server answers with the Slovak message and everything typed is still there.
    await expect
      .poll(() => page.getByText('Zadajte, prosím, platnú e-mailovú adresu.').first().isVisible())
      .toBe(true);
    expect(await form.field('Vaše meno').inputValue()).toBe('Zuzana Kováčová');
    expect(await form.field(/Prečo ho odporúčate\?/).inputValue()).toBe('Výborný tester.');

    const candidateEmail = unique('peter');
    await form.field('E-mail kandidáta').fill(candidateEmail);
    await page.getByRole('checkbox', { name: /Súhlasím so spracovaním/ }).check();
    await form.submit();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Ďakujeme za odporúčanie' }).isVisible())
      .toBe(true);
    const hr = await mail.waitFor(HR, /Nové odporúčanie kandidáta: Peter Malý/);
    expect(hr.text).toContain(candidateEmail);
    expect(hr.text).toMatch(/\/admin\/referrals\/[A-Za-z0-9_-]{32}/);
    const ask = await mail.waitFor(candidateEmail, /vás odporučil\(a\) na IT projekt/);
    expect(ask.text).toContain(job.name);
  });

  it('calculates the commission in the browser, and on the server without JavaScript', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const referral = new ReferralPage(page, base, 'en');
    await referral.open();
    await referral.setCalculator({ length: '4', months: 2, days: 47 });
    const calculator = referral.calculator();
    await expect.poll(() => calculator.innerText()).toContain('Payable after 1 more worked month.');
    expect(await calculator.innerText()).toContain('€5 × 47 days = €235');
    await referral.setCalculator({ months: 3 });
    await expect
      .poll(() => calculator.innerText())
      .toContain('Project shorter than 6 months: €500 one-time.');
    expect(await calculator.innerText()).toContain('Payable now, once.');

    const noScript = await browser.page({ locale: 'de-DE', javaScriptEnabled: false });
    const static_ = new ReferralPage(noScript, base, 'de');
    await static_.open();
    await static_.setCalculator({ length: '', months: 1, days: 20 });
    await static_.calculate();
    const text = await static_.calculator().innerText();
    expect(text).toContain('Fällig nach 2 weiteren gearbeiteten Monaten.');
    expect(text).toMatch(/5\s€ × 20 Tage = 100\s€/);
  });

  it('answers 404 for an unknown consent link', async () => {
    const response = await fetch(`${base}/en/referral/consent/${'x'.repeat(32)}`);
    expect(response.status).toBe(404);
    expect((await fetch(`${base}/en/referral/form/999999999`)).status).toBe(404);
  });
});
