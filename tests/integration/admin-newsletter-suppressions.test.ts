import { randomBytes } from 'node:crypto';
import { describe, expect, it, beforeAll } from 'vitest';
import { mailSuppression } from '../../db/schema/index.ts';
import { nextClientIp, registerCandidate, verifyEmailByLink } from '../setup/api-users.ts';
import { filePageTestApp } from '../setup/page-app.ts';

const ADMIN = `suppress.admin.${Date.now()}@example.sk`;
const app = filePageTestApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '20' });
const ORIGIN = 'https://kariera.test';
const address = `bounced.${randomBytes(4).toString('hex')}@example.sk`;
let adminCookie = '';
let candidateCookie = '';

const page = (path: string, cookie: string, form?: Record<string, string>) =>
  app().app.request(`${ORIGIN}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      'x-forwarded-for': nextClientIp(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
const rows = () => app().database.db.select().from(mailSuppression);

beforeAll(async () => {
  adminCookie = (await registerCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);
  candidateCookie = (await registerCandidate(app, { email: `cand.${Date.now()}@example.sk` })).cookie;
  const at = new Date('2026-11-20T10:00:00Z');
  await app()
    .database.db.insert(mailSuppression)
    .values({ email: address, reason: 'complaint', count: 1, firstAt: at, lastAt: at, suppressedAt: at });
});

describe('/admin/newsletter: suppressed addresses', () => {
  it('lists each suppressed address with its reason and date, in the page language', async () => {
    const de = await (await page('/de/admin/newsletter', adminCookie)).text();
    expect(de).toContain('Gesperrte Adressen');
    expect(de).toContain(address);
    expect(de).toContain('Beschwerde (als Spam markiert)');
    expect(de).toContain('20.11.2026');
    const sk = await (await page('/admin/newsletter', adminCookie)).text();
    expect(sk).toContain('sťažnosť (označené ako spam)');
    expect(sk).toContain('Uvoľniť');
  });

  it('only an admin can release; the release lets list mail go to the address again', async () => {
    for (const cookie of ['', candidateCookie]) {
      const refused = await page('/en/admin/newsletter', cookie, { intent: 'release', email: address });
      expect(refused.status, await refused.text()).toBe(404);
    }
    expect((await rows()).map((r) => r.email)).toContain(address);
    const released = await page('/en/admin/newsletter', adminCookie, { intent: 'release', email: address });
    expect(released.status).toBeLessThan(400);
    expect(await released.text()).toContain(`${address} was released`);
    expect((await rows()).map((r) => r.email)).not.toContain(address);
    const en = await (await page('/en/admin/newsletter', adminCookie)).text();
    expect(en).toContain('No address is suppressed.');
  });
});
