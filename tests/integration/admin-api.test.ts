import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEmailByLink } from '../setup/api-users.ts';
import {
  candidateProfile,
  contactMessage,
  extraRequest,
  jobApplication,
  referral,
  storedFile,
  user,
} from '../../db/schema/index.ts';
import { validRegistration } from '../factories/registration.ts';
import { createTestApp } from '../setup/test-app.ts';

const ADMIN = `admin.${Date.now()}@example.sk`;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ip = 0;
let adminCookie = '';
let userCookie = '';
let candidateId = '';
let candidateEmail = '';

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.includes('session_token=') && !c.endsWith('='))
    .join('; ');

function call(method: string, url: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) {
  return ctx.app.request(url, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-forwarded-for': `198.51.100.${(++ip % 250) + 1}`,
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function register(email?: string) {
  const payload = validRegistration(email ? { email } : {});
  const response = await call('POST', '/api/registration/candidate', { body: payload });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { profile: { id: string } };
  return { cookie: sessionCookie(response), id: body.profile.id, email: payload.email };
}

/** A job as the API takes it; names are unique per call so searches find exactly this job. */
function jobInput(overrides: Record<string, unknown> = {}) {
  const word = `Zyx${randomBytes(4).toString('hex')}`;
  return {
    name: `Senior Kotlin vývojár ${word}`,
    description: `Hľadáme **skúseného** vývojára.\n\n- mikroslužby\n- <script>alert(1)</script>`,
    language: 'sk',
    city: 'Trenčín',
    countryCode: 'SK',
    partner: 'Banka a.s.',
    profession: 'BACKEND',
    requiredLevels: ['senior'],
    expertises: ['Kotlin', 'PostgreSQL'],
    tags: ['fintech'],
    legalRelationType: 'contract',
    remoteOfficePercentage: 60,
    hourlyRate: 45,
    mdBudgetFrom: 350,
    mdBudgetTo: 420,
    monthlySalaryFrom: null,
    monthlySalaryTo: null,
    jobStartDate: '2027-01-15',
    projectLengthInMonths: 12,
    extensionPossible: true,
    topOffer: false,
    topOrder: 1000,
    requirements: ['5 rokov s Kotlinom', 'Angličtina B2'],
    benefits: ['Home office'],
    responsibleHrUserId: null,
    responsibleHrName: 'Zuzana Kováčová',
    validThrough: '2027-06-30',
    available: true,
    ...overrides,
  };
}

async function search(query: string) {
  const response = await call('POST', '/api/job-descriptions', { body: { filter: { query } } });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    page: { content: { id: number; name: string }[]; totalElements: number };
  };
}

async function createJob(overrides: Record<string, unknown> = {}, publish = true) {
  const response = await call('POST', `/api/admin/jobs${publish ? '?publish=true' : ''}`, {
    body: jobInput(overrides),
    cookie: adminCookie,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: number; name: string; status: string } & Record<string, unknown>;
}

async function insertApplication(jobId: number, withCv = true) {
  let fileId: string | null = null;
  if (withCv) {
    fileId = randomBytes(12).toString('hex');
    const key = `cv/${randomBytes(16).toString('hex')}`;
    await ctx.accounts.deps.files.put(key, new TextEncoder().encode('%PDF-1.4 test cv'), 'application/pdf');
    await ctx.database.db.insert(storedFile).values({
      id: fileId,
      ownerUserId: candidateId,
      kind: 'cv',
      storageKey: key,
      originalName: '../../evil"; name.pdf',
      mimeType: 'application/pdf',
      size: 16,
    });
  }
  const [row] = await ctx.database.db
    .insert(jobApplication)
    .values({
      jobId,
      userId: candidateId,
      fileId,
      firstName: 'Ľubomír',
      lastName: 'Šťastný',
      email: 'lubo@example.sk',
      phone: '+421905123456',
    })
    .returning({ id: jobApplication.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true', ADMIN_EMAILS: ADMIN, RATE_LIMIT_SCALE: '50' });
  adminCookie = (await register(ADMIN)).cookie;
  await verifyEmailByLink(() => ctx, ADMIN);
  const candidate = await register();
  userCookie = candidate.cookie;
  candidateId = candidate.id;
  candidateEmail = candidate.email;
});
afterAll(() => ctx?.close());

const ADMIN_OPERATIONS = [
  'get /admin/overview',
  'get /admin/jobs',
  'post /admin/jobs',
  'get /admin/jobs/{id}',
  'put /admin/jobs/{id}',
  'post /admin/jobs/{id}/publish',
  'post /admin/jobs/{id}/unpublish',
  'post /admin/jobs/{id}/expire',
  'get /admin/jobs/{id}/applications',
  'get /admin/applications/{id}',
  'put /admin/applications/{id}/status',
  'get /admin/applications/{id}/cv',
  'get /admin/candidates',
  'put /admin/candidates/{id}/blacklist',
  'get /admin/referrals',
  'get /admin/referrals/{id}',
  'put /admin/referrals/{id}',
  'get /admin/extra-requests',
  'get /admin/extra-requests/{id}',
  'put /admin/extra-requests/{id}',
  'get /admin/contacts',
];

describe('admin API access', () => {
  it('answers 401 without a session, 403 for a candidate and 200/201 for an admin on every endpoint', async () => {
    const job = await createJob();
    const applicationId = await insertApplication(job.id);
    const referralId = randomBytes(24).toString('base64url');
    await ctx.database.db.insert(referral).values({
      id: referralId,
      referrerName: 'Jana',
      referrerEmail: 'jana@example.sk',
      commissionType: 'one_time',
      candidateName: 'Peter',
    });
    const [extra] = await ctx.database.db
      .insert(extraRequest)
      .values({ name: 'Eva', email: 'eva@example.sk', project: 'Data platform', seniority: 'senior' })
      .returning({ id: extraRequest.id });
    const endpoints: [string, string, unknown?, number?][] = [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/jobs'],
      ['POST', '/api/admin/jobs', jobInput(), 201],
      ['GET', `/api/admin/jobs/${job.id}`],
      ['PUT', `/api/admin/jobs/${job.id}`, jobInput({ name: job.name })],
      ['POST', `/api/admin/jobs/${job.id}/unpublish`],
      ['POST', `/api/admin/jobs/${job.id}/publish`],
      ['POST', `/api/admin/jobs/${job.id}/expire`],
      ['GET', `/api/admin/jobs/${job.id}/applications`],
      ['GET', `/api/admin/applications/${applicationId}`],
      ['PUT', `/api/admin/applications/${applicationId}/status`, { status: 'in_review' }],
      ['GET', `/api/admin/applications/${applicationId}/cv`],
      ['GET', '/api/admin/candidates'],
      ['PUT', `/api/admin/candidates/${candidateId}/blacklist`, { blacklisted: false }],
      ['GET', '/api/admin/referrals'],
      ['GET', `/api/admin/referrals/${referralId}`],
      ['PUT', `/api/admin/referrals/${referralId}`, { status: 'placed', workedMonths: 1, workedDays: 20 }],
      ['GET', '/api/admin/extra-requests'],
      ['GET', `/api/admin/extra-requests/${extra!.id}`],
      ['PUT', `/api/admin/extra-requests/${extra!.id}`, { matchedJobIds: [job.id] }],
      ['GET', '/api/admin/contacts'],
    ];
    for (const [method, url, body, ok = 200] of endpoints) {
      const anonymous = await call(method, url, { body });
      expect(anonymous.status, `${method} ${url} anonymous`).toBe(401);
      expect((await anonymous.json()).code).toBe('UNAUTHORIZED');
      const candidate = await call(method, url, { body, cookie: userCookie });
      expect(candidate.status, `${method} ${url} candidate`).toBe(403);
      expect((await candidate.json()).code).toBe('FORBIDDEN');
      const admin = await call(method, url, { body, cookie: adminCookie });
      expect(admin.status, `${method} ${url} admin: ${await admin.clone().text()}`).toBe(ok);
    }
  });

  it('lists every admin endpoint in the OpenAPI document with the session security', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const operations = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/admin/'))
      .flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ id: `${method} ${p}`, op })));
    expect(operations.map((o) => o.id)).toEqual(expect.arrayContaining(ADMIN_OPERATIONS));
    for (const { id, op } of operations) {
      expect(op.security, id).toEqual([{ session: [] }]);
      expect(Object.keys(op.responses), id).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});

describe('jobs', () => {
  it('publishes a created job to the public search and detail at once, and unpublishing removes it', async () => {
    const input = jobInput();
    const word = input.name.split(' ').at(-1)!;
    // A search before the job exists is cached; the write must still show at once.
    expect((await search(word)).page.totalElements).toBe(0);
    const draft = await createJob({ name: input.name }, false);
    expect(draft.status).toBe('draft');
    expect(draft.publishedAt).toBeNull();
    expect((await search(word)).page.totalElements).toBe(0);
    expect((await call('GET', `/api/job-descriptions/${draft.id}`)).status).toBe(404);

    const published = await call('POST', `/api/admin/jobs/${draft.id}/publish`, { cookie: adminCookie });
    const publishedJob = await published.json();
    expect(publishedJob).toMatchObject({ status: 'published', expired: false });
    expect(publishedJob.publishedAt).not.toBeNull();
    expect((await search(word)).page.content.map((j) => j.id)).toEqual([draft.id]);
    // Found by a technology and by the profession's name too (search terms).
    expect((await search(`${word} Kotlin`)).page.totalElements).toBe(1);
    expect((await search(`${word} backend`)).page.totalElements).toBe(1);

    const detail = await call('GET', `/api/job-descriptions/${draft.id}`);
    expect(detail.status).toBe(200);
    const { job } = await detail.json();
    expect(job).toMatchObject({
      name: input.name,
      city: 'Trenčín',
      hourlyRate: 45,
      requirements: ['5 rokov s Kotlinom', 'Angličtina B2'],
      responsibleHR: 'Zuzana Kováčová',
      extensionPossible: true,
    });
    expect(job.expertises.map((e: { name: string }) => e.name).sort()).toEqual(['Kotlin', 'PostgreSQL']);
    // The description is built from the text: only safe markup, the script tag escaped.
    expect(job.description).toBe(
      '<p>Hľadáme <strong>skúseného</strong> vývojára.</p><ul><li>mikroslužby</li><li>&lt;script&gt;alert(1)&lt;/script&gt;</li></ul>',
    );

    const unpublished = await call('POST', `/api/admin/jobs/${draft.id}/unpublish`, { cookie: adminCookie });
    expect((await unpublished.json()).status).toBe('unpublished');
    expect((await search(word)).page.totalElements).toBe(0);
    expect((await call('GET', `/api/job-descriptions/${draft.id}`)).status).toBe(404);
  });

  it('finds a job by its number and treats a number beyond the id range as text, never a 500', async () => {
    const created = await createJob({}, false);
    const byId = await call('GET', `/api/admin/jobs?query=${created.id}`, { cookie: adminCookie });
    expect(byId.status).toBe(200);
    expect(((await byId.json()) as { items: { id: number }[] }).items.map((j) => j.id)).toContain(created.id);
    for (const query of ['2147483647', '2147483648', '99999999999999999999', '0', '-1', '1e3']) {
      for (const path of ['jobs', 'candidates', 'referrals', 'extra-requests', 'contacts', 'events']) {
        const response = await call('GET', `/api/admin/${path}?query=${query}`, { cookie: adminCookie });
        expect(response.status, `${path} ${query}`).toBe(200);
      }
    }
    const beyond = await call('GET', '/api/admin/jobs?query=2147483648', { cookie: adminCookie });
    expect(((await beyond.json()) as { total: number }).total).toBe(0);
  });

  it('updates a job, keeps the search terms in step and expires it as not available', async () => {
    const job = await createJob();
    const word = job.name.split(' ').at(-1)!;
    const newWord = `Qwv${randomBytes(4).toString('hex')}`;
    const updated = await call('PUT', `/api/admin/jobs/${job.id}`, {
      body: jobInput({ name: job.name, expertises: ['React'], tags: [newWord], profession: 'FRONTEND' }),
      cookie: adminCookie,
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).expertises).toEqual(['React']);
    expect((await search(`${word} PostgreSQL`)).page.totalElements).toBe(0);
    expect((await search(`${word} React`)).page.totalElements).toBe(1);
    expect((await search(newWord)).page.totalElements).toBe(1);

    const expired = await (
      await call('POST', `/api/admin/jobs/${job.id}/expire`, { cookie: adminCookie })
    ).json();
    expect(expired).toMatchObject({ available: false, expired: true, status: 'published' });
    expect(new Date(expired.validThrough).getTime()).toBeLessThanOrEqual(Date.now());
    const { job: detail } = await (await call('GET', `/api/job-descriptions/${job.id}`)).json();
    expect(detail.states).toContain('not_available');

    const list = await (
      await call('GET', `/api/admin/jobs?status=expired&query=${word}`, { cookie: adminCookie })
    ).json();
    expect(list.items.map((j: { id: number }) => j.id)).toEqual([job.id]);
    const active = await (
      await call('GET', `/api/admin/jobs?status=published&query=${word}`, { cookie: adminCookie })
    ).json();
    expect(active.total).toBe(0);
  });

  it('refuses invalid jobs with translated messages per field', async () => {
    const response = await call('POST', '/api/admin/jobs', {
      body: jobInput({ name: '', remoteOfficePercentage: 140, mdBudgetFrom: 500, mdBudgetTo: 300 }),
      cookie: adminCookie,
    });
    expect(response.status).toBe(400);
    const { fieldErrors } = await response.json();
    expect(fieldErrors.name).toEqual(['Please fill in this field.']);
    expect(fieldErrors.remoteOfficePercentage).toEqual(['Please enter a whole number from 0 to 100.']);
    expect(fieldErrors.mdBudgetTo).toEqual(['The upper limit must not be lower than the lower limit.']);

    const unknown = await call('POST', '/api/admin/jobs', {
      body: jobInput({ expertises: ['Kotlin', 'Brainfuck++'] }),
      cookie: adminCookie,
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fieldErrors.expertises[0]).toMatch(/not in the catalogue/);
  });
});

describe('applications', () => {
  it('moves an application along the pipeline; the candidate’s record shows the status', async () => {
    const job = await createJob();
    const id = await insertApplication(job.id);
    const list = await (
      await call('GET', `/api/admin/jobs/${job.id}/applications`, { cookie: adminCookie })
    ).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id, status: 'received', email: 'lubo@example.sk', hasCv: true });

    const changed = await call('PUT', `/api/admin/applications/${id}/status`, {
      body: { status: 'interview' },
      cookie: adminCookie,
    });
    expect((await changed.json()).status).toBe('interview');
    const [row] = await ctx.database.db.select().from(jobApplication).where(eq(jobApplication.id, id));
    expect(row?.status).toBe('interview');

    // The lists count it: the job's applications and the candidate's.
    const word = job.name.split(' ').at(-1)!;
    const jobs = await (await call('GET', `/api/admin/jobs?query=${word}`, { cookie: adminCookie })).json();
    expect(jobs.items.map((j: { applicationsCount: number }) => j.applicationsCount)).toEqual([1]);
    const countOf = async () => {
      const list = await (
        await call('GET', `/api/admin/candidates?query=${encodeURIComponent(candidateEmail)}`, {
          cookie: adminCookie,
        })
      ).json();
      return list.items[0].applicationsCount as number;
    };
    const before = await countOf();
    await insertApplication((await createJob()).id, false);
    expect(await countOf()).toBe(before + 1);

    const wrong = await call('PUT', `/api/admin/applications/${id}/status`, {
      body: { status: 'hired' },
      cookie: adminCookie,
    });
    expect(wrong.status).toBe(400);
  });

  it('serves the CV as an attachment under a generated name, to admins only', async () => {
    const job = await createJob();
    const id = await insertApplication(job.id);
    const first = await call('GET', `/api/admin/applications/${id}/cv`, { cookie: adminCookie });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = first.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(new RegExp(`^attachment; filename="cv-${id}-[0-9a-f]{12}\\.pdf"$`));
    expect(disposition).not.toContain('evil');
    expect(await first.text()).toBe('%PDF-1.4 test cv');
    const second = await call('GET', `/api/admin/applications/${id}/cv`, { cookie: adminCookie });
    expect(second.headers.get('content-disposition')).not.toBe(disposition);

    expect((await call('GET', `/api/admin/applications/${id}/cv`, { cookie: userCookie })).status).toBe(403);
    expect((await call('GET', `/api/admin/applications/${id}/cv`)).status).toBe(401);
  });
});

