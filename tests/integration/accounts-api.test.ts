import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  authEvent,
  clientCvConsent,
  consentRecord,
  dismissedJob,
  extraRequest,
  job,
  jobAlert,
  newsletterSubscription,
  referral,
  task,
  user,
} from '../../db/schema/index.ts';
import { RATE_LIMITS } from '../../server/rate-limits.ts';
import { validRegistration } from '../factories/registration.ts';
import { apiCaller, cookiesOf, fileTestApp, nextClientIp, registerCandidate } from '../setup/api-users.ts';

const app = fileTestApp();
const call = apiCaller(app);

/** The optional answers of a registration too (technologies, job search, newsletters). */
const OPTIONAL_ANSWERS = {
  expertises: [1, 2],
  nonIt: false,
  jobLooking: true,
  jobLookingHorizon: 'months_1_3',
  newsletterJobs: true,
  newsletterNews: false,
};
const registration = (overrides: Record<string, unknown> = {}) =>
  validRegistration({ ...OPTIONAL_ANSWERS, ...overrides });
const register = (overrides: Record<string, unknown> = {}) =>
  registerCandidate(app, { ...OPTIONAL_ANSWERS, ...overrides });

/** A registration as the multipart form of the sign-up page, with a photo. */
function withAvatar(payload: Record<string, unknown>, avatar: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (Array.isArray(value)) value.forEach((v) => form.append(key, String(v)));
    else form.append(key, String(value));
  }
  form.append('avatar', avatar);
  return form;
}

describe('POST /api/registration/candidate', () => {
  it('creates the profile and CV settings, signs in with remember-me and queues the verification e-mail', async () => {
    const { payload, response, body, cookie } = await register();
    expect(body.profile).toMatchObject({
      email: payload.email,
      firstName: 'Ľubomír',
      lastName: 'Šťastný',
      phone: '+421905123456',
      city: 'Žilina',
      profession: 'BACKEND',
      emailVerified: false,
      signupFinished: true,
      newsletterJobs: true,
      jobApplications: [],
    });
    expect(body.profile.expertises.map((e: { id: number }) => e.id).sort()).toEqual([1, 2]);
    expect(body.cvSettings.token).toMatch(/^[\w-]{16,}$/);
    const sessionCookie = response.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(sessionCookie).toMatch(/Max-Age=\d{6,}/); // remembered for 30 days
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Secure/); // the test app's public URL is https
    expect(cookie).toContain('session_token=');
    const queued = await app().database.db.select().from(task).where(eq(task.name, 'send-email'));
    expect(queued.map((t) => t.payload)).toContainEqual(
      expect.objectContaining({ template: 'verify-email', to: payload.email }),
    );
  });

  it('refuses a duplicate e-mail, an invalid phone for the country and a common password with translated messages', async () => {
    const { payload } = await register();
    const duplicate = await call('POST', '/api/registration/candidate', {
      body: registration({ email: payload.email }),
    });
    expect(duplicate.status).toBe(400);
    expect((await duplicate.json()).fieldErrors.email).toEqual([
      'An account with this email already exists.',
    ]);

    const phone = await call('POST', '/api/registration/candidate', {
      body: registration({ phoneCountry: 'CZE', phone: '+421 905 123 456' }),
      lang: 'sk',
    });
    expect(phone.status).toBe(400);
    expect((await phone.json()).fieldErrors.phone[0]).toMatch(/telefónne číslo/i);

    const common = await call('POST', '/api/registration/candidate', {
      body: registration({ password: 'password1' }),
    });
    expect(common.status).toBe(400);
    expect((await common.json()).fieldErrors.password).toEqual([
      'This password is too common. Please choose another one.',
    ]);
  });

  it('validates every field on the server with the docs/product/validation.md messages', async () => {
    const response = await call('POST', '/api/registration/candidate', {
      body: registration({
        email: 'not-an-email',
        password: '12345',
        expertises: [],
        gdprAgreementAccepted: false,
        profession: '',
      }),
    });
    expect(response.status).toBe(400);
    const { fieldErrors } = await response.json();
    expect(fieldErrors.email).toEqual(['Please enter a valid e-mail address.']);
    expect(fieldErrors.password).toEqual(['The password must contain at least 6 characters.']);
    expect(fieldErrors.expertises).toEqual(['Please enter at least 1 technology.']);
    expect(fieldErrors.gdprAgreementAccepted).toEqual(['You must accept the terms and conditions.']);
    expect(fieldErrors.profession).toEqual(['Did you forget to fill in your profession?']);
  });

  it('refuses a file that only claims to be an image, and creates nothing', async () => {
    const payload = registration();
    const avatar = new File(['MZ\x90\x00 this is an executable'], 'me.png', { type: 'image/png' });
    const response = await call('POST', '/api/registration/candidate', { body: withAvatar(payload, avatar) });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.avatar).toEqual([
      'Please choose an image (JPEG, PNG, WebP or GIF).',
    ]);
    expect(await app().database.db.select().from(user).where(eq(user.email, payload.email))).toEqual([]);
  });

  it('stores a real image as the avatar and serves it only to its owner', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const response = await call('POST', '/api/registration/candidate', {
      body: withAvatar(registration(), new File([png], 'me.png', { type: 'image/png' })),
    });
    expect(response.status).toBe(201);
    const cookie = cookiesOf(response);
    const avatar = await call('GET', '/api/candidates/my/avatar', { cookie });
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await avatar.arrayBuffer()).equals(png)).toBe(true);
    expect((await call('GET', '/api/candidates/my/avatar')).status).toBe(401);
  });
});

