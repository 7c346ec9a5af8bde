import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRegistration } from '../factories/registration.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { startOidcProvider, type TestIdentity, type TestOidcProvider } from './support/oidc-provider.ts';
import { freePort, startServer, type RunningServer } from './support/server-process.ts';

const browser = setupBrowser();
const run = Date.now();

const anna: TestIdentity = {
  email: `anna.novakova.${run}@example.sk`,
  name: 'Anna Nováková',
  givenName: 'Anna',
  familyName: 'Nováková',
};
/** People who registered with e-mail and password, and hold a provider identity with that e-mail. */
const peter = person('Peter', 'Horváth', `peter.horvath.${run}@example.sk`);
const petra = person('Petra', 'Kováčová', `petra.kovacova.${run}@example.sk`);
/** Logins at the provider: `anna` and `anna-work` are two credentials of one person (one e-mail). */
const marek = person('Marek', 'Žiak', `marek.ziak.${run}@example.sk`);
const identities: Record<string, TestIdentity> = { anna, 'anna-work': anna, peter, petra, marek };

function person(givenName: string, familyName: string, email: string): TestIdentity {
  return { email, name: `${givenName} ${familyName}`, givenName, familyName };
}

let oidc: TestOidcProvider | undefined;
let portal: RunningServer | undefined;
let mail: SmtpSink | undefined;

beforeAll(async () => {
  mail = await startSmtpSink();
  // The provider knows the portal's redirect URI, and the portal the provider's issuer: fix the
  // portal's port first, start the provider, then the portal.
  const port = await freePort();
  oidc = await startOidcProvider({ portalUrl: `http://127.0.0.1:${port}`, identities });
  portal = await startServer(
    {
      ...oidc.env('Test ID'),
      RATE_LIMIT_SCALE: '10',
      SMTP_URL: mail.url,
      MAIL_FROM: 'Kariéra IT <noreply@kariera.test>',
    },
    mkdtempSync(path.join(tmpdir(), 'kariera-social-')),
    { port },
  );
});

afterAll(async () => {
  await portal?.stop();
  await oidc?.close();
  await mail?.close();
});

const portalUrl = () => portal!.url;
const atProvider = (url: URL) => url.origin === oidc!.issuer;

/** A new visitor (fresh cookies at the portal and at the provider) on the English sign-in page. */
async function openSignIn(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const page = await browser.page({ locale: 'en-GB', ...options });
  // The provider's development screens import a web font; there is no internet here.
  await page.context().route(/fonts\.googleapis\.com/, (route) => route.abort());
  await page.goto(`${portalUrl()}/en/sign-in`);
  // With scripts, the button works once the page is hydrated (the password toggle appears then).
  if (options.javaScriptEnabled !== false)
    await page.getByRole('button', { name: 'Show password' }).waitFor();
  return page;
}

