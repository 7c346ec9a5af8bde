import { and, eq } from 'drizzle-orm';
import type { data } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as cvPageAction } from '../../app/routes/cv/cv-show.server.ts';
import { authEvent } from '../../db/schema/auth.ts';
import { createAccountGateway } from '../../server/account-gateway.ts';
import { createApp } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { RATE_LIMITS } from '../../server/rate-limits.ts';
import { fileTestAppWithSmtp, nextClientIp, registerVerifiedCandidate } from '../setup/api-users.ts';

/**
 * Every comparison with a password is limited per account or per object as well as per client
 * address (docs/ARCHITECTURE.md#security-baseline, ADR 103): the CV password rule, which compares with the account password,
 * shares the password prompt's limits; a shared CV's password is limited per CV across addresses.
 */
const { app, call, emailsTo, delivered } = fileTestAppWithSmtp();
type DataWithInit = ReturnType<typeof data>;

/** The server with the shared CV page's real form action behind it (the rest of the pages stubbed). */
let pages: ReturnType<typeof createApp>;
beforeAll(() => {
  pages = createApp({
    ...app(),
    logger: createLogger('silent'),
    metrics: createMetrics(),
    ssr: async (request, context) => {
      const token = /\/cv\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1];
      if (request.method !== 'POST' || !token) return new Response('page', { status: 200 });
      try {
        const result = (await cvPageAction({ params: { token }, request, context } as never)) as
          Response | DataWithInit;
        if (result instanceof Response) return result;
        return Response.json(result.data, { status: result.init?.status ?? 200 });
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        const refusal = thrown as DataWithInit;
        return new Response(null, { status: refusal.init?.status ?? 500 });
      }
    },
  });
});

const cvSettings = (password: string) => ({
  language: 'sk',
  privacy: 'password',
  contactVisible: false,
  graphVisible: true,
  password,
});

/** PUT of the CV's sharing settings with a password, from `ip`: status and problem code. */
async function setCvPassword(cookie: string, password: string, ip = nextClientIp(), lang = 'en') {
  const response = await call('PUT', '/api/candidates/my/cv-settings', {
    cookie,
    ip,
    lang,
    body: cvSettings(password),
  });
  const body = (await response.json()) as { code?: string; title?: string };
  return { status: response.status, code: body.code, title: body.title };
}

/** The account gateway of a page request of the session `cookie` from `ip`: the password prompt's path. */
async function passwordPrompt(cookie: string, ip: string) {
  const { gateway } = await createAccountGateway(
    app().accounts.deps,
    new Request('https://kariera.test/en/profile/settings', { method: 'POST', headers: { cookie } }),
    { ip, locale: 'en' },
  );
  return gateway;
}

// Every attempt hashes a password, and the gate runs these tests beside the browser tests (ADR 160):
// each test may take longer than the default 30 s on a busy runner.
const HASHING = { timeout: 90_000 };

describe('the CV password rule (it compares with the account password)', HASHING, () => {
  it('refuses with 429 once the account used its password checks, from however many addresses', async () => {
    const owner = await registerVerifiedCandidate(app);
    const password = owner.payload.password as string;
    // Guesses from a new address each: answered until the account's checks are used up.
    for (let i = 0; i < RATE_LIMITS.reauthenticate.max; i++)
      expect((await setCvPassword(owner.cookie, `hádam-${i}-heslo`)).status).toBe(200);
    // The right guess now tells nothing: no "same as the account password", just 429.
    const refused = await setCvPassword(owner.cookie, password, nextClientIp(), 'de');
    expect(refused).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      title: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    });
    // One budget with the password prompt: it is refused too.
    const prompt = await passwordPrompt(owner.cookie, nextClientIp());
    expect(await prompt.reauthenticate({ password })).toMatchObject({ ok: false, status: 429 });
    // The refusals are in the audit log.
    const logged = await app()
      .database.db.select({ detail: authEvent.detail })
      .from(authEvent)
      .where(and(eq(authEvent.userId, owner.id), eq(authEvent.type, 'rate_limited')));
    expect(logged.map((e) => e.detail)).toContain('reauthenticate');
    // Another account still gets its answer.
    const other = await registerVerifiedCandidate(app);
    const answer = await setCvPassword(other.cookie, other.payload.password as string);
    expect(answer).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  }, 120_000);

  it('refuses with 429 once one address used its password checks, across accounts', async () => {
    const ip = nextClientIp();
    const perAccount = RATE_LIMITS.reauthenticate.max;
    // Password prompts with wrong guesses for several accounts fill the address's bucket.
    let checks = 0;
    while (checks < RATE_LIMITS.reauthenticateAddress.max) {
      const prompt = await passwordPrompt((await registerVerifiedCandidate(app)).cookie, ip);
      for (let i = 0; i < perAccount && checks < RATE_LIMITS.reauthenticateAddress.max; i++, checks++)
        expect(await prompt.reauthenticate({ password: `skúška-${i}` })).toMatchObject({ status: 400 });
    }
    // A new account's CV password rule from that address gets no answer now.
    const fresh = await registerVerifiedCandidate(app);
    const password = fresh.payload.password as string;
    expect(await setCvPassword(fresh.cookie, password, ip)).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
    // The same account from another address is answered (its own checks are untouched).
    expect(await setCvPassword(fresh.cookie, password)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  }, 120_000);
});

