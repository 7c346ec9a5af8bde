import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentRecord, job, referral } from '../../db/schema/index.ts';
import { RATE_LIMITS } from '../../server/rate-limits.ts';
import { fileTestAppWithSmtp, nextClientIp, registerCandidate } from '../setup/api-users.ts';
import { testDriver } from '../setup/test-db.ts';

const { app, call, emailsTo, delivered } = fileTestAppWithSmtp();
let seq = 0;
let publishedJob: { id: number; name: string; projectLengthInMonths: number | null };
let hiddenJobId: number;

beforeAll(async () => {
  const db = app().database.db;
  const [open] = await db
    .select({ id: job.id, name: job.name, projectLengthInMonths: job.projectLengthInMonths })
    .from(job)
    .where(and(eq(job.status, 'published'), isNotNull(job.projectLengthInMonths)))
    .limit(1);
  publishedJob = open!;
  const [other] = await db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.status, 'published'), ne(job.id, open!.id)))
    .limit(1);
  await db.update(job).set({ status: 'unpublished' }).where(eq(job.id, other!.id));
  hiddenJobId = other!.id;
});

const unique = () => `${Date.now()}.${++seq}`;

function referralBody(overrides: Record<string, unknown> = {}) {
  const n = unique();
  return {
    referrerName: 'Zuzana Kováčová',
    referrerEmail: `zuzana.${n}@example.sk`,
    referrerPhone: '+421 905 111 222',
    candidateName: 'Ján Novák',
    candidateEmail: `jan.${n}@example.sk`,
    candidatePhone: '+421 905 333 444',
    candidateCurrentPosition: 'Java developer',
    candidateInfo: 'Great with Spring and Kafka.',
    commissionType: 'one_time',
    jobId: publishedJob.id,
    consent: true,
    ...overrides,
  };
}

async function rowFor(candidateEmail: string) {
  const [row] = await app()
    .database.db.select()
    .from(referral)
    .where(eq(referral.candidateEmail, candidateEmail));
  return row!;
}

async function submitted(overrides: Record<string, unknown> = {}, options: Parameters<typeof call>[2] = {}) {
  const body = referralBody(overrides);
  const response = await call('POST', '/api/referrals', { body, ...options });
  expect(response.status, await response.clone().text()).toBe(201);
  return { body, response, row: await rowFor(body.candidateEmail) };
}

