import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { candidateProfile, consentRecord, storedFile, user } from '../../db/schema/index.ts';
import { type NewAccount, newPerson, SignInPage, SignUpPage, UserMenu } from './pages/account-pages.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { confirmAddress, linkTo, outboxMailbox, type Mailbox } from './support/mailbox.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const browser = setupBrowser();
/** A 1×1 PNG: the profile photo of the person who later deletes the account. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The settings flows with e-mail written to the embedded outbox, the default (the account flows,
 * `accounts.test.ts`, deliver over SMTP).
 */
describe('account settings with mail to the outbox', () => {
  const ADMIN = newPerson('admin');
  let server: RunningServer | undefined;
  let dataDir = '';
  let mail: Mailbox;
  let base = '';
  /** Accounts deleted by the tests, checked in the database once the server has stopped. */
  const deleted: { email: string; id: string }[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kariera-settings-'));
    // Every sensitive action asks for the password again (no session counts as a recent sign-in).
    server = await startServer(
      {
        RATE_LIMIT_SCALE: '20',
        FRESH_SESSION_SECONDS: '0',
        ADMIN_EMAILS: ADMIN.email,
      },
      dataDir,
    );
    mail = outboxMailbox(dataDir);
    base = server.url;
  });

  afterAll(async () => {
    await server?.stop();
  });

  async function signUp(page: Page, person: NewAccount, { photo = false } = {}) {
    const form = new SignUpPage(page, base);
    await form.open();
    await form.fill(person);
    if (photo)
      await page
        .locator('input[type="file"][name="avatar"]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await form.submit();
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-up'));
    await settled(page);
  }

  async function open(page: Page, pathname: string) {
    await page.goto(`${base}${pathname}`);
    await settled(page);
  }

  const profileId = async (page: Page) =>
    ((await (await page.request.get(`${base}/api/candidates/my`)).json()) as { id: string }).id;

  describe('settings', () => {
    it('finishes the profile after confirming the e-mail', async () => {
      const page = await browser.page({ locale: 'en-GB' });
      const person = newPerson('finish');
      await signUp(page, person);
      await open(page, '/en/profile');
      await expect
        .poll(() => page.getByText('Your e-mail address is not verified yet').isVisible())
        .toBe(true);

      const verification = await mail.waitFor(person.email, /confirm your e-mail address/i);
      await page.goto(linkTo(verification, '/en/verify-email?token='));
      await settled(page);
      await open(page, '/en/profile');
      expect(await page.getByText('Your e-mail address is not verified yet').count()).toBe(0);

      await page.getByLabel('City').fill('Prešov');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.getByText('Your profile has been saved.').isVisible()).toBe(true);
      await open(page, '/en/profile');
      expect(await page.getByLabel('City').inputValue()).toBe('Prešov');
    });

    it('changes the e-mail after the password prompt and confirms it from the new address', async () => {
      const page = await browser.page({ locale: 'en-GB' });
      const person = newPerson('change');
      const newEmail = `new.${person.email}`;
      await signUp(page, person);
      await open(page, '/en/profile/email');
      await page.getByLabel('New e-mail address').fill(newEmail);
      await page.getByRole('button', { name: 'Change e-mail' }).click();

      const prompt = page.getByRole('dialog', { name: 'Confirm your password' });
      await prompt.waitFor();
      await prompt.getByLabel('Current password', { exact: true }).fill('wrong-password-1');
      await prompt.getByRole('button', { name: 'Confirm and continue' }).click();
      await expect
        .poll(() => prompt.getByText(/password is not correct|wrong password|incorrect/i).isVisible())
        .toBe(true);
      await prompt.getByLabel('Current password', { exact: true }).fill(person.password);
      await prompt.getByRole('button', { name: 'Confirm and continue' }).click();
      await expect
        .poll(() => page.getByText(`We sent a confirmation link to ${newEmail}`).isVisible())
        .toBe(true);

      const confirmation = await mail.waitFor(newEmail, /confirm your e-mail address/i);
      await page.goto(linkTo(confirmation, '/verify-email?token='));
      await settled(page);
      await mail.waitFor(person.email, /e-mail address of your account was changed/i);

      await open(page, '/en');
      await new UserMenu(page).signOut('Eva Ďurišová');
      const signIn = new SignInPage(page, base);
      await signIn.open();
      await signIn.signIn(person.email, person.password);
      await expect.poll(() => page.getByRole('alert').first().isVisible()).toBe(true);
      await signIn.signIn(newEmail, person.password);
      await expect.poll(() => new UserMenu(page).trigger('Eva Ďurišová').isVisible()).toBe(true);
    });

    it('changes the password with the current one and signs out the other devices', async () => {
      const laptop = await browser.page({ locale: 'en-GB' });
      const person = newPerson('password');
      await signUp(laptop, person);
      const phone = await browser.page({ locale: 'en-GB' });
      await new SignInPage(phone, base).open();
      await new SignInPage(phone, base).signIn(person.email, person.password);
      await expect.poll(() => new UserMenu(phone).trigger('Eva Ďurišová').isVisible()).toBe(true);

      await open(laptop, '/en/profile/password');
      const newPassword = 'Dunaj-Morava-Hron-9';
      await laptop.getByLabel('Current password', { exact: true }).fill(person.password);
      await laptop.getByLabel('New password', { exact: true }).fill(newPassword);
      await laptop.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
      await laptop.getByRole('button', { name: 'Change password' }).click();
      await expect.poll(() => laptop.getByText('Your password has been changed').isVisible()).toBe(true);

      await open(laptop, '/en/profile');
      expect(new URL(laptop.url()).pathname).toBe('/en/profile');
      await open(phone, '/en/profile');
      expect(new URL(phone.url()).pathname).toBe('/en/sign-in');
      await new SignInPage(phone, base).signIn(person.email, newPassword);
      await expect.poll(() => new URL(phone.url()).pathname).toBe('/en/profile');
    });

    it('deletes the account for good: sign-in fails afterwards', async () => {
      const page = await browser.page({ locale: 'en-GB' });
      const person = newPerson('delete');
      await signUp(page, person, { photo: true });
      const id = await profileId(page);
      expect((await page.request.get(`${base}/api/candidates/my/avatar`)).status()).toBe(200);
      deleted.push({ email: person.email, id });

      await open(page, '/en/profile/delete');
      await page.getByLabel('Your password').fill(person.password);
      await page
        .getByRole('checkbox', { name: /my account and all my data will be deleted permanently/ })
        .check();
      await page.getByRole('button', { name: 'Delete my account permanently' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Your account has been deleted' }).isVisible())
        .toBe(true);
      await mail.waitFor(person.email, /account has been deleted/i);

      const signIn = new SignInPage(page, base);
      await signIn.open();
      await signIn.signIn(person.email, person.password);
      await expect.poll(() => page.getByRole('alert').first().isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/en/sign-in');
    });

    it('shows the admins the mail outbox, whose links work, and hides it from everyone else', async () => {
      const visitor = await browser.page({ locale: 'en-GB' });
      const response = await visitor.goto(`${base}/en/admin/outbox`);
      expect(response?.status()).toBe(404);

      const admin = await browser.page({ locale: 'en-GB' });
      await signUp(admin, ADMIN);
      await confirmAddress(mail, ADMIN.email);
      await open(admin, '/en/admin/outbox');
      await admin
        .getByRole('link', { name: /confirm your e-mail address/i })
        .first()
        .click();
      await settled(admin);
      await admin
        .getByRole('link', { name: /verify-email\?token=/ })
        .first()
        .click();
      await settled(admin);
      await expect
        .poll(() => admin.getByRole('heading', { name: 'Your e-mail address is confirmed' }).isVisible())
        .toBe(true);

      await open(admin, '/en/admin/audit');
      await expect.poll(() => admin.getByRole('cell', { name: ADMIN.email }).first().isVisible()).toBe(true);
    });
  });

  describe('after the server stops', () => {
    it('keeps nothing of the deleted accounts in the database or the file store', async () => {
      expect(deleted.length).toBeGreaterThan(0);
      await server?.stop();
      server = undefined;
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      try {
        for (const { email, id } of deleted) {
          expect(await database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
          expect(
            await database.db.select().from(candidateProfile).where(eq(candidateProfile.userId, id)),
          ).toEqual([]);
          expect(
            await database.db.select().from(consentRecord).where(eq(consentRecord.email, email)),
          ).toEqual([]);
          expect(await database.db.select().from(storedFile).where(eq(storedFile.ownerUserId, id))).toEqual(
            [],
          );
          const folder = path.join(dataDir, 'uploads', 'avatars', id);
          expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
        }
      } finally {
        await database.close();
      }
    });
  });
});
