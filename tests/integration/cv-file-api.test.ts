import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobApplication } from '../../db/schema/candidates.ts';
import { storedFile } from '../../db/schema/files.ts';
import { job } from '../../db/schema/jobs.ts';
import { docxBytes, pdfBytes, zipBombBytes } from '../factories/documents.ts';
import { apiCaller, fileTestApp, registerVerifiedCandidate } from '../setup/api-users.ts';
import { pdfText } from '../support/pdf-text.ts';

/**
 * The candidate's own CV document kept with the CV builder (upload, download, replace, remove; the
 * applications' sniffing and size limit), applying with the portal CV, and the admin's way to it.
 */
const ADMIN = `cv-admin.${Date.now()}@kariera.test`;
const app = fileTestApp({ ADMIN_EMAILS: ADMIN });
const call = apiCaller(app);
let owner: Awaited<ReturnType<typeof registerVerifiedCandidate>>;
let other: Awaited<ReturnType<typeof registerVerifiedCandidate>>;
let admin: Awaited<ReturnType<typeof registerVerifiedCandidate>>;
let jobIds: number[] = [];

const URL = '/api/candidates/my/cv/file';
const fileForm = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return form;
};
const cvFiles = (userId: string, kind = 'cv-file') =>
  app()
    .database.db.select()
    .from(storedFile)
    .where(and(eq(storedFile.ownerUserId, userId), eq(storedFile.kind, kind)));
const nextJob = () => {
  const id = jobIds.shift();
  if (!id) throw new Error('no more published jobs in the seed');
  return id;
};
const applyFields = {
  firstName: 'Ľubomír',
  lastName: 'Šťastný',
  email: 'ignored@example.sk',
  phoneCountry: 'SVK',
  phone: '+421 905 123 456',
  consent: true,
};

beforeAll(async () => {
  owner = await registerVerifiedCandidate(app);
  other = await registerVerifiedCandidate(app);
  admin = await registerVerifiedCandidate(app, { email: ADMIN });
  const rows = await app()
    .database.db.select({ id: job.id })
    .from(job)
    .where(and(eq(job.status, 'published'), eq(job.available, true)))
    .limit(10);
  jobIds = rows.map((r) => r.id);
});