describe('candidates', () => {
  it('finds a candidate and toggles the blacklist flag', async () => {
    const someone = await register();
    const found = await (
      await call('GET', `/api/admin/candidates?query=${encodeURIComponent(someone.email)}`, {
        cookie: adminCookie,
      })
    ).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ userId: someone.id, blacklisted: false, applicationsCount: 0 });

    const on = await call('PUT', `/api/admin/candidates/${someone.id}/blacklist`, {
      body: { blacklisted: true },
      cookie: adminCookie,
    });
    expect(await on.json()).toEqual({ userId: someone.id, blacklisted: true });
    const [row] = await ctx.database.db
      .select({ blacklisted: candidateProfile.blacklisted })
      .from(candidateProfile)
      .where(eq(candidateProfile.userId, someone.id));
    expect(row?.blacklisted).toBe(true);
    const listed = await (
      await call('GET', '/api/admin/candidates?blacklisted=true', { cookie: adminCookie })
    ).json();
    expect(listed.items.map((c: { userId: string }) => c.userId)).toContain(someone.id);

    await call('PUT', `/api/admin/candidates/${someone.id}/blacklist`, {
      body: { blacklisted: false },
      cookie: adminCookie,
    });
    const [after] = await ctx.database.db
      .select({ blacklisted: candidateProfile.blacklisted })
      .from(candidateProfile)
      .where(eq(candidateProfile.userId, someone.id));
    expect(after?.blacklisted).toBe(false);
    const missing = await call('PUT', '/api/admin/candidates/nobody/blacklist', {
      body: { blacklisted: true },
      cookie: adminCookie,
    });
    expect(missing.status).toBe(404);
  });
});

