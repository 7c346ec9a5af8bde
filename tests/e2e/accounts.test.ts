import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { type NewAccount, newPerson, SignInPage, SignUpPage, UserMenu } from './pages/account-pages.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { confirmAddress, linkTo, smtpMailbox, type Mailbox } from './support/mailbox.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const browser = setupBrowser();

/**
 * The account flows with e-mail delivered over SMTP to a real SMTP server (the sink), as in
 * production; the settings flows (`account-settings.test.ts`) use the embedded outbox, the default,
 * so that each way of sending mail meets the browser once.
 */
describe('accounts with mail over SMTP', () => {
  const ADMIN = newPerson('admin');
  let server: RunningServer;
  let sink: SmtpSink;
  let mail: Mailbox;
  let base = '';

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({ RATE_LIMIT_SCALE: '20', ADMIN_EMAILS: ADMIN.email, SMTP_URL: sink.url });
    mail = smtpMailbox(sink);
    base = server.url;
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  /** Registers `person` through the sign-up form; the browser ends signed in. */
  async function signUp(page: Page, person: NewAccount) {
    const form = new SignUpPage(page, base);
    await form.open();
    await form.fill(person);
    await form.submit();
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-up'));
    await settled(page);
  }

  it('signs up, confirms the e-mail from the message and is welcomed', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const person = newPerson();
    await signUp(page, person);

    await expect.poll(() => new URL(page.url()).pathname).toBe('/en');
    await expect.poll(() => new UserMenu(page).trigger('Eva Ďurišová').isVisible()).toBe(true);
    // Where it lands, it says where the confirmation link went, and offers to send it again.
    const notice = page.getByRole('region', { name: 'Your account is ready – now confirm your e-mail' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain(`We sent a confirmation link to ${person.email}`);
    await notice.getByRole('button', { name: 'Send the link again' }).waitFor();

    const verification = await mail.waitFor(person.email, /confirm your e-mail address/i);
    expect(verification.html).toContain('Eva Ďurišová');
    await page.goto(linkTo(verification, '/en/verify-email?token='));
    await settled(page);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).isVisible())
      .toBe(true);
    await mail.waitFor(person.email, /welcome to kariéra it/i);

    // A link whose token was tampered with confirms nothing.
    const tampered = linkTo(verification, '/en/verify-email?token=').replace(
      /token=(.)/,
      (_, c: string) => `token=${c === 'x' ? 'y' : 'x'}`,
    );
    await page.goto(tampered);
    await settled(page);
    await expect
      .poll(() => page.getByText('The link is not valid or it has expired.').isVisible())
      .toBe(true);
  });

  it('keeps what was typed and shows translated messages when the form is wrong', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const existing = newPerson('taken');
    await signUp(page, existing);
    const other = await browser.page({ locale: 'en-GB' });
    const form = new SignUpPage(other, base);
    await form.open();
    await form.fill({ ...existing, password: '12345' });
    await form.submit();
    await expect
      .poll(() => other.getByText('The password must contain at least 6 characters.').first().isVisible())
      .toBe(true);
    expect(await other.getByLabel('City').inputValue()).toBe('Banská Bystrica');

    await other.getByLabel('Password', { exact: true }).fill('Iná-Dlhá-Veta-42');
    await other.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await form.submit();
    await expect
      .poll(() => other.getByText('An account with this email already exists.').first().isVisible())
      .toBe(true);
    expect(await other.getByLabel('First name').inputValue()).toBe('Eva');
  });

  it('signs out and in again; a wrong password is refused', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const person = newPerson('inout');
    await signUp(page, person);
    await new UserMenu(page).signOut('Eva Ďurišová');
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);

    const signIn = new SignInPage(page, base);
    await signIn.open();
    await signIn.signIn(person.email, 'not-my-password');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/e-mail or password/i);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(person.email);

    await signIn.signIn(person.email, person.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en');
    await expect.poll(() => new UserMenu(page).trigger('Eva Ďurišová').isVisible()).toBe(true);
  });

  it('switches the portal to the app language of the account when it signs in', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const person = newPerson('language');
    await signUp(page, person);
    const saved = await page.request.put(`${base}/api/candidates/my/language`, { data: { language: 'de' } });
    expect(await saved.json()).toEqual({ appLanguage: { value: 'de' } });
    await new UserMenu(page).signOut('Eva Ďurišová');

    const signIn = new SignInPage(page, base);
    await signIn.open('en');
    await signIn.signIn(person.email, person.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/de');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('resets a forgotten password from the e-mailed link and signs in with the new one', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const person = newPerson('reset');
    await signUp(page, person);
    await new UserMenu(page).signOut('Eva Ďurišová');

    await page.goto(`${base}/en/forgot-password`);
    await settled(page);
    await page.getByLabel('E-mail', { exact: true }).fill(`nobody.${Date.now()}@example.sk`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await settled(page);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/./);
    expect(mail.all(`nobody@example.sk`)).toEqual([]);

    await page.getByLabel('E-mail', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await settled(page);
    await expect.poll(() => page.getByText('Check your inbox').isVisible()).toBe(true);

    const message = await mail.waitFor(person.email, /reset your kariéra it password/i);
    const link = linkTo(message, '/en/reset-password?token=');
    await page.goto(link);
    await settled(page);
    const newPassword = 'Nové-Heslo-Jeseň-77';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await settled(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/sign-in');

    const signIn = new SignInPage(page, base);
    await signIn.signIn(person.email, person.password);
    await expect.poll(() => page.getByRole('alert').first().isVisible()).toBe(true);
    await signIn.signIn(person.email, newPassword);
    await expect.poll(() => new UserMenu(page).trigger('Eva Ďurišová').isVisible()).toBe(true);

    // A used reset link does not work twice.
    const other = await browser.page({ locale: 'en-GB' });
    await other.goto(link);
    await settled(other);
    await other.getByLabel('New password', { exact: true }).fill('Ešte-Iné-Heslo-55');
    await other.getByLabel('Repeat new password', { exact: true }).fill('Ešte-Iné-Heslo-55');
    await other.getByRole('button', { name: 'Save new password' }).click();
    await settled(other);
    await expect
      .poll(() => other.getByText('The link is not valid or it has expired.').isVisible())
      .toBe(true);
  });

  it('sends an anonymous visitor of a protected page to sign-in and back to that page', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    const person = newPerson('target');
    await signUp(page, person);
    await new UserMenu(page).signOut('Eva Ďurišová');

    await page.goto(`${base}/en/profile/newsletter`);
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/en/sign-in');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'redirect-target');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('/en/profile/newsletter');
    expect(cookie?.httpOnly).toBe(true);
    expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 60_000)).toBe(30);

    await new SignInPage(page, base).signIn(person.email, person.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/profile/newsletter');
    expect((await page.context().cookies()).some((c) => c.name === 'redirect-target')).toBe(false);
  });

  it('sends a signed-in person away from the guest-only pages', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await signUp(page, newPerson('guest'));
    for (const guestOnly of ['/en/sign-in', '/en/sign-up', '/en/forgot-password']) {
      await page.goto(`${base}${guestOnly}`);
      await settled(page);
      expect(new URL(page.url()).pathname).toBe('/en');
    }
  });

  it('shows an admin where the mail goes instead of an outbox', async () => {
    const admin = await browser.page({ locale: 'en-GB' });
    await signUp(admin, ADMIN);
    await confirmAddress(mail, ADMIN.email);
    const response = await admin.goto(`${base}/en/admin/outbox`);
    await settled(admin);
    expect(response?.status()).toBe(200);
    await expect.poll(() => admin.getByText('Mail goes out by SMTP', { exact: true }).isVisible()).toBe(true);
    expect(await admin.getByRole('table').count()).toBe(0);
  });
});
