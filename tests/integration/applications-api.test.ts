import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateProfile,
  consentRecord,
  job,
  jobApplication,
  storedFile,
  task,
  user,
} from '../../db/schema/index.ts';
import { docxBytes, exeBytes, pdfBytes, pngBytes, zipBombBytes } from '../factories/documents.ts';
import { apiCaller, registerCandidate, registerVerifiedCandidate } from '../setup/api-users.ts';
import { createTestApp } from '../setup/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const ADMIN = `admin.${Date.now()}@kariera.test`;
const app = () => ctx;
const call = apiCaller(app);
let jobIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true', HR_EMAIL: 'hr@kariera.test', ADMIN_EMAILS: ADMIN });
  const rows = await ctx.database.db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.status, 'published'), eq(job.available, true)))
    .limit(20);
  jobIds = rows.map((r) => r.id);
});
afterAll(() => ctx?.close());

const nextJob = () => {
  const id = jobIds.shift();
  if (!id) throw new Error('no more published jobs in the seed');
  return id;
};

function upload(cookie: string | undefined, bytes: Uint8Array, name = 'cv.pdf') {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return call('POST', '/api/job-application/cv-upload', { body: form, cookie });
}

async function uploadedCv(cookie: string) {
  const response = await upload(cookie, pdfBytes(), 'Životopis Jana.pdf');
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const fields = {
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'jana.apply@example.sk',
  phoneCountry: 'SVK',
  phone: '+421 905 123 456',
  consent: true,
};

async function queuedEmails() {
  const rows = await ctx.database.db.select().from(task).where(eq(task.name, 'send-email'));
  return rows.map((r) => r.payload as { template: string; to: string; data: Record<string, unknown> });
}

describe('POST /api/job-application/cv-upload', () => {
  it('stores PDF, DOCX under a random name and returns its id', async () => {
    const { cookie, id: userId } = await registerVerifiedCandidate(app);
    const response = await upload(cookie, docxBytes(), 'cv.docx');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await ctx.database.db.select().from(storedFile).where(eq(storedFile.id, id));
    expect(row).toMatchObject({ ownerUserId: userId, kind: 'cv', originalName: 'cv.docx' });
    expect(row!.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(row!.storageKey).toMatch(/^cv\/[0-9a-f]{32}\.docx$/);
  });

  it('refuses a renamed executable, an image posing as a PDF, a zip bomb and an oversized file; nothing is stored', async () => {
    const { cookie, id: userId } = await registerVerifiedCandidate(app);
    const cases: [Uint8Array, string, number, RegExp][] = [
      [exeBytes(), 'cv.pdf', 400, /PDF, DOC, DOCX or ODT/],
      [pngBytes(), 'cv.pdf', 400, /PDF, DOC, DOCX or ODT/],
      [zipBombBytes(150), 'cv.docx', 400, /cannot be accepted/],
      [new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25), 'cv.pdf', 400, /larger than 10 MB/],
      [new Uint8Array(12 * 1024 * 1024), 'cv.pdf', 413, /larger than 10 MB/],
    ];
    for (const [bytes, name, status, message] of cases) {
      const response = await upload(cookie, bytes, name);
      expect(response.status, name).toBe(status);
      const body = (await response.json()) as { fieldErrors?: { file?: string[] }; title: string };
      expect(body.fieldErrors?.file?.[0] ?? body.title).toMatch(message);
    }
    const rows = await ctx.database.db.select().from(storedFile).where(eq(storedFile.ownerUserId, userId));
    expect(rows).toEqual([]);
  });

  it('needs a signed-in candidate', async () => {
    expect((await upload(undefined, pdfBytes())).status).toBe(401);
  });

  it('translates the refusal', async () => {
    const { cookie } = await registerVerifiedCandidate(app);
    const form = new FormData();
    form.append('file', new File([exeBytes() as Uint8Array<ArrayBuffer>], 'cv.pdf'));
    const response = await call('POST', '/api/job-application/cv-upload', { body: form, cookie, lang: 'sk' });
    expect(((await response.json()) as { fieldErrors: { file: string[] } }).fieldErrors.file[0]).toBe(
      'Nahrajte životopis vo formáte PDF, DOC, DOCX alebo ODT.',
    );
  });
});

describe('POST /api/job-application/apply', () => {
  it('refuses an account whose e-mail is not verified yet (403 EMAIL_NOT_VERIFIED), then accepts it once verified', async () => {
    const { cookie, id: userId } = await registerCandidate(app);
    const jobId = nextJob();
    const fileId = await uploadedCv(cookie);
    const body = { ...fields, id: jobId, fileId };
    const refused = await call('POST', '/api/job-application/apply', { body, cookie });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
    expect(
      await ctx.database.db.select().from(jobApplication).where(eq(jobApplication.userId, userId)),
    ).toEqual([]);
    await ctx.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    expect((await call('POST', '/api/job-application/apply', { body, cookie })).status).toBe(201);
  });

  it('creates the application, counts the candidate, records consent and e-mails candidate and HR', async () => {
    const { cookie, id: userId, email: accountEmail } = await registerVerifiedCandidate(app);
    const jobId = nextJob();
    const fileId = await uploadedCv(cookie);
    const [before] = await ctx.database.db
      .select({ n: job.candidatesCount })
      .from(job)
      .where(eq(job.id, jobId));

    const response = await call('POST', '/api/job-application/apply', {
      body: { ...fields, id: jobId, fileId, message: 'Môžem nastúpiť od marca.' },
      cookie,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as { id: number; status: string };
    expect(created.status).toBe('received');

    const [row] = await ctx.database.db
      .select()
      .from(jobApplication)
      .where(eq(jobApplication.id, created.id));
    expect(row).toMatchObject({ jobId, userId, fileId, firstName: 'Jana', phone: '+421905123456' });
    // The body named another address (fields.email): the account's own is used instead.
    expect(row!.email).toBe(accountEmail);
    const [after] = await ctx.database.db
      .select({ n: job.candidatesCount })
      .from(job)
      .where(eq(job.id, jobId));
    expect(after!.n).toBe(before!.n + 1);
    const consents = await ctx.database.db
      .select()
      .from(consentRecord)
      .where(and(eq(consentRecord.userId, userId), eq(consentRecord.purpose, 'job_search')));
    expect(consents).toHaveLength(1);

    const emails = await queuedEmails();
    expect(emails).toContainEqual(
      expect.objectContaining({ template: 'application-received', to: accountEmail }),
    );
    expect(emails.filter((e) => e.to === fields.email)).toEqual([]);
    expect(consents[0]!.email).toBe(accountEmail);
    const hr = emails.find(
      (e) =>
        e.template === 'staff-notification' &&
        String(e.data.adminUrl).endsWith(`/admin/applications/${created.id}`),
    );
    expect(hr?.to).toBe('hr@kariera.test');

    const profile = (await (await call('GET', '/api/candidates/my', { cookie })).json()) as {
      jobApplications: { jobId: number }[];
    };
    expect(profile.jobApplications.map((a) => a.jobId)).toContain(jobId);
    const mine = (await (await call('GET', '/api/job-application/my', { cookie })).json()) as {
      jobId: number;
      status: string;
      cvName: string;
    }[];
    expect(mine[0]).toMatchObject({ jobId, status: 'received', cvName: 'Životopis Jana.pdf' });
  });

  it('notifies the job’s responsible HR person when the job has one', async () => {
    const hrPerson = await registerVerifiedCandidate(app);
    const { cookie } = await registerVerifiedCandidate(app);
    const jobId = nextJob();
    await ctx.database.db.update(job).set({ responsibleHrUserId: hrPerson.id }).where(eq(job.id, jobId));
    const response = await call('POST', '/api/job-application/apply', {
      body: { ...fields, id: jobId, fileId: await uploadedCv(cookie) },
      cookie,
    });
    const { id } = (await response.json()) as { id: number };
    const hr = (await queuedEmails()).find((e) =>
      String(e.data.adminUrl).endsWith(`/admin/applications/${id}`),
    );
    expect(hr?.to).toBe(hrPerson.email);
  });

  it('refuses a second application for the same job with a clear message', async () => {
    const { cookie } = await registerVerifiedCandidate(app);
    const jobId = nextJob();
    const fileId = await uploadedCv(cookie);
    const first = await call('POST', '/api/job-application/apply', {
      body: { ...fields, id: jobId, fileId },
      cookie,
    });
    expect(first.status).toBe(201);
    const second = await call('POST', '/api/job-application/apply', {
      body: { ...fields, id: jobId, fileId },
      cookie,
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      code: 'ALREADY_APPLIED',
      title: 'You have already applied for this job.',
    });
  });

  it('answers job_application_unavailable for a taken, unpublished or expired job', async () => {
    const { cookie } = await registerVerifiedCandidate(app);
    const fileId = await uploadedCv(cookie);
    const changes = [
      { available: false },
      { status: 'unpublished' },
      { validThrough: new Date(Date.now() - 86_400_000) },
    ];
    for (const change of changes) {
      const jobId = nextJob();
      await ctx.database.db.update(job).set(change).where(eq(job.id, jobId));
      const response = await call('POST', '/api/job-application/apply', {
        body: { ...fields, id: jobId, fileId },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'job_application_unavailable',
        title: 'It is currently not possible to apply for this job.',
      });
    }
  });

  it('answers 400 CANDIDATE_STATUS_BLACK_LISTED_ERROR_CODE to a blacklisted candidate and stores nothing', async () => {
    const { cookie, id: userId } = await registerVerifiedCandidate(app);
    await ctx.database.db
      .update(candidateProfile)
      .set({ blacklisted: true })
      .where(eq(candidateProfile.userId, userId));
    const jobId = nextJob();
    const emailsBefore = (await queuedEmails()).length;
    const response = await call('POST', '/api/job-application/apply', {
      body: { ...fields, id: jobId, fileId: await uploadedCv(cookie) },
      cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'CANDIDATE_STATUS_BLACK_LISTED_ERROR_CODE' });
    expect(
      await ctx.database.db.select().from(jobApplication).where(eq(jobApplication.userId, userId)),
    ).toEqual([]);
    expect((await queuedEmails()).length).toBe(emailsBefore);
  });

  it('validates every field and refuses another candidate’s CV', async () => {
    const { cookie } = await registerVerifiedCandidate(app);
    const other = await registerVerifiedCandidate(app);
    const othersFile = await uploadedCv(other.cookie);
    const jobId = nextJob();
    const response = await call('POST', '/api/job-application/apply', {
      body: { id: jobId, fileId: othersFile, firstName: ' ', email: 'nope', phone: '+421 1', consent: false },
      cookie,
    });
    expect(response.status).toBe(400);
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors).toMatchObject({
      firstName: ['Please fill in this field.'],
      lastName: ['Please fill in this field.'],
      email: ['Please enter a valid e-mail address.'],
      consent: [
        'Please agree to the processing of your personal data so that we can pass your application to the recruiter.',
      ],
    });
    const again = await call('POST', '/api/job-application/apply', {
      body: { ...fields, id: jobId, fileId: othersFile, phone: '+421 1' },
      cookie,
    });
    const second = (await again.json()) as { fieldErrors: Record<string, string[]> };
    expect(second.fieldErrors.fileId).toEqual(['Please attach a CV: upload a file or choose a stored one.']);
    expect(second.fieldErrors.phone).toBeDefined();
  });

  it('answers 404 for an unknown job and 401 without a session', async () => {
    const { cookie } = await registerVerifiedCandidate(app);
    const fileId = await uploadedCv(cookie);
    expect(
      (
        await call('POST', '/api/job-application/apply', {
          body: { ...fields, id: 99_999_999, fileId },
          cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('POST', '/api/job-application/apply', { body: { ...fields, id: 1, fileId } })).status,
    ).toBe(401);
  });
});

describe('CV downloads', () => {
  it('serve the owner as an attachment and nobody else', async () => {
    const owner = await registerVerifiedCandidate(app);
    const other = await registerVerifiedCandidate(app);
    const id = await uploadedCv(owner.cookie);
    const mine = await call('GET', `/api/job-application/cvs/${id}`, { cookie: owner.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Zivotopis Jana.pdf"; filename\*=UTF-8''%C5%BDivotopis%20Jana.pdf$/,
    );
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await call('GET', `/api/job-application/cvs/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call('GET', `/api/job-application/cvs/${id}`)).status).toBe(401);
    const list = (await (
      await call('GET', '/api/job-application/cvs', { cookie: other.cookie })
    ).json()) as unknown[];
    expect(list).toEqual([]);
  });

  it('keep the detected type’s extension: a PDF/HTML polyglot named cv.html is stored and served as .pdf', async () => {
    const owner = await registerCandidate(app);
    const polyglot = new TextEncoder().encode(
      '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n',
    );
    const response = await upload(owner.cookie, polyglot, 'cv.html');
    expect(response.status, await response.clone().text()).toBe(201);
    const { id, name } = (await response.json()) as { id: string; name: string };
    expect(name).toBe('cv.pdf');
    const [row] = await ctx.database.db.select().from(storedFile).where(eq(storedFile.id, id));
    expect(row).toMatchObject({ originalName: 'cv.pdf', mimeType: 'application/pdf' });
    const download = await call('GET', `/api/job-application/cvs/${id}`, { cookie: owner.cookie });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('filename="cv.pdf"');
    const cvs = (await (await call('GET', '/api/job-application/cvs', { cookie: owner.cookie })).json()) as {
      name: string;
    }[];
    expect(cvs.map((cv) => cv.name)).toEqual(['cv.pdf']);
  });
});

describe('saved items', () => {
  it('save, list and unsave a job; unknown items are 404; each user sees only their own', async () => {
    const { cookie } = await registerVerifiedCandidate(app);
    const other = await registerVerifiedCandidate(app);
    const jobId = nextJob();
    expect((await call('PUT', `/api/saved-items/job/${jobId}`, { cookie })).status).toBe(204);
    expect((await call('PUT', `/api/saved-items/job/${jobId}`, { cookie })).status).toBe(204);
    expect((await call('PUT', '/api/saved-items/job/99999999', { cookie })).status).toBe(404);
    expect((await call('PUT', '/api/saved-items/car/1', { cookie })).status).toBe(400);
    const [name] = await ctx.database.db.select({ name: job.name }).from(job).where(eq(job.id, jobId));
    const list = (await (await call('GET', '/api/saved-items', { cookie })).json()) as {
      id: string;
      title: string;
    }[];
    expect(list).toEqual([
      expect.objectContaining({ id: String(jobId), title: name!.name, type: 'job', active: true }),
    ]);
    expect(await (await call('GET', '/api/saved-items', { cookie: other.cookie })).json()).toEqual([]);
    expect((await call('DELETE', `/api/saved-items/job/${jobId}`, { cookie })).status).toBe(204);
    expect(await (await call('GET', '/api/saved-items', { cookie })).json()).toEqual([]);
    expect((await call('GET', '/api/saved-items')).status).toBe(401);
  });
});

describe('status changes tell the candidate', () => {
  it('e-mails the candidate in their language at each step the admin sets, unless the admin switches it off', async () => {
    const candidate = await registerVerifiedCandidate(app, { language: 'de' });
    const admin = await registerVerifiedCandidate(app, { email: ADMIN });
    const jobId = nextJob();
    const fileId = await uploadedCv(candidate.cookie);
    const applied = await call('POST', '/api/job-application/apply', {
      body: { ...fields, email: candidate.email, id: jobId, fileId },
      cookie: candidate.cookie,
    });
    const { id } = (await applied.json()) as { id: number };
    const statusMails = async () =>
      (await queuedEmails()).filter((e) => e.template === 'application-status' && e.to === candidate.email);

    const moved = await call('PUT', `/api/admin/applications/${id}/status`, {
      body: { status: 'interview' },
      cookie: admin.cookie,
    });
    expect(moved.status).toBe(200);
    const [interview] = await statusMails();
    expect(interview).toMatchObject({ locale: 'de', data: { status: 'interview' } });
    expect(String(interview!.data.applicationsUrl)).toBe('https://kariera.test/de/profile/applications');

    await call('PUT', `/api/admin/applications/${id}/status`, {
      body: { status: 'offer', notify: false },
      cookie: admin.cookie,
    });
    expect((await statusMails()).map((e) => e.data.status)).toEqual(['interview']);
    // Setting the status it already has tells nobody again.
    await call('PUT', `/api/admin/applications/${id}/status`, {
      body: { status: 'offer' },
      cookie: admin.cookie,
    });
    expect((await statusMails()).map((e) => e.data.status)).toEqual(['interview']);
  });
});
