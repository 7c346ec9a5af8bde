import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEmailByLink } from '../setup/api-users.ts';
import { consentRecord, expertise, salaryQuestionnaire, storedFile, task } from '../../db/schema/index.ts';
import { RATE_LIMITS } from '../../server/rate-limits.ts';
import { validRegistration } from '../factories/registration.ts';
import { createTestApp } from '../setup/test-app.ts';

const ADMIN = 'salary.admin@example.sk';
const HR = 'hr@kariera.test';
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true', ADMIN_EMAILS: ADMIN, HR_EMAIL: HR });
});
afterAll(() => ctx?.close());

/** A distinct client address per call, so the form's rate limit does not touch other tests. */
const client = () => `203.0.113.${++seq % 250}`;
const uniqueEmail = () => `jana.${Date.now()}.${++seq}@example.sk`;

function post(url: string, body: unknown, { lang = 'en', ip = client() } = {}) {
  return ctx.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang, 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const programmer = (overrides: Record<string, unknown> = {}) => ({
  profession: 'programmer',
  name: 'Jana Kováčová',
  email: uniqueEmail(),
  overalPraxis: 5,
  isTeamleader: true,
  isArchitect: false,
  workedDomain: 'finance',
  technologiesKnown: ['Java', 'typescript', 'AWS'],
  technologiesPraxis: { Java: 5, typescript: 3, AWS: 2 },
  gdpr: true,
  ...overrides,
});
const tester = (overrides: Record<string, unknown> = {}) => ({
  profession: 'tester',
  name: 'Peter Šťastný',
  email: uniqueEmail(),
  overalPraxis: 3,
  manualTester: false,
  CIexperience: true,
  performanceExperience: true,
  gdpr: true,
  ...overrides,
});

async function fieldErrors(response: Response) {
  expect(response.status, await response.clone().text()).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const body = (await response.json()) as { code: string; fieldErrors: Record<string, string[]> };
  expect(body.code).toBe('VALIDATION_FAILED');
  return body.fieldErrors;
}

const hrMails = async () =>
  (await ctx.database.db.select().from(task).where(eq(task.name, 'send-email'))).map(
    (t) =>
      t.payload as {
        template: string;
        to: string;
        locale: string;
        data: { kind: string; reference: string; fields: { key: string; value: string }[] };
      },
  );

describe('POST /api/questionnaires', () => {
  it('stores a programmer’s answers with the computed wage, records the consent for 3 years and tells HR', async () => {
    const body = programmer();
    const response = await post('/api/questionnaires', body);
    expect(response.status, await response.clone().text()).toBe(201);
    const result = (await response.json()) as { id: number; wage: number };
    // Praxis 5 other-technology base 230 + team leader 20 + backend 20 + frontend 20 + AWS 30.
    expect(result).toEqual({ id: expect.any(Number), wage: 320 });

    const [row] = await ctx.database.db
      .select()
      .from(salaryQuestionnaire)
      .where(eq(salaryQuestionnaire.id, result.id));
    expect(row).toMatchObject({
      variant: 'programmer',
      name: 'Jana Kováčová',
      email: body.email,
      overalPraxis: 5,
      isTeamleader: true,
      isArchitect: false,
      workedDomain: 'finance',
      technologiesKnown: ['Java', 'TypeScript', 'AWS'],
      technologiesPraxis: { Java: 5, TypeScript: 3, AWS: 2 },
      computedWage: 320,
      gdpr: true,
      language: 'en',
      cvFileId: null,
    });

    const consents = await ctx.database.db
      .select()
      .from(consentRecord)
      .where(and(eq(consentRecord.email, body.email), eq(consentRecord.purpose, 'salary_questionnaire')));
    expect(consents).toHaveLength(1);
    const years =
      (consents[0]!.expiresAt!.getTime() - consents[0]!.grantedAt.getTime()) / (365.25 * 24 * 3600 * 1000);
    expect(years).toBeCloseTo(3, 1);

    const mail = (await hrMails()).find((m) => m.data.fields?.some((f) => f.value === body.email));
    expect(mail).toMatchObject({ template: 'staff-notification', to: HR, locale: 'sk' });
    expect(mail!.data.kind).toBe('questionnaire');
    expect(mail!.data.reference).toContain('Jana Kováčová');
    expect(mail!.data.fields).toEqual(
      expect.arrayContaining([
        { key: 'profession', value: 'programátor' },
        { key: 'praxis', value: '5 rokov' },
        { key: 'teamLeader', value: 'Áno' },
        { key: 'technologies', value: 'Java (5 rokov), TypeScript (3 roky), AWS (2 roky)' },
        { key: 'wage', value: '320 € / deň' },
      ]),
    );
  });

  it('stores a tester’s answers with the automated base and both bonuses', async () => {
    const response = await post('/api/questionnaires', tester());
    expect(response.status).toBe(201);
    const { id, wage } = (await response.json()) as { id: number; wage: number };
    expect(wage).toBe(160 + 20 + 80);
    const [row] = await ctx.database.db
      .select()
      .from(salaryQuestionnaire)
      .where(eq(salaryQuestionnaire.id, id));
    expect(row).toMatchObject({
      variant: 'tester',
      manualTester: false,
      ciExperience: true,
      performanceExperience: true,
      computedWage: 260,
    });
  });

  it('follows the technology categories an admin set', async () => {
    const [rust] = await ctx.database.db
      .update(expertise)
      .set({ category: 'special', bonus: 70 })
      .where(eq(expertise.name, 'Haskell'))
      .returning();
    expect(rust).toBeDefined();
    const response = await post(
      '/api/questionnaires',
      programmer({
        overalPraxis: 0,
        isTeamleader: false,
        technologiesKnown: ['Haskell'],
        technologiesPraxis: {},
      }),
    );
    expect((await response.json()).wage).toBe(100 + 70);
  });

  it('refuses praxis outside 0–7 and non-numeric praxis, per field and translated', async () => {
    for (const overalPraxis of [8, -1, 2.5, 'abc', null]) {
      const errors = await fieldErrors(await post('/api/questionnaires', programmer({ overalPraxis })));
      expect(errors.overalPraxis, String(overalPraxis)).toEqual([
        'Please choose your practice from 0 to 7 years.',
      ]);
    }
    const sk = await fieldErrors(
      await post('/api/questionnaires', tester({ overalPraxis: 9 }), { lang: 'sk' }),
    );
    expect(sk.overalPraxis).toEqual(['Vyberte prax od 0 do 7 rokov.']);
    const perTechnology = await fieldErrors(
      await post('/api/questionnaires', programmer({ technologiesPraxis: { Java: 12 } })),
    );
    expect(perTechnology['technologiesPraxis.Java']).toBeDefined();
  });

  it('refuses more than 9 technologies and an unknown one', async () => {
    const ten = ['Java', 'C#', 'Python', 'TypeScript', 'JavaScript', 'Kotlin', 'Go', 'Rust', 'Scala', 'PHP'];
    const errors = await fieldErrors(
      await post('/api/questionnaires', programmer({ technologiesKnown: ten, technologiesPraxis: {} })),
    );
    expect(errors.technologiesKnown).toEqual(['You can list at most 9 technologies.']);
    const nine = await post(
      '/api/questionnaires',
      programmer({ technologiesKnown: ten.slice(0, 9), technologiesPraxis: {} }),
    );
    expect(nine.status).toBe(201);

    const unknown = await fieldErrors(
      await post(
        '/api/questionnaires',
        programmer({ technologiesKnown: ['Java', 'Klingon++'], technologiesPraxis: {} }),
      ),
    );
    expect(unknown['technologiesKnown.1']).toEqual([
      'We do not know this technology. Please choose one from the list.',
    ]);
  });

  it('refuses a missing consent, name, e-mail and undefined answers, and stores nothing', async () => {
    const email = uniqueEmail();
    const errors = await fieldErrors(
      await post('/api/questionnaires', {
        profession: 'programmer',
        email,
        name: '  ',
        overalPraxis: 2,
        gdpr: false,
      }),
    );
    expect(errors.gdpr).toEqual([
      'We need your consent to the processing of your personal data to send this form.',
    ]);
    expect(errors.name).toEqual(['Please fill in this field.']);
    expect(errors.isTeamleader).toEqual(['Please fill in this field.']);
    expect(errors.isArchitect).toEqual(['Please fill in this field.']);
    expect(errors.workedDomain).toEqual(['Please choose the domain you have worked in.']);

    const testerErrors = await fieldErrors(
      await post(
        '/api/questionnaires',
        { profession: 'tester', email: 'not-an-email', overalPraxis: 1 },
        { lang: 'de' },
      ),
    );
    expect(testerErrors.email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
    expect(testerErrors.name).toBeDefined();
    expect(testerErrors.gdpr).toBeDefined();

    const noProfession = await fieldErrors(await post('/api/questionnaires', { name: 'X' }));
    expect(noProfession.profession).toEqual(['Please choose whether you are a programmer or a tester.']);
    expect(
      await ctx.database.db.select().from(salaryQuestionnaire).where(eq(salaryQuestionnaire.email, email)),
    ).toEqual([]);
  });

  it('answers malformed bodies with 400, never 500', async () => {
    for (const body of [
      '{"profession":',
      '[]',
      'null',
      '"text"',
      JSON.stringify({ profession: 'programmer', technologiesKnown: 'Java' }),
    ]) {
      const response = await post('/api/questionnaires', body);
      expect(response.status, body).toBe(400);
    }
  });

  it('is rate limited per client address', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < RATE_LIMITS.publicForm.max; i++)
      expect((await post('/api/questionnaires', tester(), { ip })).status).toBe(201);
    const refused = await post('/api/questionnaires', tester(), { ip });
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('RATE_LIMITED');
  });
});