describe('/api/candidates/my', () => {
  it('needs a session', async () => {
    const response = await call('GET', '/api/candidates/my');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it('returns the profile, merges updates and checks the merged phone', async () => {
    const { cookie, payload } = await register();
    const me = await call('GET', '/api/candidates/my', { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(payload.email);

    const updated = await call('PUT', '/api/candidates/my', {
      cookie,
      body: { city: 'Košice', expertises: [3] },
    });
    expect(updated.status).toBe(200);
    const profile = await updated.json();
    expect(profile).toMatchObject({ city: 'Košice', firstName: 'Ľubomír', phone: '+421905123456' });
    expect(profile.expertises.map((e: { id: number }) => e.id)).toEqual([3]);

    const badPhone = await call('PUT', '/api/candidates/my', { cookie, body: { phoneCountry: 'AUT' } });
    expect(badPhone.status).toBe(400);
    expect((await badPhone.json()).fieldErrors.phone).toBeDefined();
    const unchanged = await (await call('GET', '/api/candidates/my', { cookie })).json();
    expect(unchanged.phoneCountry).toBe('SVK');

    const unknown = await call('PUT', '/api/candidates/my', { cookie, body: { email: 'x@y.sk' } });
    expect(unknown.status).toBe(400);
  });

  it('returns only the changed newsletter fields and records the consent', async () => {
    const { cookie } = await register({ newsletterJobs: false, newsletterNews: false });
    const first = await call('PUT', '/api/candidates/my/notification-settings', {
      cookie,
      body: { newsletterJobs: true, newsletterNews: false },
    });
    expect(await first.json()).toEqual({ newsletterJobs: true });
    const again = await call('PUT', '/api/candidates/my/notification-settings', {
      cookie,
      body: { newsletterJobs: true },
    });
    expect(await again.json()).toEqual({});
    const data = await (await call('GET', '/api/candidates/my/export', { cookie })).json();
    const newsletter = data.consents.find((c: { purpose: string }) => c.purpose === 'newsletter');
    expect(newsletter.withdrawnAt).toBeNull();
    const years =
      (new Date(newsletter.expiresAt).getTime() - new Date(newsletter.grantedAt).getTime()) /
      (365.25 * 864e5);
    expect(Math.round(years)).toBe(5);
  });

  it('sets the app language in either case', async () => {
    const { cookie } = await register();
    const response = await call('PUT', '/api/candidates/my/language', { cookie, body: { language: 'DE' } });
    expect(await response.json()).toEqual({ appLanguage: { value: 'de' } });
    expect((await (await call('GET', '/api/candidates/my', { cookie })).json()).appLanguage).toEqual({
      value: 'de',
    });
    expect(
      (await call('PUT', '/api/candidates/my/language', { cookie, body: { language: 'fr' } })).status,
    ).toBe(400);
  });

  it('exports all my data as a JSON attachment without secrets', async () => {
    const { cookie, payload } = await register();
    const response = await call('GET', '/api/candidates/my/export', { cookie });
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="kariera-it-my-data-/);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account.email).toBe(payload.email);
    expect(data.profile.city).toBe('Žilina');
    expect(data.consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual([
      'account',
      'job_search',
      'newsletter',
    ]);
    expect(text).not.toContain(payload.password);
    expect(text).not.toMatch(/"password"|"token"/);
  });

  it('refuses a deletion without the confirmation, saying what is confirmed (not terms)', async () => {
    const { cookie, payload } = await register();
    for (const [lang, words] of [
      ['en', /account and all its data will be deleted permanently/],
      ['sk', /účet a všetky jeho údaje budú natrvalo zmazané/],
      ['de', /Konto und alle seine Daten dauerhaft gelöscht/],
    ] as const) {
      const refused = await call('DELETE', '/api/candidates/my', {
        cookie,
        lang,
        body: { password: payload.password, confirm: false },
      });
      expect(refused.status).toBe(400);
      const text = await refused.text();
      expect(text, lang).toMatch(words);
      expect(text, lang).not.toMatch(/terms|podmien|Bedingungen|AGB/i);
    }
  });

  it('deletes the account for good with the current password', async () => {
    const { cookie, payload, body } = await register();
    const wrong = await call('DELETE', '/api/candidates/my', {
      cookie,
      body: { password: 'nope-nope', confirm: true },
    });
    expect(wrong.status).toBe(400);
    const gone = await call('DELETE', '/api/candidates/my', {
      cookie,
      body: { password: payload.password, confirm: true },
    });
    expect(gone.status).toBe(204);
    expect((await call('GET', '/api/candidates/my', { cookie })).status).toBe(401);
    expect(await app().database.db.select().from(user).where(eq(user.email, payload.email))).toEqual([]);
    const events = await app()
      .database.db.select()
      .from(authEvent)
      .where(eq(authEvent.userId, body.profile.id));
    expect(events.map((e) => e.type)).toContain('account_deleted');
    expect(events.every((e) => e.email === null)).toBe(true);
    const signIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email: payload.email, password: payload.password },
    });
    expect(signIn.status).toBe(401);
    const uploads = path.join(app().config.dataDir, 'uploads', 'avatars', body.profile.id);
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });
});

describe('/api/auth', () => {
  it('exposes only the endpoints whose checks the portal does not need to add', async () => {
    const signUp = await call('POST', '/api/auth/sign-up/email', {
      body: { name: 'X', email: 'raw@example.sk', password: '123456' },
    });
    expect(signUp.status).toBe(404);
    expect((await call('POST', '/api/auth/change-password', { body: {} })).status).toBe(404);
    expect((await call('POST', '/api/auth/delete-user', { body: {} })).status).toBe(404);
    expect((await call('GET', '/api/auth/get-session')).status).toBe(200);
  });
});

describe('rate limits', () => {
  it(`answers 429 to sign-in attempt ${RATE_LIMITS.signIn.max + 1} from one address`, async () => {
    const ip = nextClientIp();
    const body = { email: 'nobody@example.sk', password: 'whatever-123' };
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) {
      expect((await call('POST', '/api/auth/sign-in/email', { body, ip })).status).toBe(401);
    }
    const limited = await call('POST', '/api/auth/sign-in/email', { body, ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('POST', '/api/auth/sign-in/email', { body, ip: nextClientIp() })).status).toBe(401);
  });

  it(`answers 429 to registration ${RATE_LIMITS.signUp.max + 1} from one address`, async () => {
    const ip = nextClientIp();
    const { payload } = await register();
    for (let i = 0; i < RATE_LIMITS.signUp.max; i++) {
      const response = await call('POST', '/api/registration/candidate', {
        body: registration({ email: payload.email }),
        ip,
      });
      expect(response.status).toBe(400);
    }
    const limited = await call('POST', '/api/registration/candidate', { body: registration(), ip });
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe('RATE_LIMITED');
  });

  it(`answers 429 to password-reset request ${RATE_LIMITS.passwordReset.max + 1} from one address`, async () => {
    const ip = nextClientIp();
    const body = { email: 'someone@example.sk', redirectTo: '/reset-password' };
    for (let i = 0; i < RATE_LIMITS.passwordReset.max; i++) {
      expect((await call('POST', '/api/auth/request-password-reset', { body, ip })).status).toBe(200);
    }
    expect((await call('POST', '/api/auth/request-password-reset', { body, ip })).status).toBe(429);
  });

  it(`answers 429 to verification e-mail ${RATE_LIMITS.resendVerification.max + 1} from one address`, async () => {
    const ip = nextClientIp();
    const { payload } = await register();
    for (let i = 0; i < RATE_LIMITS.resendVerification.max; i++) {
      const response = await call('POST', '/api/auth/send-verification-email', {
        body: { email: payload.email },
        ip,
      });
      expect(response.status).toBe(200);
    }
    expect(
      (await call('POST', '/api/auth/send-verification-email', { body: { email: payload.email }, ip }))
        .status,
    ).toBe(429);
  });
});

describe('GET /api/candidates/my/export: what else the portal keeps about me', () => {
  it('holds my job alerts, dismissed jobs, extra requests, referrals by and about me and client-CV consents, what came from my address only once I verified it, not others’, without tokens', async () => {
    const me = await register();
    const other = await register();
    const db = app().database.db;
    const myId = me.body.profile.id as string;
    const otherId = other.body.profile.id as string;
    // The address in other letters, as someone else may type it: still mine once verified.
    const myAddressTyped = me.payload.email.toUpperCase();
    const [firstJob, secondJob] = await db.select({ id: job.id }).from(job).orderBy(job.id).limit(2);
    await db.insert(dismissedJob).values([
      { userId: myId, jobId: firstJob!.id },
      { userId: otherId, jobId: secondJob!.id },
    ]);
    const alert = (userId: string | null, email: string, token: string) => ({
      userId,
      email,
      language: 'sk',
      filter: { q: 'kotlin' },
      frequency: 'weekly',
      consentTextVersion: '1',
      token,
    });
    await db.insert(jobAlert).values([
      alert(myId, me.payload.email, 'alert-token-mine'),
      // Made before signing up, from the same address: mine too, once the address is proven mine.
      alert(null, me.payload.email, 'alert-token-signed-out'),
      alert(otherId, other.payload.email, 'alert-token-other'),
    ]);
    const request = (userId: string | null, email: string, project: string) => ({
      userId,
      name: 'Ľubomír Šťastný',
      email,
      project,
      seniority: 'senior',
    });
    await db
      .insert(extraRequest)
      .values([
        request(myId, me.payload.email, 'Dátový sklad v Kotline'),
        request(null, myAddressTyped, 'Poslané odhlásený'),
        request(otherId, other.payload.email, 'Iný projekt'),
      ]);
    await db.insert(referral).values([
      {
        id: `ref-${myId}`,
        referrerUserId: myId,
        referrerName: 'Ľubomír Šťastný',
        referrerEmail: me.payload.email,
        candidateName: 'Zuzana Kováčová',
        commissionType: 'one_time',
      },
      {
        // Someone recommends me: what they wrote is about me, their address and phone are theirs.
        id: `ref-about-${myId}`,
        referrerName: 'Peter Odporúčajúci',
        referrerEmail: 'peter.referrer@example.sk',
        referrerPhone: '+421 911 000 111',
        candidateName: 'Ľubomír Šťastný',
        candidateEmail: myAddressTyped,
        candidateInfo: 'Výborný v "Kotline",\r\nspoľahlivý.',
        commissionType: 'one_time',
      },
    ]);
    await db.insert(clientCvConsent).values({
      userId: myId,
      textVersion: '1',
      tokenHash: 'consent-token-hash',
      expiresAt: new Date(Date.now() + 864e5),
    });
    const exported = async () => {
      const response = await call('GET', '/api/candidates/my/export', { cookie: me.cookie });
      expect(response.status).toBe(200);
      const text = await response.text();
      return { text, data: JSON.parse(text) };
    };

    // Signed up with the address but not yet proven to own it: only what the account made itself.
    const unverified = await exported();
    expect(unverified.data.account.emailVerified).toBe(false);
    expect(unverified.data.jobAlerts).toHaveLength(1);
    expect(unverified.data.extraRequests.map((r: { project: string }) => r.project)).toEqual([
      'Dátový sklad v Kotline',
    ]);
    expect(unverified.data.referralsAboutMe).toEqual([]);
    expect(unverified.text).not.toMatch(/Poslané odhlásený|Peter Odporúčajúci|Výborný/);

    await db.update(user).set({ emailVerified: true }).where(eq(user.id, myId));
    const { text, data } = await exported();
    expect(data.dismissedJobs.map((d: { jobId: number }) => d.jobId)).toEqual([firstJob!.id]);
    expect(data.jobAlerts).toHaveLength(2);
    expect(data.jobAlerts[0]).toMatchObject({
      filter: { q: 'kotlin' },
      frequency: 'weekly',
      status: 'pending',
    });
    expect(data.extraRequests.map((r: { project: string }) => r.project).sort()).toEqual([
      'Dátový sklad v Kotline',
      'Poslané odhlásený',
    ]);
    expect(data.referralsSent.map((r: { candidateName: string }) => r.candidateName)).toEqual([
      'Zuzana Kováčová',
    ]);
    expect(data.referralsAboutMe).toEqual([
      expect.objectContaining({
        referrerName: 'Peter Odporúčajúci',
        candidateName: 'Ľubomír Šťastný',
        candidateInfo: 'Výborný v "Kotline",\r\nspoľahlivý.',
        status: 'pending',
      }),
    ]);
    expect(data.clientCvConsents).toEqual([
      expect.objectContaining({ state: 'requested', textVersion: '1' }),
    ]);
    expect(text).not.toMatch(/alert-token|consent-token-hash|Iný projekt|peter\.referrer|911 000 111/);
    expect(text).not.toContain(other.payload.email);
  });
});

/** A newsletter subscription of `topic` made and confirmed from `email` without an account; its id. */
async function confirmedWithoutAccount(email: string, topic: 'blog' | 'news'): Promise<number> {
  const [row] = await app()
    .database.db.insert(newsletterSubscription)
    .values({ email, topic, status: 'confirmed', token: `${topic}-${email}`, consentTextVersion: '1' })
    .returning({ id: newsletterSubscription.id });
  return row!.id;
}

describe('withdrawing a consent on the privacy page', () => {
  it('reaches what was given from the address signed out only once the account has verified it', async () => {
    const email = `consent.owner.${Date.now()}@example.sk`;
    const db = app().database.db;
    // A newsletter confirmed from the address without an account.
    const [given] = await db
      .insert(consentRecord)
      .values({ email, purpose: 'newsletter', textVersion: '1' })
      .returning({ id: consentRecord.id });
    const subscription = await confirmedWithoutAccount(email, 'blog');
    const state = async () => ({
      withdrawn: (
        await db
          .select({ at: consentRecord.withdrawnAt })
          .from(consentRecord)
          .where(eq(consentRecord.id, given!.id))
      ).map((r) => r.at !== null),
      subscriptions: (
        await db
          .select({ status: newsletterSubscription.status })
          .from(newsletterSubscription)
          .where(eq(newsletterSubscription.id, subscription))
      ).map((r) => r.status),
    });
    const before = await state();
    expect(before.withdrawn).toEqual([false]);
    expect(before.subscriptions).toEqual(['confirmed']);

    // Signed up with the address, not yet verified: the consent given from it is not the account's.
    const { id } = await register({ email });
    await app().services.accounts.withdrawConsent(id, 'newsletter');
    expect(await state()).toEqual(before);

    await db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
    await app().services.accounts.withdrawConsent(id, 'newsletter');
    expect(await state()).toEqual({ withdrawn: [true], subscriptions: ['unsubscribed'] });
  });
});

describe('the profile’s newsletter switches', () => {
  it('move the subscription made from the address without the account only once the account has verified it', async () => {
    const email = `news.owner.${Date.now()}@example.sk`;
    const db = app().database.db;
    // The owner of the address subscribed to the news signed out, and confirmed it.
    const owners = await confirmedWithoutAccount(email, 'news');
    const status = async () =>
      (
        await db
          .select({ status: newsletterSubscription.status, userId: newsletterSubscription.userId })
          .from(newsletterSubscription)
          .where(eq(newsletterSubscription.id, owners))
      )[0];
    const switchNews = async (cookie: string, on: boolean) =>
      expect(
        (
          await call('PUT', '/api/candidates/my/notification-settings', {
            cookie,
            body: { newsletterNews: on },
          })
        ).status,
      ).toBe(200);

    // Someone signs up with the address and switches the news on and off without verifying it.
    const { id, cookie } = await register({ email, newsletterJobs: false, newsletterNews: false });
    await switchNews(cookie, true);
    await switchNews(cookie, false);
    expect(await status()).toEqual({ status: 'confirmed', userId: null });

    // Verified, the account is the address's: its switch ends the subscription.
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
    await switchNews(cookie, true);
    await switchNews(cookie, false);
    expect((await status())!.status).toBe('unsubscribed');
  });
});