describe('referrals, extra requests and contacts', () => {
  it('shows the commission computed from the worked time the admin sets', async () => {
    const id = randomBytes(24).toString('base64url');
    await ctx.database.db.insert(referral).values({
      id,
      referrerName: 'Mária Nová',
      referrerEmail: 'maria@example.sk',
      candidateName: 'Ján Kráľ',
      commissionType: 'one_time',
    });
    const before = await (await call('GET', `/api/admin/referrals/${id}`, { cookie: adminCookie })).json();
    expect(before.commission).toMatchObject({ amount: 0, due: false, monthsUntilDue: 3 });

    const after = await call('PUT', `/api/admin/referrals/${id}`, {
      body: { status: 'placed', workedMonths: 3, workedDays: 63, projectLengthInMonths: 12 },
      cookie: adminCookie,
    });
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({
      status: 'placed',
      workedMonths: 3,
      workedDays: 63,
      commission: { amount: 1000, due: true, rule: 'one_time' },
    });
    const short = await (
      await call('PUT', `/api/admin/referrals/${id}`, {
        body: { status: 'placed', workedMonths: 3, workedDays: 63, projectLengthInMonths: 4 },
        cookie: adminCookie,
      })
    ).json();
    expect(short.commission).toMatchObject({ amount: 500, rule: 'one_time_short_project' });
    const bad = await call('PUT', `/api/admin/referrals/${id}`, {
      body: { status: 'placed', workedMonths: -1, workedDays: 0 },
      cookie: adminCookie,
    });
    expect(bad.status).toBe(400);
  });

  it('matches published jobs to an extra request and refuses unpublished ones', async () => {
    const job = await createJob();
    const draft = await createJob({}, false);
    const [row] = await ctx.database.db
      .insert(extraRequest)
      .values({ name: 'Eva Malá', email: 'eva@example.sk', project: 'Rust backend', seniority: 'medior' })
      .returning({ id: extraRequest.id });
    const matched = await (
      await call('PUT', `/api/admin/extra-requests/${row!.id}`, {
        body: { matchedJobIds: [job.id] },
        cookie: adminCookie,
      })
    ).json();
    expect(matched.status).toBe('matched');
    expect(matched.matchedJobs).toEqual([{ id: job.id, name: job.name, status: 'published' }]);
    const refused = await call('PUT', `/api/admin/extra-requests/${row!.id}`, {
      body: { matchedJobIds: [job.id, draft.id] },
      cookie: adminCookie,
    });
    expect(refused.status).toBe(400);
    const closed = await (
      await call('PUT', `/api/admin/extra-requests/${row!.id}`, {
        body: { matchedJobIds: [job.id], status: 'closed' },
        cookie: adminCookie,
      })
    ).json();
    expect(closed.status).toBe('closed');
  });

  it('lists contact messages, newest first', async () => {
    const phone = `+4219${randomBytes(3).readUIntBE(0, 3)}`;
    await ctx.database.db
      .insert(contactMessage)
      .values([
        { source: 'promo', name: 'Tím s.r.o.', phone, company: 'Tím', message: 'Potrebujeme 40 ľudí' },
      ]);
    const list = await (
      await call('GET', `/api/admin/contacts?query=${encodeURIComponent(phone)}`, { cookie: adminCookie })
    ).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ source: 'promo', company: 'Tím', message: 'Potrebujeme 40 ľudí' });
  });

  it('counts what is new on the overview', async () => {
    const before = await (await call('GET', '/api/admin/overview', { cookie: adminCookie })).json();
    const job = await createJob();
    const other = await register();
    await ctx.database.db.insert(jobApplication).values({
      jobId: job.id,
      userId: other.id,
      firstName: 'A',
      lastName: 'B',
      email: other.email,
    });
    const after = await (await call('GET', '/api/admin/overview', { cookie: adminCookie })).json();
    expect(after.newApplications).toBe(before.newApplications + 1);
    expect(after.publishedJobs).toBe(before.publishedJobs + 1);
    const [admin] = await ctx.database.db.select({ role: user.role }).from(user).where(eq(user.email, ADMIN));
    expect(admin?.role).toBe('admin');
  });
});
