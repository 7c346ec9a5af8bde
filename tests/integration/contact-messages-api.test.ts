import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentRecord, contactMessage } from '../../db/schema/index.ts';
import { RATE_LIMITS } from '../../server/rate-limits.ts';
import { apiCaller, fileTestApp, nextClientIp, queuedEmails } from '../setup/api-users.ts';
import { testDriver } from '../setup/test-db.ts';

const app = fileTestApp();
const call = apiCaller(app);
let seq = 0;

const send = (body: unknown, options: { ip?: string; lang?: string } = {}) =>
  call('POST', '/api/contact-messages', { body, ...options });

const message = (overrides: Record<string, unknown> = {}) => ({
  phone: `+421 905 ${String(100_000 + ++seq).slice(0, 3)} ${String(seq).padStart(3, '0')}`,
  message: 'We need a team of 40 developers for a rail project from March.',
  consent: true,
  ...overrides,
});

describe(`POST /api/contact-messages on ${testDriver()}`, () => {
  it('stores a message with only phone and message, records the consent and tells HR', async () => {
    const body = message();
    const response = await send(body);
    expect(response.status, await response.clone().text()).toBe(201);
    const [row] = await app()
      .database.db.select()
      .from(contactMessage)
      .where(eq(contactMessage.phone, body.phone));
    expect(row).toMatchObject({
      source: 'promo',
      name: null,
      email: null,
      company: null,
      message: body.message,
    });
    const [consent] = await app()
      .database.db.select()
      .from(consentRecord)
      .where(eq(consentRecord.email, body.phone));
    expect(consent).toMatchObject({ purpose: 'contact' });
    const hr = (await queuedEmails(app, app().config.hrEmail)).find(
      (p) => p.data.adminUrl === `https://kariera.test/admin/contact-messages/${row!.id}`,
    );
    expect(hr).toMatchObject({ template: 'staff-notification', data: { kind: 'promo-contact' } });
  });

  it('keeps the optional name, e-mail and company and records the consent under the e-mail', async () => {
    const body = message({ name: 'Peter Malý', email: 'Peter@Firma.sk', company: 'Firma s.r.o.' });
    expect((await send(body)).status).toBe(201);
    const [row] = await app()
      .database.db.select()
      .from(contactMessage)
      .where(eq(contactMessage.phone, body.phone));
    expect(row).toMatchObject({ name: 'Peter Malý', email: 'peter@firma.sk', company: 'Firma s.r.o.' });
    const consents = await app()
      .database.db.select()
      .from(consentRecord)
      .where(eq(consentRecord.email, 'peter@firma.sk'));
    expect(consents).toHaveLength(1);
  });

  it('answers 400 per field: phone and message required, with consent (docs/product/validation.md)', async () => {
    const response = await send({ phone: '', message: ' ', consent: false, email: 'nope' }, { lang: 'sk' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      phone: ['Vyplňte, prosím, toto pole.'],
      message: ['Vyplňte, prosím, toto pole.'],
      consent: ['Súhlaste, prosím, so spracovaním osobných údajov, aby sme vám mohli odpovedať.'],
      email: ['Zadajte, prosím, platnú e-mailovú adresu.'],
    });
    const badPhone = await send(message({ phone: '12345' }));
    expect(((await badPhone.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.phone).toEqual([
      'Please enter a valid phone number, e.g. +421 9XX XXX XXX.',
    ]);
  });

  it('limits submissions per address (429)', async () => {
    const ip = nextClientIp();
    for (let i = 0; i < RATE_LIMITS.publicForm.max; i++)
      expect((await send(message(), { ip })).status).toBe(201);
    expect((await send(message(), { ip })).status).toBe(429);
  });

  it('is in the OpenAPI document with the extra requests', async () => {
    const doc = (await (await call('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/contact-messages', '/extra-requests']));
  });
});