/** A minimal valid PDF. */
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function postCv(fields: Record<string, string>, file?: File, ip = client()) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', file);
  return ctx.app.request('/api/questionnaires/cv', {
    method: 'POST',
    headers: { 'accept-language': 'en', 'x-forwarded-for': ip },
    body: form,
  });
}

describe('POST /api/questionnaires/cv', () => {
  it('stores the CV and the submission without a wage, and tells HR', async () => {
    const email = uniqueEmail();
    const response = await postCv(
      { profession: 'tester', name: 'Eva Malá', email, gdpr: 'on' },
      new File([pdf], 'Životopis Eva.pdf', { type: 'application/pdf' }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await ctx.database.db
      .select()
      .from(salaryQuestionnaire)
      .where(eq(salaryQuestionnaire.id, id));
    expect(row).toMatchObject({ variant: 'tester', name: 'Eva Malá', computedWage: null });
    const [file] = await ctx.database.db.select().from(storedFile).where(eq(storedFile.id, row!.cvFileId!));
    expect(file).toMatchObject({ kind: 'questionnaire-cv', mimeType: 'application/pdf', ownerUserId: null });
    expect(file!.storageKey).not.toContain('Eva');
    const mail = (await hrMails()).find((m) => m.data.fields?.some((f) => f.value === email));
    expect(mail?.data.fields).toContainEqual({ key: 'cv', value: 'Životopis Eva.pdf' });
  });

  it('refuses a file that is not a document by its content, and a missing file', async () => {
    const exe = await fieldErrors(
      await postCv(
        { profession: 'programmer', name: 'Eva', email: uniqueEmail(), gdpr: 'on' },
        new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0])], 'cv.pdf', { type: 'application/pdf' }),
      ),
    );
    expect(exe.file).toEqual(['Please upload your CV as a PDF, DOC, DOCX or ODT file.']);
    const none = await fieldErrors(
      await postCv({ profession: 'programmer', name: 'Eva', email: uniqueEmail(), gdpr: 'on' }),
    );
    expect(none.file).toEqual(['Please choose a file.']);
    const noConsent = await fieldErrors(
      await postCv(
        { profession: 'programmer', name: 'Eva', email: uniqueEmail() },
        new File([pdf], 'cv.pdf'),
      ),
    );
    expect(noConsent.gdpr).toBeDefined();
  });
});