describe('unlocking a shared CV', HASHING, () => {
  /** A password-protected CV of a German-speaking owner: its token and the owner. */
  async function protectedCv() {
    const owner = await registerVerifiedCandidate(app, { language: 'de' });
    expect((await setCvPassword(owner.cookie, 'Čučoriedka-7')).status).toBe(200);
    return { owner, token: owner.body.cvSettings.token };
  }
  const unlock = async (token: string, password: string, ip = nextClientIp()) => {
    const response = await call('POST', `/api/cv/${token}/unlock`, { ip, body: { password } });
    return { status: response.status, body: (await response.json()) as { code?: string; title?: string } };
  };

  it('locks the CV for everyone after the per-CV limit of wrong passwords from many addresses, and tells the owner once', async () => {
    const { owner, token } = await protectedCv();
    // Each address stays under its own limit; together they reach the CV's.
    const perAddress = RATE_LIMITS.cvUnlock.max - 1;
    const addresses = Array.from({ length: Math.ceil(RATE_LIMITS.cvUnlockCv.max / perAddress) }, () =>
      nextClientIp(),
    );
    for (let i = 0; i < RATE_LIMITS.cvUnlockCv.max; i++) {
      const answer = await unlock(token, `zlé-heslo-${i}`, addresses[i % addresses.length]);
      expect(answer.status, `attempt ${i + 1}`).toBe(403);
    }
    // The right password from a new address is refused now, and so is every other address.
    const locked = await unlock(token, 'Čučoriedka-7');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('CV_LOCKED');
    expect(locked.body.title).toBe(
      'This CV is locked for a while after too many wrong passwords. Please try again later (within an hour).',
    );
    expect(JSON.stringify(locked.body)).not.toContain('Železničná');
    for (let i = 0; i < 3; i++) expect((await unlock(token, 'Čučoriedka-7')).body.code).toBe('CV_LOCKED');
    // The shared page's password form is locked the same way, with the message in its language.
    const page = await pages.request(`/de/cv/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClientIp() },
      body: new URLSearchParams({ password: 'Čučoriedka-7' }),
    });
    expect(page.status).toBe(429);
    expect(await page.json()).toEqual({
      error:
        'Dieser Lebenslauf ist nach zu vielen falschen Passwörtern vorübergehend gesperrt. Bitte versuchen Sie es später erneut (spätestens in einer Stunde).',
    });
    // Exactly one notice, queued as a durable e-mail task and delivered in the owner's language.
    const notices = (await emailsTo(owner.email)).filter((m) => m.template === 'cv-locked');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ locale: 'de', data: { hours: 1 } });
    expect(String(notices[0]!.data.settingsUrl)).toBe('https://kariera.test/de/profile/cv');
    const mail = await delivered((m) => m.to === owner.email && m.subject.includes('Lebenslauf'));
    expect(mail.subject).toBe(
      'Wir haben den Link zu Ihrem passwortgeschützten Lebenslauf vorübergehend gesperrt',
    );
    expect(mail.text).toContain('Guten Tag Ľubomír Šťastný');
    expect(mail.text).toContain('https://kariera.test/de/profile/cv');
  });

  it('counts only wrong passwords against the CV, and a new link is not locked', async () => {
    const { owner, token } = await protectedCv();
    // Readers who know the password never lock it, however many there are.
    for (let i = 0; i < RATE_LIMITS.cvUnlockCv.max + 2; i++)
      expect((await unlock(token, 'Čučoriedka-7')).status).toBe(200);
    for (let i = 0; i < RATE_LIMITS.cvUnlockCv.max; i++)
      expect((await unlock(token, `zlé-${i}`)).status).toBe(403);
    expect((await unlock(token, 'Čučoriedka-7')).body.code).toBe('CV_LOCKED');
    // The page's form counts against the same limits.
    const page = await pages.request(`/cv/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClientIp() },
      body: new URLSearchParams({ password: 'Čučoriedka-7' }),
    });
    expect(page.status).toBe(429);
    // The owner's remedy: a new link opens at once with the password.
    const rotated = await call('POST', '/api/candidates/my/cv-settings/token', { cookie: owner.cookie });
    const { token: fresh } = (await rotated.json()) as { token: string };
    expect((await unlock(fresh, 'Čučoriedka-7')).status).toBe(200);
    const notices = (await emailsTo(owner.email)).filter((m) => m.template === 'cv-locked');
    expect(notices).toHaveLength(1);
  });

  it('keeps the per-address limit: one address is refused before the CV locks', async () => {
    const { owner, token } = await protectedCv();
    const ip = nextClientIp();
    for (let i = 0; i < RATE_LIMITS.cvUnlock.max; i++)
      expect((await unlock(token, `zlé-${i}`, ip)).status).toBe(403);
    expect((await unlock(token, 'Čučoriedka-7', ip)).body.code).toBe('RATE_LIMITED');
    expect((await unlock(token, 'Čučoriedka-7')).status).toBe(200);
    expect((await emailsTo(owner.email)).filter((m) => m.template === 'cv-locked')).toEqual([]);
  });
});