describe('the uploaded CV document', () => {
  it('asks for a session before it looks at the body', async () => {
    expect((await call('PUT', URL, { body: fileForm(new Uint8Array([1, 2]), 'x.pdf') })).status).toBe(401);
    expect((await call('GET', URL)).status).toBe(401);
    expect((await call('DELETE', URL)).status).toBe(401);
  });

  it('stores a DOCX under its detected type and gives it back to its owner only', async () => {
    const put = await call('PUT', URL, {
      cookie: owner.cookie,
      body: fileForm(docxBytes(), 'Môj životopis.bin'),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await put.json()).toMatchObject({
      name: 'Môj životopis.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const [row] = await cvFiles(owner.id);
    expect(row!.storageKey).toMatch(/^cv-file\/[0-9a-f]{32}\.docx$/);

    const mine = await call('GET', URL, { cookie: owner.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;.*M%C3%B4j%20%C5%BEivotopis\.docx/);
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(docxBytes());

    // Another candidate has none of their own and cannot reach this one by its id.
    expect((await call('GET', URL, { cookie: other.cookie })).status).toBe(404);
    const byId = `/api/job-application/cvs/${row!.id}`;
    expect((await call('GET', byId, { cookie: other.cookie })).status).toBe(404);
    expect((await call('GET', byId)).status).toBe(401);
    // The admin reaches it from the candidate list, with the CV's link.
    const listed = await call('GET', `/api/admin/candidates?query=${encodeURIComponent(owner.email)}`, {
      cookie: admin.cookie,
    });
    expect(listed.status).toBe(200);
    const [candidate] = ((await listed.json()) as { items: { cv: unknown }[] }).items;
    expect(candidate!.cv).toEqual({ token: owner.body.cvSettings.token, fileId: row!.id });
    const adminDownload = await call('GET', byId, { cookie: admin.cookie });
    expect(adminDownload.status).toBe(200);
    expect(new Uint8Array(await adminDownload.arrayBuffer())).toEqual(docxBytes());
  });

  it('refuses HTML named .pdf, a zip bomb and a file over 10 MB with clear messages, keeping the stored one', async () => {
    const before = await cvFiles(owner.id);
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const fake = await call('PUT', URL, { cookie: owner.cookie, lang: 'sk', body: fileForm(html, 'cv.pdf') });
    expect(fake.status).toBe(400);
    expect(await fake.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { file: ['Nahrajte životopis vo formáte PDF, DOC, DOCX alebo ODT.'] },
    });
    const bomb = await call('PUT', URL, {
      cookie: owner.cookie,
      body: fileForm(zipBombBytes(150), 'cv.docx'),
    });
    expect(bomb.status).toBe(400);
    expect(((await bomb.json()) as { fieldErrors: { file: string[] } }).fieldErrors.file[0]).toMatch(
      /cannot be accepted/,
    );
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25);
    const tooBig = await call('PUT', URL, { cookie: owner.cookie, body: fileForm(big, 'cv.pdf') });
    expect(tooBig.status).toBe(400);
    expect(((await tooBig.json()) as { fieldErrors: { file: string[] } }).fieldErrors.file[0]).toMatch(
      /larger than 10 MB/,
    );
    expect((await call('PUT', URL, { cookie: owner.cookie, body: new FormData() })).status).toBe(400);
    expect(await cvFiles(owner.id)).toEqual(before);
  });

  it('deletes the old file when replaced, and the file when removed; others cannot remove it', async () => {
    const [old] = await cvFiles(owner.id);
    const files = app().accounts.deps.files;
    const put = await call('PUT', URL, { cookie: owner.cookie, body: fileForm(pdfBytes(), 'cv.pdf') });
    expect(put.status).toBe(200);
    const now = await cvFiles(owner.id);
    expect(now).toHaveLength(1);
    expect(now[0]!.mimeType).toBe('application/pdf');
    expect(await files.get(old!.storageKey)).toBeUndefined();

    expect((await call('DELETE', URL, { cookie: other.cookie })).status).toBe(204);
    expect(await cvFiles(owner.id)).toEqual(now);

    const person = await registerVerifiedCandidate(app);
    await call('PUT', URL, { cookie: person.cookie, body: fileForm(pdfBytes(), 'cv.pdf') });
    const [kept] = await cvFiles(person.id);
    expect((await call('DELETE', URL, { cookie: person.cookie })).status).toBe(204);
    expect(await cvFiles(person.id)).toEqual([]);
    expect(await files.get(kept!.storageKey)).toBeUndefined();
    expect((await call('GET', URL, { cookie: person.cookie })).status).toBe(404);
  });

  it('is in the data export and erased with the account', async () => {
    const person = await registerVerifiedCandidate(app);
    await call('PUT', URL, { cookie: person.cookie, body: fileForm(pdfBytes(), 'Export.pdf') });
    const [file] = await cvFiles(person.id);
    const exported = await (await call('GET', '/api/candidates/my/export', { cookie: person.cookie })).json();
    expect(exported.cv.content.uploadedCvFileId).toBe(file!.id);
    expect(exported.files).toContainEqual(
      expect.objectContaining({ id: file!.id, kind: 'cv-file', name: 'Export.pdf' }),
    );
    const deleted = await call('DELETE', '/api/candidates/my', {
      cookie: person.cookie,
      body: { password: person.payload.password, confirm: true },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(204);
    expect(await cvFiles(person.id)).toEqual([]);
    expect(await app().accounts.deps.files.get(file!.storageKey)).toBeUndefined();
  });
});

describe('applying with the portal CV', () => {
  const fromPortal = (cookie: string | undefined, source: string) =>
    call('POST', '/api/job-application/cv-from-portal', { cookie, body: { source } });

  it('refuses without a session, a written CV or an uploaded document', async () => {
    expect((await fromPortal(undefined, 'generated')).status).toBe(401);
    const empty = await registerVerifiedCandidate(app);
    for (const source of ['generated', 'uploaded']) {
      const refused = await fromPortal(empty.cookie, source);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { fieldErrors: { file: string[] } }).fieldErrors.file).toHaveLength(
        1,
      );
    }
    expect((await fromPortal(empty.cookie, 'somebody-else')).status).toBe(400);
    expect(await cvFiles(empty.id, 'cv')).toEqual([]);
  });

  it('renders the CV as a PDF with the candidate’s name, stored as the application’s CV for HR', async () => {
    const saved = await call('PUT', '/api/candidates/my/cv', {
      cookie: owner.cookie,
      body: { position: { sk: 'Vývojárka softvéru' }, bio: { sk: 'Píšem spoľahlivý kód.' } },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const attached = await fromPortal(owner.cookie, 'generated');
    expect(attached.status, await attached.clone().text()).toBe(201);
    const { id: fileId, name } = (await attached.json()) as { id: string; name: string };
    expect(name).toMatch(/\.pdf$/);
    const applied = await call('POST', '/api/job-application/apply', {
      cookie: owner.cookie,
      body: { ...applyFields, id: nextJob(), fileId },
    });
    expect(applied.status, await applied.clone().text()).toBe(201);
    const { id } = (await applied.json()) as { id: number };
    const [application] = await app()
      .database.db.select({ fileId: jobApplication.fileId })
      .from(jobApplication)
      .where(eq(jobApplication.id, id));
    expect(application!.fileId).toBe(fileId);
    const hr = await call('GET', `/api/admin/applications/${id}/cv`, { cookie: admin.cookie });
    expect(hr.status).toBe(200);
    expect(hr.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await hr.arrayBuffer()));
    expect(text).toContain('Ľubomír Šťastný');
    expect(text).toContain('Vývojárka softvéru');
    // The application page of the admin names the candidate's CV.
    const record = await (
      await call('GET', `/api/admin/applications/${id}`, { cookie: admin.cookie })
    ).json();
    expect(record.candidateCv).toMatchObject({ token: owner.body.cvSettings.token });
  });

  it('copies the uploaded document, which later changes do not touch', async () => {
    const [kept] = await cvFiles(owner.id);
    const attached = await fromPortal(owner.cookie, 'uploaded');
    expect(attached.status).toBe(201);
    const { id: fileId } = (await attached.json()) as { id: string };
    expect(fileId).not.toBe(kept!.id);
    expect((await call('DELETE', URL, { cookie: owner.cookie })).status).toBe(204);
    const copy = await call('GET', `/api/job-application/cvs/${fileId}`, { cookie: owner.cookie });
    expect(copy.status).toBe(200);
    expect(new Uint8Array(await copy.arrayBuffer())).toEqual(pdfBytes());
    expect((await fromPortal(other.cookie, 'uploaded')).status).toBe(400);
  });
});
