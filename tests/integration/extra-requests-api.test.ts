import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentRecord, extraRequest } from '../../db/schema/index.ts';
import { RATE_LIMITS } from '../../server/rate-limits.ts';
import { fileTestAppWithSmtp, nextClientIp, registerCandidate } from '../setup/api-users.ts';
import { testDriver } from '../setup/test-db.ts';

const { app, call, emailsTo, delivered } = fileTestAppWithSmtp();
let seq = 0;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function requestBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mária Horváthová',
    email: `maria.${Date.now()}.${++seq}@example.sk`,
    phone: '+421 905 123 456',
    project: 'A backend project in healthcare, ideally remote, with a small team.',
    technologies: ['Java', 'Spring Boot', 'java'],
    preferredTechnologies: 'Kotlin, Kafka',
    startDate: inDays(30),
    question: 'Is a four-day week possible?',
    seniority: 'senior',
    consent: true,
    ...overrides,
  };
}

describe(`POST /api/extra-requests on ${testDriver()}`, () => {
  it('stores the request with its consent, confirms it to the sender and tells HR', async () => {
    const body = requestBody();
    const response = await call('POST', '/api/extra-requests', { body, lang: 'de' });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toEqual({ received: true });
    const [row] = await app()
      .database.db.select()
      .from(extraRequest)
      .where(eq(extraRequest.email, body.email));
    expect(row).toMatchObject({
      userId: null,
      name: 'Mária Horváthová',
      technologies: ['Java', 'Spring Boot'],
      preferredTechnologies: ['Kotlin', 'Kafka'],
      startDate: body.startDate,
      seniority: 'senior',
      question: 'Is a four-day week possible?',
      status: 'new',
      language: 'de',
    });
    const [consent] = await app()
      .database.db.select()
      .from(consentRecord)
      .where(eq(consentRecord.email, body.email));
    expect(consent).toMatchObject({ purpose: 'extra_request', ipAddress: expect.any(String) });
    expect(await emailsTo(body.email)).toEqual([
      expect.objectContaining({
        template: 'extra-request-confirmation',
        locale: 'de',
        data: expect.objectContaining({ name: 'Mária Horváthová', technologies: ['Java', 'Spring Boot'] }),
      }),
    ]);
    const hr = (await emailsTo(app().config.hrEmail)).find(
      (p) => p.data.adminUrl === `https://kariera.test/admin/extra-requests/${row!.id}`,
    );
    expect(hr).toMatchObject({
      template: 'staff-notification',
      locale: 'sk',
      data: { kind: 'extra-request' },
    });
    expect(hr!.data.fields).toContainEqual({ key: 'seniority', code: 'senior' });
  });

  it('delivers HR the seniority by its Slovak label, never by its code', async () => {
    const body = requestBody({ seniority: 'medior' });
    expect((await call('POST', '/api/extra-requests', { body })).status).toBe(201);
    const mail = await delivered((m) => m.to === app().config.hrEmail && m.text.includes(body.email));
    expect(mail.text).toMatch(/Seniorita\s+Medior \(2 – 4 roky\)/);
    expect(mail.text + mail.html).not.toMatch(/\bmedior\b/);
  });

  it('links the request to a signed-in sender', async () => {
    const { cookie } = await registerCandidate(app);
    const body = requestBody();
    expect((await call('POST', '/api/extra-requests', { body, cookie })).status).toBe(201);
    const [row] = await app()
      .database.db.select()
      .from(extraRequest)
      .where(eq(extraRequest.email, body.email));
    expect(row!.userId).toEqual(expect.any(String));
    const mine = await app().services.extraRequests.listMyExtraRequests(row!.userId!);
    expect(mine.map((r) => r.id)).toEqual([row!.id]);
  });

  it('answers 400 with translated messages per field', async () => {
    const response = await call('POST', '/api/extra-requests', {
      body: requestBody({
        name: '',
        email: 'maria@',
        technologies: [],
        startDate: inDays(-5),
        seniority: 'guru',
        consent: false,
        phone: 'call me',
      }),
      lang: 'de',
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(problem.fieldErrors).toEqual({
      name: ['Bitte füllen Sie dieses Feld aus.'],
      email: [expect.stringMatching(/E-Mail-Adresse/)],
      technologies: [expect.stringMatching(/Technologie/)],
      startDate: ['Das Startdatum darf nicht in der Vergangenheit liegen.'],
      seniority: ['Bitte wählen Sie Ihre Erfahrungsstufe.'],
      consent: [expect.any(String)],
      phone: [expect.stringMatching(/Telefonnummer/)],
    });
    const missingDate = await call('POST', '/api/extra-requests', { body: requestBody({ startDate: '' }) });
    expect(((await missingDate.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      startDate: ['Please select the start date.'],
    });
    // An impossible date is refused with the field's message, never rolled over into another one.
    const impossible = await call('POST', '/api/extra-requests', {
      body: requestBody({ startDate: '2027-13-45' }),
    });
    expect(((await impossible.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      startDate: ['Please select the start date.'],
    });
  });

  it('limits submissions per address (429)', async () => {
    const ip = nextClientIp();
    for (let i = 0; i < RATE_LIMITS.publicForm.max; i++)
      expect((await call('POST', '/api/extra-requests', { body: requestBody(), ip })).status).toBe(201);
    expect((await call('POST', '/api/extra-requests', { body: requestBody(), ip })).status).toBe(429);
  });
});