/** "Continue with Test ID", then the provider's login and consent screens as `login`. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  await page.waitForURL(atProvider);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.origin === portalUrl() && !url.pathname.startsWith('/api/'));
}

async function getJson(page: Page, pathname: string): Promise<{ status: number; body: unknown }> {
  const response = await page.context().request.get(`${portalUrl()}${pathname}`);
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : null };
}

/** Registers `who` with e-mail and password; returns the session cookies of the new account. */
async function registerWithPassword(who: TestIdentity): Promise<string> {
  const response = await fetch(`${portalUrl()}/api/registration/candidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portalUrl() },
    body: JSON.stringify(
      validRegistration({ firstName: who.givenName, lastName: who.familyName, email: who.email }),
    ),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

async function getWithCookies(pathname: string, cookie: string) {
  const response = await fetch(`${portalUrl()}${pathname}`, { headers: { cookie } });
  expect(response.status, pathname).toBe(200);
  return response.json() as Promise<unknown>;
}

/** Fills the finish-signup form (names come from the provider) and saves it. */
async function completeProfile(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Country calling code' }).selectOption('SVK');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+421 905 123 456');
  await page.getByLabel('City').fill('Košice');
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('SK');
  await page.getByRole('combobox', { name: 'Profession' }).selectOption({ label: 'Frontend Developer' });
  // The searching tag input appears once the page is hydrated.
  await page.getByRole('combobox', { name: 'Technologies' }).fill('Java');
  await page.getByRole('option', { name: 'Java', exact: true }).click();
  expect(await page.getByRole('list', { name: 'Selected technologies' }).innerText()).toContain('Java');
  await page.getByRole('combobox', { name: 'Years of experience' }).selectOption({ label: '2 years' });
  await page
    .getByRole('combobox', { name: 'How did you find out about us?' })
    .selectOption({ label: 'A friend or colleague' });
  await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

interface Profile {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}
interface Export {
  signInMethods: { provider: string }[];
}

describe('social sign-in through an OpenID Connect provider', () => {
  it('brings a new person who came from a protected page back there once the profile is finished', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    await page.context().route(/fonts\.googleapis\.com/, (route) => route.abort());
    await page.goto(`${portalUrl()}/en/profile/privacy`);
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/en/sign-in');
    await page.getByRole('button', { name: 'Show password' }).waitFor();

    await signInAtProvider(page, 'marek');
    expect(new URL(page.url()).pathname).toBe('/en/sign-up/finishing');
    // Until the profile is finished, every protected page leads back to finishing.
    await page.goto(`${portalUrl()}/en/profile/newsletter`);
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/en/sign-up/finishing');

    await completeProfile(page);
    await page.waitForURL((url) => url.pathname === '/en/profile/newsletter');
    expect((await getJson(page, '/api/candidates/my')).status).toBe(200);
  });

  let annaId: string | undefined;

  it('signs up a new person, who completes the profile and arrives home signed in', async () => {
    const page = await openSignIn();

    await signInAtProvider(page, 'anna');

    expect(new URL(page.url()).pathname).toBe('/en/sign-up/finishing');
    expect(await page.getByText(`You are signed in as ${anna.email}.`).count()).toBe(1);
    // The names come from the provider.
    expect(await page.getByLabel('First name').inputValue()).toBe('Anna');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Nováková');
    await completeProfile(page);

    await page.waitForURL((url) => url.pathname === '/en' || url.pathname === '/en/');
    await settled(page);
    await page.locator('header summary', { hasText: 'Anna Nováková' }).waitFor();
    const my = await getJson(page, '/api/candidates/my');
    expect(my.status).toBe(200);
    const profile = my.body as Profile;
    expect(profile).toMatchObject({
      email: anna.email,
      emailVerified: true,
      firstName: 'Anna',
      lastName: 'Nováková',
    });
    annaId = profile.id;
  });

  it('links another credential of the same person with the same e-mail to the same account', async () => {
    expect(annaId, 'the account of the first test').toBeDefined();
    const page = await openSignIn();

    await signInAtProvider(page, 'anna-work');

    // A finished profile goes straight on to the post-login destination, not to finishing again.
    await settled(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/en\/?$/);
    await page.getByText('Account menu: Anna Nováková', { exact: true }).waitFor({ state: 'attached' });
    expect(await page.getByText('Account menu: Anna Nováková', { exact: true }).count()).toBe(1);
    const my = await getJson(page, '/api/candidates/my');
    expect(my.status).toBe(200);
    expect((my.body as Profile).id).toBe(annaId);
    const exported = await getJson(page, '/api/candidates/my/export');
    expect(exported.status).toBe(200);
    expect((exported.body as Export).signInMethods.map((m) => m.provider)).toEqual(['oidc', 'oidc']);
  });

  for (const [login, who, verified] of [
    ['peter', peter, false],
    ['petra', petra, true],
  ] as const) {
    const state = verified ? 'confirmed' : 'not confirmed yet';
    it(`refuses a provider identity with the e-mail of a password account (e-mail ${state})`, async () => {
      const passwordSession = await registerWithPassword(who);
      if (verified) {
        const message = await mail!.waitFor((m) => m.to === who.email && /verify-email/.test(m.text));
        const link = /https?:\/\/\S+\/verify-email\?token=[^\s)\]>]+/.exec(message.text)?.[0];
        expect(link, message.text).toBeDefined();
        expect((await fetch(link!)).ok).toBe(true);
      }
      const before = (await getWithCookies('/api/candidates/my', passwordSession)) as Profile;
      expect(before.emailVerified).toBe(verified);
      const page = await openSignIn();

      await signInAtProvider(page, login);

      const url = new URL(page.url());
      expect(url.pathname).toBe('/en/sign-in');
      expect(url.searchParams.get('error')).not.toBeNull();
      expect(
        await page.getByText('An account with this email already exists.', { exact: true }).count(),
        `?error=${url.searchParams.get('error')}`,
      ).toBe(1);
      expect((await getJson(page, '/api/candidates/my')).status).toBe(401);
      const exported = (await getWithCookies('/api/candidates/my/export', passwordSession)) as Export;
      expect(exported.signInMethods.map((m) => m.provider)).toEqual(['credential']);
    });
  }

  it('explains a sign-in that came back from an unsupported provider', async () => {
    const page = await browser.page({ locale: 'en-GB' });

    await page.goto(`${portalUrl()}/en/sign-in?error=unsupported_provider`);

    expect(
      await page
        .getByText("Your account is linked to a provider that isn't supported.", { exact: true })
        .count(),
    ).toBe(1);
  });

  it('reaches the provider without JavaScript (the CSP lets the sign-in form redirect there)', async () => {
    const csp = (await fetch(`${portalUrl()}/en/sign-in`)).headers.get('content-security-policy');
    expect(csp).toContain(`form-action 'self' ${oidc!.issuer};`);
    const page = await openSignIn({ javaScriptEnabled: false });

    await page.getByRole('button', { name: 'Continue with Test ID' }).click();

    await page.waitForURL(atProvider, { timeout: 10_000 });
    expect(await page.locator('input[name="login"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign-in' }).count()).toBe(1);
  });
});