describe('admin endpoints', () => {
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((c) => c.includes('session_token=') && !c.endsWith('='))
      .join('; ');

  async function signUp(email: string) {
    const response = await post('/api/registration/candidate', validRegistration({ email }));
    expect(response.status, await response.clone().text()).toBe(201);
    return cookieOf(response);
  }

  const get = (url: string, cookie?: string) =>
    ctx.app.request(url, { headers: { 'x-forwarded-for': client(), ...(cookie ? { cookie } : {}) } });

  it('refuse anonymous visitors (401) and candidates (403)', async () => {
    const candidate = await signUp(uniqueEmail());
    for (const [cookie, status] of [
      [undefined, 401],
      [candidate, 403],
    ] as const) {
      expect((await get('/api/admin/questionnaires', cookie)).status).toBe(status);
      expect((await get('/api/admin/technologies', cookie)).status).toBe(status);
      expect((await get('/api/admin/questionnaires/1/cv', cookie)).status).toBe(status);
      const put = await ctx.app.request('/api/admin/technologies/1', {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': client(),
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ category: 'special', bonus: 50 }),
      });
      expect(put.status).toBe(status);
    }
    const [java] = await ctx.database.db.select().from(expertise).where(eq(expertise.name, 'Java'));
    expect(java?.category).toBe('backend');
  });

  it('give an admin the submissions newest first, the CV as an attachment and the editable categories', async () => {
    const admin = await signUp(ADMIN);
    await verifyEmailByLink(() => ctx, ADMIN);
    const email = uniqueEmail();
    const created = await postCv(
      { profession: 'programmer', name: 'Novák', email, gdpr: 'on' },
      new File([pdf], 'Novák CV.pdf', { type: 'application/pdf' }),
    );
    const { id } = (await created.json()) as { id: number };

    const list = await get('/api/admin/questionnaires', admin);
    expect(list.status).toBe(200);
    const rows = (await list.json()) as { id: number; email: string; source: string; cv: unknown }[];
    expect(rows[0]).toMatchObject({ id, email, source: 'cv', cv: { fileName: 'Novák CV.pdf' } });
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const download = await get(`/api/admin/questionnaires/${id}/cv`, admin);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Novak CV.pdf"/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    const technologies = (await (await get('/api/admin/technologies', admin)).json()) as {
      id: number;
      name: string;
    }[];
    const php = technologies.find((t) => t.name === 'PHP')!;
    const put = (body: unknown) =>
      ctx.app.request(`/api/admin/technologies/${php.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client(), cookie: admin },
        body: JSON.stringify(body),
      });
    const updated = await put({ category: 'special', bonus: 15 });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ name: 'PHP', category: 'special', bonus: 15 });
    expect((await put({ category: 'backend', bonus: 15 })).status).toBe(200);
    const [row] = await ctx.database.db.select().from(expertise).where(eq(expertise.id, php.id));
    expect(row).toMatchObject({ category: 'backend', bonus: 0 });
    expect((await put({ category: 'gold', bonus: 10 })).status).toBe(400);
    expect((await put({ category: 'special', bonus: 1000 })).status).toBe(400);
    await put({ category: 'basic', bonus: 0 });
  });
});