describe(`referral programme API on ${testDriver()}`, () => {
  it('stores the referral with an unguessable id, the job’s length and the referrer’s consent; never answers the id', async () => {
    const { body, response, row } = await submitted();
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toEqual({ status: 'pending', candidateEmail: body.candidateEmail });
    expect(JSON.stringify(answer)).not.toContain(row.id);
    expect(row.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row).toMatchObject({
      referrerUserId: null,
      referrerName: 'Zuzana Kováčová',
      candidateName: 'Ján Novák',
      candidateCurrentPosition: 'Java developer',
      commissionType: 'one_time',
      jobId: publishedJob.id,
      projectLengthInMonths: publishedJob.projectLengthInMonths,
      status: 'pending',
      candidateConsentedAt: null,
      language: 'en',
    });
    const consents = await app()
      .database.db.select()
      .from(consentRecord)
      .where(eq(consentRecord.email, body.referrerEmail));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ purpose: 'referral', userId: null });
    expect(consents[0]!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 4 * 365 * 86_400_000);
  });

  it('e-mails the candidate the consent link in the chosen language, the referrer a confirmation and HR', async () => {
    const { body, row } = await submitted({ candidateLanguage: 'de' }, { lang: 'sk' });
    const [toCandidate] = await emailsTo(body.candidateEmail);
    expect(toCandidate).toMatchObject({
      template: 'referral-candidate',
      locale: 'de',
      data: {
        name: 'Ján Novák',
        referrerName: 'Zuzana Kováčová',
        consentUrl: `https://kariera.test/de/referral/consent/${row.id}`,
      },
    });
    expect(String(toCandidate!.data.project)).toContain(publishedJob.name);
    expect(JSON.stringify(toCandidate)).not.toContain(body.referrerEmail);
    const [toReferrer] = await emailsTo(body.referrerEmail);
    expect(toReferrer).toMatchObject({ template: 'referral-confirmation', locale: 'sk' });
    const hr = (await emailsTo(app().config.hrEmail)).find(
      (p) =>
        p.template === 'staff-notification' &&
        p.data.adminUrl === `https://kariera.test/admin/referrals/${row.id}`,
    );
    expect(hr).toMatchObject({ locale: 'sk', data: { kind: 'referral' } });
    expect(hr!.data.fields).toContainEqual({ key: 'candidateEmail', value: body.candidateEmail });
    expect(hr!.data.fields).toContainEqual({ key: 'commissionType', code: 'one_time' });
  });

  it('delivers HR the commission type by its Slovak label, never by its code', async () => {
    const oneTime = await submitted();
    const perDay = await submitted({ commissionType: 'per_day', jobId: undefined, projectText: 'Data team' });
    const toHr = (id: string) =>
      delivered((m) => m.to === app().config.hrEmail && m.text.includes(`/admin/referrals/${id}`));
    const first = await toHr(oneTime.row.id);
    expect(first.subject).toBe(`Nové odporúčanie kandidáta: Ján Novák – ${publishedJob.name}`);
    expect(first.text).toMatch(/Odmena\s+Jednorazová odmena/);
    const second = await toHr(perDay.row.id);
    expect(second.text).toMatch(/Odmena\s+Odmena za každý odpracovaný deň/);
    for (const mail of [first, second]) expect(mail.text + mail.html).not.toMatch(/one_time|per_day/);
  });

  it('records a signed-in referrer and lists the referral for them only', async () => {
    const { cookie, id: referrerId } = await registerCandidate(app);
    const { row } = await submitted({ projectText: 'A data platform team', jobId: undefined }, { cookie });
    expect(row.referrerUserId).toBe(referrerId);
    expect(row.projectLengthInMonths).toBeNull();
    const mine = await app().services.referrals.listMyReferrals(referrerId);
    expect(mine).toEqual([
      expect.objectContaining({
        candidateName: 'Ján Novák',
        projectText: 'A data platform team',
        status: 'pending',
      }),
    ]);
    expect(await app().services.referrals.listMyReferrals('someone-else')).toEqual([]);
  });

  it('answers 400 with translated messages per field and keeps nothing', async () => {
    const body = referralBody({
      candidateName: ' ',
      candidateEmail: 'not-an-email',
      referrerPhone: '12',
      commissionType: 'monthly',
      consent: false,
      jobId: undefined,
    });
    const response = await call('POST', '/api/referrals', { body, lang: 'sk' });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { code: string; fieldErrors: Record<string, string[]> };
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.fieldErrors).toMatchObject({
      candidateName: ['Vyplňte, prosím, toto pole.'],
      candidateEmail: ['Zadajte, prosím, platnú e-mailovú adresu.'],
      referrerPhone: [expect.stringContaining('telefónne číslo')],
      commissionType: ['Vyberte, prosím, ako chcete vyplatiť odmenu.'],
      consent: ['Na odoslanie formulára potrebujeme váš súhlas so spracovaním osobných údajov.'],
      projectText: ['Opíšte, prosím, projekt alebo vyberte pracovnú ponuku.'],
    });
    const same = await call('POST', '/api/referrals', {
      body: referralBody({ candidateEmail: 'same@example.sk', referrerEmail: 'SAME@example.sk' }),
    });
    expect(
      ((await same.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.candidateEmail,
    ).toEqual(['The candidate’s e-mail must be different from yours.']);
    const hidden = await call('POST', '/api/referrals', { body: referralBody({ jobId: hiddenJobId }) });
    expect(hidden.status).toBe(400);
    expect(
      ((await hidden.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.jobId,
    ).toHaveLength(1);
    const stored = await app()
      .database.db.select()
      .from(referral)
      .where(eq(referral.candidateEmail, 'not-an-email'));
    expect(stored).toEqual([]);
  });

  it('limits submissions per address (429)', async () => {
    const ip = nextClientIp();
    for (let i = 0; i < RATE_LIMITS.publicForm.max; i++)
      expect((await call('POST', '/api/referrals', { body: referralBody(), ip })).status).toBe(201);
    const refused = await call('POST', '/api/referrals', { body: referralBody(), ip });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    expect((await call('POST', '/api/referrals', { body: referralBody() })).status).toBe(201);
  });

  it('shows the candidate who recommended them and for what, never the referrer’s contact details', async () => {
    const { body, row } = await submitted();
    const response = await call('GET', `/api/referrals/${row.id}/consent`);
    expect(response.status).toBe(200);
    const view = await response.json();
    expect(view).toEqual({
      status: 'pending',
      referrerName: 'Zuzana Kováčová',
      candidateName: 'Ján Novák',
      job: { id: publishedJob.id, name: publishedJob.name },
      projectText: null,
      consentedAt: null,
      removedAt: null,
    });
    const text = JSON.stringify(view);
    expect(text).not.toContain(body.referrerEmail);
    expect(text).not.toContain('111 222');
    expect(text).not.toContain(body.candidateEmail);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const unknown = 'A'.repeat(32);
    for (const [method, url] of [
      ['GET', `/api/referrals/${unknown}/consent`],
      ['POST', `/api/referrals/${unknown}/consent`],
      ['DELETE', `/api/referrals/${unknown}/candidate`],
      ['GET', '/api/referrals/1/consent'],
      ['DELETE', `/api/referrals/${"'or'1'='1".padEnd(32, 'x')}/candidate`],
    ] as const) {
      const response = await call(method, url);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
  });

  it('lets the candidate agree once', async () => {
    const { row } = await submitted();
    const response = await call('POST', `/api/referrals/${row.id}/consent`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'consented', consentedAt: expect.any(String) });
    const after = await rowFor(row.candidateEmail!);
    expect(after.status).toBe('consented');
    expect(after.candidateConsentedAt).toBeInstanceOf(Date);
    const again = await call('POST', `/api/referrals/${row.id}/consent`);
    expect(((await again.json()) as { consentedAt: string }).consentedAt).toBe(
      after.candidateConsentedAt!.toISOString(),
    );
  });

  it('erases the candidate’s personal data on removal and then shows only that it was removed', async () => {
    const { row } = await submitted();
    await call('POST', `/api/referrals/${row.id}/consent`);
    const response = await call('DELETE', `/api/referrals/${row.id}/candidate`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'removed',
      referrerName: null,
      candidateName: null,
      job: null,
      projectText: null,
      consentedAt: null,
      removedAt: expect.any(String),
    });
    const [after] = await app().database.db.select().from(referral).where(eq(referral.id, row.id));
    expect(after).toMatchObject({
      candidateName: null,
      candidateEmail: null,
      candidatePhone: null,
      candidateInfo: null,
      candidateCurrentPosition: null,
      status: 'removed',
      candidateRemovedAt: expect.any(Date),
    });
    // The referrer's own data and the project stay for the programme's records.
    expect(after).toMatchObject({ referrerName: 'Zuzana Kováčová', jobId: publishedJob.id });
    expect((await call('DELETE', `/api/referrals/${row.id}/candidate`)).status).toBe(200);
    const consentAfter = await call('POST', `/api/referrals/${row.id}/consent`);
    expect(await consentAfter.json()).toMatchObject({ status: 'removed', candidateName: null });
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = (await (await call('GET', '/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/referrals', '/referrals/{id}/consent', '/referrals/{id}/candidate']),
    );
  });
});
