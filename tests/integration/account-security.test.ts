import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncAdminRoles } from '../../core/accounts/admin-role.ts';
import { grantAdmin } from '../../core/accounts/grant-admin.ts';
import { authEvent, user } from '../../db/schema/index.ts';
import { validRegistration } from '../factories/registration.ts';
import { verifyEmailByLink } from '../setup/api-users.ts';
import { createTestApp, createTestAppOn } from '../setup/test-app.ts';

const ADMIN = 'boss@example.sk';
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ip = 0;

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true', ADMIN_EMAILS: ADMIN });
});
afterAll(() => ctx?.close());

function request(
  method: string,
  url: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  return ctx.app.request(url, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-forwarded-for': `198.51.100.${++ip}`,
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.includes('session_token=') && !c.endsWith('='))
    .join('; ');

async function register(overrides: Record<string, unknown> = {}) {
  const payload = validRegistration(overrides);
  const response = await request('POST', '/api/registration/candidate', { body: payload });
  expect(response.status).toBe(201);
  return { payload, cookie: sessionCookie(response) };
}

describe('cookies and origins', () => {
  it('treats a tampered session cookie as signed out and changes nothing', async () => {
    const { cookie } = await register();
    const tampered = cookie.replace(/session_token=([^.;]+)/, 'session_token=forged$1');
    const me = await request('GET', '/api/candidates/my', { headers: { cookie: tampered } });
    expect(me.status).toBe(401);
    const update = await request('PUT', '/api/candidates/my', {
      body: { city: 'Nitra' },
      headers: { cookie: tampered },
    });
    expect(update.status).toBe(401);
    const page = await ctx.app.request('/api/auth/get-session', { headers: { cookie: tampered } });
    expect(await page.json()).toBeNull();
    const still = await (await request('GET', '/api/candidates/my', { headers: { cookie } })).json();
    expect(still.city).toBe('Žilina');
  });

  it('refuses state-changing requests sent by another site', async () => {
    const { cookie } = await register();
    const foreign = await request('PUT', '/api/candidates/my/language', {
      body: { language: 'de' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const crossSite = await request('PUT', '/api/candidates/my/language', {
      body: { language: 'de' },
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const own = await request('PUT', '/api/candidates/my/language', {
      body: { language: 'de' },
      headers: { cookie, origin: 'https://kariera.test' },
    });
    expect(own.status).toBe(200);
  });

  it('refuses an avatar over 5 MB and creates no account', async () => {
    const payload = validRegistration();
    const form = new FormData();
    for (const [key, value] of Object.entries(payload)) {
      if (Array.isArray(value)) value.forEach((v) => form.append(key, String(v)));
      else form.append(key, String(value));
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    form.append('avatar', new File([big], 'huge.png', { type: 'image/png' }));
    const response = await ctx.app.request('/api/registration/candidate', {
      method: 'POST',
      headers: { 'accept-language': 'en', 'x-forwarded-for': `198.51.100.${++ip}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.avatar).toEqual(['The photo must not be larger than 5 MB.']);
    expect(await ctx.database.db.select().from(user).where(eq(user.email, payload.email))).toEqual([]);
  });
});

describe('the admin role', () => {
  const app = () => ctx;
  const roleOf = async (email: string) =>
    (await ctx.database.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;
  const overview = (cookie: string, on = ctx) =>
    on.app.request('/api/admin/overview', { headers: { cookie, 'x-forwarded-for': `198.51.100.${++ip}` } });

  it('is given to an address of ADMIN_EMAILS only once its owner has verified it', async () => {
    const { cookie } = await register({ email: ADMIN });
    expect(await roleOf(ADMIN)).toBe('user');
    expect((await overview(cookie)).status).toBe(403);
    await verifyEmailByLink(app, ADMIN);
    expect((await overview(cookie)).status).toBe(200);
    expect(await roleOf(ADMIN)).toBe('admin');
  });

  it('is taken back from old sessions and new sign-ins once the address leaves ADMIN_EMAILS', async () => {
    const email = 'former-boss@example.sk';
    const withAdmin = createTestAppOn(ctx.database, {
      TRUST_PROXY: 'true',
      ADMIN_EMAILS: email,
      DATA_DIR: ctx.config.dataDir,
    });
    const { cookie, payload } = await register({ email });
    await verifyEmailByLink(app, email);
    expect((await overview(cookie, withAdmin)).status).toBe(200);
    // The same database after a restart without the address: the old session is no admin…
    expect((await overview(cookie)).status).toBe(403);
    // …nor is a new sign-in.
    const signIn = await request('POST', '/api/auth/sign-in/email', {
      body: { email, password: payload.password },
    });
    expect(signIn.status).toBe(200);
    expect((await overview(sessionCookie(signIn))).status).toBe(403);
    expect(await roleOf(email)).toBe('user');
  });

  it('is given by admin:grant to an existing account, and refused for an unknown address', async () => {
    const { payload, cookie } = await register();
    expect(await grantAdmin({ db: ctx.database.db, email: payload.email.toUpperCase() })).toBe(true);
    // Granted, but unverified: still no admin.
    expect((await overview(cookie)).status).toBe(403);
    await verifyEmailByLink(app, payload.email);
    expect((await overview(cookie)).status).toBe(200);
    const [row] = await ctx.database.db
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.email, payload.email));
    expect(row?.role).toBe('admin');
    const events = await ctx.database.db.select().from(authEvent).where(eq(authEvent.userId, row!.id));
    expect(events.map((e) => e.type)).toContain('admin_granted');
    expect(await grantAdmin({ db: ctx.database.db, email: 'nobody@example.sk' })).toBe(false);
  });

  it('is re-derived for every account at start-up', async () => {
    const { payload } = await register();
    await verifyEmailByLink(app, payload.email);
    await syncAdminRoles({ db: ctx.database.db, adminEmails: [payload.email.toUpperCase()] });
    expect(await roleOf(payload.email)).toBe('admin');
    await syncAdminRoles({ db: ctx.database.db, adminEmails: [] });
    expect(await roleOf(payload.email)).toBe('user');
  });
});

describe('the audit log', () => {
  it('records sign-ups, failed and successful sign-ins with the client address', async () => {
    const { payload } = await register();
    await request('POST', '/api/auth/sign-in/email', {
      body: { email: payload.email, password: 'wrong-password' },
      headers: { 'x-forwarded-for': '192.0.2.7' },
    });
    await request('POST', '/api/auth/sign-in/email', {
      body: { email: payload.email, password: payload.password },
      headers: { 'x-forwarded-for': '192.0.2.8' },
    });
    const events = await ctx.database.db.select().from(authEvent).where(eq(authEvent.email, payload.email));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['sign_up', 'sign_in']));
    expect(events.find((e) => e.type === 'sign_in' && e.ipAddress === '192.0.2.8')).toBeDefined();
  });
});
