import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraRequest, job, jobApplication, referral, salaryQuestionnaire } from '../../db/schema/index.ts';
import { pdfBytes } from '../factories/documents.ts';
import {
  apiCaller,
  registerCandidate,
  registerVerifiedCandidate,
  verifyEmailByLink,
} from '../setup/api-users.ts';
import { createTestApp } from '../setup/test-app.ts';

/**
 * Every private object of the marketplace × who asks: nobody signed in, another candidate, the
 * owner, an admin. Only the right ones may read or change it; the others get 401, 403 or a 404 that
 * does not even confirm the object exists.
 */
const ADMIN = `admin.matrix.${Date.now()}@kariera.test`;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const app = () => ctx;
const call = apiCaller(app);
type Who = 'anonymous' | 'other' | 'owner' | 'admin';
const cookies: Partial<Record<Who, string>> = {};
let owner: Awaited<ReturnType<typeof registerCandidate>>;
const ids = {
  application: 0,
  file: '',
  referral: '',
  extraRequest: 0,
  questionnaire: 0,
  job: 0,
  cvToken: '',
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true', ADMIN_EMAILS: ADMIN });
  const db = ctx.database.db;
  owner = await registerVerifiedCandidate(app);
  cookies.owner = owner.cookie;
  ids.cvToken = owner.body.cvSettings.token;
  cookies.other = (await registerCandidate(app)).cookie;
  cookies.admin = (await registerVerifiedCandidate(app, { email: ADMIN })).cookie;
  await verifyEmailByLink(app, ADMIN);

  const [target] = await db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.status, 'published'), eq(job.available, true)))
    .limit(1);
  ids.job = target!.id;

  const form = new FormData();
  form.append('file', new File([pdfBytes() as Uint8Array<ArrayBuffer>], 'cv.pdf'));
  const uploaded = await call('POST', '/api/job-application/cv-upload', { body: form, cookie: owner.cookie });
  ids.file = ((await uploaded.json()) as { id: string }).id;
  const applied = await call('POST', '/api/job-application/apply', {
    cookie: owner.cookie,
    body: {
      id: ids.job,
      fileId: ids.file,
      firstName: 'Ľubomír',
      lastName: 'Šťastný',
      email: owner.email,
      phoneCountry: 'SVK',
      phone: '+421 905 123 456',
      consent: true,
    },
  });
  expect(applied.status, await applied.clone().text()).toBe(201);
  ids.application = ((await applied.json()) as { id: number }).id;

  const referred = await call('POST', '/api/referrals', {
    cookie: owner.cookie,
    body: {
      referrerName: 'Ľubomír Šťastný',
      referrerEmail: owner.email,
      candidateName: 'Ján Novák',
      candidateEmail: `jan.matrix.${Date.now()}@example.sk`,
      commissionType: 'per_day',
      jobId: ids.job,
      consent: true,
    },
  });
  expect(referred.status, await referred.clone().text()).toBe(201);
  const [ref] = await db
    .select({ id: referral.id })
    .from(referral)
    .where(eq(referral.referrerEmail, owner.email));
  ids.referral = ref!.id;

  const requested = await call('POST', '/api/extra-requests', {
    cookie: owner.cookie,
    body: {
      name: 'Ľubomír Šťastný',
      email: owner.email,
      project: 'A backend project in healthcare.',
      technologies: ['Java'],
      startDate: inDays(30),
      seniority: 'senior',
      consent: true,
    },
  });
  expect(requested.status, await requested.clone().text()).toBe(201);
  const [extra] = await db
    .select({ id: extraRequest.id })
    .from(extraRequest)
    .where(eq(extraRequest.email, owner.email));
  ids.extraRequest = extra!.id;

  const questionnaire = new FormData();
  questionnaire.append('file', new File([pdfBytes() as Uint8Array<ArrayBuffer>], 'cv.pdf'));
  questionnaire.append('name', 'Ľubomír Šťastný');
  questionnaire.append('email', owner.email);
  questionnaire.append('profession', 'programmer');
  questionnaire.append('gdpr', 'on');
  const sent = await call('POST', '/api/questionnaires/cv', { body: questionnaire });
  expect(sent.status, await sent.clone().text()).toBe(201);
  const [q] = await db
    .select({ id: salaryQuestionnaire.id })
    .from(salaryQuestionnaire)
    .where(eq(salaryQuestionnaire.email, owner.email));
  ids.questionnaire = q!.id;
});
afterAll(() => ctx?.close());

const asEveryone = async (request: (cookie: string | undefined) => Promise<Response>) => {
  const statuses: Partial<Record<Who, number>> = {};
  for (const who of ['anonymous', 'other', 'owner', 'admin'] as const)
    statuses[who] = (await request(cookies[who])).status;
  return statuses;
};

describe('who may read or change what', () => {
  const cases: [string, () => [string, string, unknown?], Record<Who, number>][] = [
    [
      'an application (admin view)',
      () => ['GET', `/api/admin/applications/${ids.application}`],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'the "best match first" job sort (a candidate’s own CV; not an admin’s)',
      () => ['POST', '/api/job-descriptions', { sort: 'match', size: 1 }],
      { anonymous: 400, other: 200, owner: 200, admin: 400 },
    ],
    [
      'an application’s status',
      () => ['PUT', `/api/admin/applications/${ids.application}/status`, { status: 'in_review' }],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'a CV the owner uploaded',
      () => ['GET', `/api/job-application/cvs/${ids.file}`],
      { anonymous: 401, other: 404, owner: 200, admin: 200 },
    ],
    [
      'the CV of an application (admin download)',
      () => ['GET', `/api/admin/applications/${ids.application}/cv`],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'a referral (admin view)',
      () => ['GET', `/api/admin/referrals/${ids.referral}`],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'a referral’s worked days',
      () => [
        'PUT',
        `/api/admin/referrals/${ids.referral}`,
        { status: 'placed', workedMonths: 1, workedDays: 20 },
      ],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'an extra request (admin view)',
      () => ['GET', `/api/admin/extra-requests/${ids.extraRequest}`],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'a questionnaire’s CV',
      () => ['GET', `/api/admin/questionnaires/${ids.questionnaire}/cv`],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'a job',
      () => ['GET', `/api/admin/jobs/${ids.job}`],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'the candidate list',
      () => ['GET', '/api/admin/candidates'],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'the newsfeed links (admin, unpublished included)',
      () => ['GET', '/api/admin/newsfeed'],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'adding a newsfeed link (authenticated before validated)',
      () => ['POST', '/api/admin/newsfeed', { url: 42 }],
      { anonymous: 401, other: 403, owner: 403, admin: 400 },
    ],
    [
      'a case study (admin edit)',
      () => ['GET', '/api/admin/cases/career-portal'],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'the dictionary (admin)',
      () => ['GET', '/api/admin/dictionary'],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'a blog post with its access key (admin view)',
      () => ['GET', '/api/admin/blog/posts/1'],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'the events moderation queue',
      () => ['GET', '/api/admin/events?status=pending'],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'approving an event',
      () => ['POST', '/api/admin/events/kosice-it-job-fair/approve'],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'rejecting an event (authenticated before validated)',
      () => ['POST', '/api/admin/events/kosice-it-job-fair/reject', { reason: 42 }],
      { anonymous: 401, other: 403, owner: 403, admin: 400 },
    ],
    [
      'changing an event (authenticated before validated)',
      () => ['PUT', '/api/admin/events/kosice-it-job-fair', {}],
      { anonymous: 401, other: 403, owner: 403, admin: 415 },
    ],
    [
      "queuing a newsletter's news issue (authenticated before validated)",
      () => ['POST', '/api/admin/newsletter/news', { subject: 42 }],
      { anonymous: 401, other: 403, owner: 403, admin: 400 },
    ],
    [
      'releasing a suppressed address (authenticated before validated)',
      () => ['POST', '/api/admin/newsletter/suppressions/release', { email: 42 }],
      { anonymous: 401, other: 403, owner: 403, admin: 400 },
    ],
    [
      'a CV by its link (private, as every new CV is)',
      () => ['GET', `/api/cv/${ids.cvToken}`],
      { anonymous: 401, other: 403, owner: 200, admin: 200 },
    ],
    [
      'a private CV as a PDF',
      () => ['GET', `/api/cv/${ids.cvToken}/pdf`],
      { anonymous: 401, other: 403, owner: 200, admin: 200 },
    ],
    [
      'a private CV as a Word file',
      () => ['GET', `/api/cv/${ids.cvToken}/docx?language=en`],
      { anonymous: 401, other: 403, owner: 200, admin: 200 },
    ],
    [
      'my CV as a JSON Resume (each caller gets their own)',
      () => ['GET', '/api/candidates/my/cv/resume.json?language=en'],
      { anonymous: 401, other: 200, owner: 200, admin: 200 },
    ],
    [
      'my CV link statistics (each caller gets their own, never another’s)',
      () => ['GET', '/api/candidates/my/cv/link-stats'],
      { anonymous: 401, other: 200, owner: 200, admin: 200 },
    ],
    [
      'e-mailing a CV as a PDF (its owner only)',
      () => ['POST', `/api/cv/${ids.cvToken}/pdf`, {}],
      { anonymous: 401, other: 403, owner: 202, admin: 403 },
    ],
    [
      'unlocking a CV that has no password',
      () => ['POST', `/api/cv/${ids.cvToken}/unlock`, { password: 'Zelená-Lúka-42' }],
      { anonymous: 404, other: 404, owner: 404, admin: 404 },
    ],
    [
      'an anonymised client CV before the candidate agreed (admins only, then 409)',
      () => ['GET', `/api/admin/candidates/${owner.id}/client-cv?format=pdf&language=en`],
      { anonymous: 401, other: 403, owner: 403, admin: 409 },
    ],
    [
      'a client CV in an unknown format (authenticated before validated)',
      () => ['GET', `/api/admin/candidates/${owner.id}/client-cv?format=exe`],
      { anonymous: 401, other: 403, owner: 403, admin: 400 },
    ],
    [
      'a candidate’s client CV consent and the client CVs made of them',
      () => ['GET', `/api/admin/candidates/${owner.id}/client-cv/consent`],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'asking a candidate to agree to client CVs',
      () => ['POST', `/api/admin/candidates/${owner.id}/client-cv/consent-request`],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'my consent to client CVs (each caller their own)',
      () => ['GET', '/api/candidates/my/client-cv-consent'],
      { anonymous: 401, other: 200, owner: 200, admin: 200 },
    ],
    [
      'withdrawing my consent to client CVs (each caller their own)',
      () => ['DELETE', '/api/candidates/my/client-cv-consent'],
      { anonymous: 401, other: 200, owner: 200, admin: 200 },
    ],
    [
      'my CV (each caller gets their own)',
      () => ['GET', '/api/candidates/my/cv'],
      { anonymous: 401, other: 200, owner: 200, admin: 200 },
    ],
    [
      'writing my CV (authenticated before validated)',
      () => ['PUT', '/api/candidates/my/cv', { employments: 42 }],
      { anonymous: 401, other: 400, owner: 400, admin: 400 },
    ],
    [
      'the versions of my CV’s sections (each caller gets their own)',
      () => ['GET', '/api/candidates/my/cv/sections'],
      { anonymous: 401, other: 200, owner: 200, admin: 200 },
    ],
    [
      'writing one section of my CV (authenticated, then a verified address, then validated)',
      () => ['PUT', '/api/candidates/my/cv/sections/languages', { languages: 42 }],
      { anonymous: 401, other: 403, owner: 400, admin: 400 },
    ],
    [
      'CV settings (authenticated before validated)',
      () => ['PUT', '/api/candidates/my/cv-settings', { privacy: 42 }],
      { anonymous: 401, other: 400, owner: 400, admin: 400 },
    ],
    [
      'a private CV’s photo (there is none: only who may see the CV learns that)',
      () => ['GET', `/api/cv/${ids.cvToken}/photo`],
      { anonymous: 401, other: 403, owner: 404, admin: 404 },
    ],
    [
      'setting my CV photo as JSON (authenticated before validated)',
      () => ['PUT', '/api/candidates/my/cv/photo', { file: 42 }],
      { anonymous: 401, other: 415, owner: 415, admin: 415 },
    ],
    [
      'my CV photo (each caller only their own; none stored)',
      () => ['GET', '/api/candidates/my/cv/photo'],
      { anonymous: 401, other: 404, owner: 404, admin: 404 },
    ],
    [
      'removing my CV photo (each caller only their own)',
      () => ['DELETE', '/api/candidates/my/cv/photo'],
      { anonymous: 401, other: 204, owner: 204, admin: 204 },
    ],
    [
      'setting my uploaded CV file as JSON (authenticated before validated)',
      () => ['PUT', '/api/candidates/my/cv/file', { file: 42 }],
      { anonymous: 401, other: 415, owner: 415, admin: 415 },
    ],
    [
      'my uploaded CV file (each caller only their own; none stored)',
      () => ['GET', '/api/candidates/my/cv/file'],
      { anonymous: 401, other: 404, owner: 404, admin: 404 },
    ],
    [
      'removing my uploaded CV file (each caller only their own)',
      () => ['DELETE', '/api/candidates/my/cv/file'],
      { anonymous: 401, other: 204, owner: 204, admin: 204 },
    ],
    [
      'my portal CV for an application (authenticated before validated)',
      () => ['POST', '/api/job-application/cv-from-portal', { source: 42 }],
      { anonymous: 401, other: 400, owner: 400, admin: 400 },
    ],
    [
      'the candidates who let recruiters find them, ranked for a job',
      () => ['GET', `/api/admin/jobs/${ids.job}/candidates`],
      { anonymous: 401, other: 403, owner: 403, admin: 200 },
    ],
    [
      'a job’s ranked candidates, page 0 (authenticated before validated)',
      () => ['GET', `/api/admin/jobs/${ids.job}/candidates?page=0`],
      { anonymous: 401, other: 403, owner: 403, admin: 400 },
    ],
    [
      'inviting a candidate who has not let recruiters find them (unknown even to an admin)',
      () => ['POST', `/api/admin/jobs/${ids.job}/candidates/${owner.id}/invitation`],
      { anonymous: 401, other: 403, owner: 403, admin: 404 },
    ],
    [
      'my “let recruiters find me” switch (each caller their own)',
      () => ['GET', '/api/candidates/my/recruiter-search'],
      { anonymous: 401, other: 200, owner: 200, admin: 200 },
    ],
    [
      'setting the switch (authenticated before validated)',
      () => ['PUT', '/api/candidates/my/recruiter-search', { enabled: 42 }],
      { anonymous: 401, other: 400, owner: 400, admin: 400 },
    ],
    [
      'my invitations to apply (each caller their own)',
      () => ['GET', '/api/job-application/invitations'],
      { anonymous: 401, other: 200, owner: 200, admin: 200 },
    ],
    [
      'my referrals with their timelines (each caller their own)',
      () => ['GET', '/api/referrals/my'],
      { anonymous: 401, other: 200, owner: 200, admin: 200 },
    ],
    [
      'a new CV link',
      () => ['POST', '/api/candidates/my/cv-settings/token'],
      { anonymous: 401, other: 200, owner: 200, admin: 200 },
    ],
  ];
  for (const [name, request, expected] of cases) {
    it(name, async () => {
      const [method, url, body] = request();
      expect(await asEveryone((cookie) => call(method, url, { cookie, body }))).toEqual(expected);
    });
  }

  it('lists: my applications, saved items and referrals show only the owner’s', async () => {
    await call('PUT', `/api/saved-items/job/${ids.job}`, { cookie: cookies.owner });
    const seen = async (url: string, cookie: string | undefined) => {
      const response = await call('GET', url, { cookie });
      return response.status === 200 ? JSON.stringify(await response.json()) : response.status;
    };
    expect(await seen('/api/job-application/my', undefined)).toBe(401);
    expect(await seen('/api/job-application/my', cookies.other)).toBe('[]');
    expect(await seen('/api/job-application/my', cookies.admin)).toBe('[]');
    expect(await seen('/api/job-application/my', cookies.owner)).toContain(`"id":${ids.application}`);
    expect(await seen('/api/saved-items', undefined)).toBe(401);
    expect(await seen('/api/saved-items', cookies.other)).toBe('[]');
    expect(await seen('/api/saved-items', cookies.owner)).toContain(`"id":"${ids.job}"`);
    expect(await seen('/api/job-application/cvs', cookies.other)).toBe('[]');
    expect(await seen('/api/referrals/my', cookies.other)).toBe('[]');
    expect(await seen('/api/referrals/my', cookies.admin)).toBe('[]');
    expect(await seen('/api/referrals/my', cookies.owner)).toContain('Ján Novák');
    expect(await seen('/api/job-application/invitations', cookies.other)).toBe('[]');
  });

  it('the consent page of a referral shows the candidate no contact of the referrer', async () => {
    const response = await call('GET', `/api/referrals/${ids.referral}/consent`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Ján Novák');
    expect(text).not.toContain(owner.email);
    expect((await call('GET', `/api/referrals/${'x'.repeat(32)}/consent`)).status).toBe(404);
  });

  it('an application’s personal data stay with the application only', async () => {
    const [row] = await ctx.database.db
      .select()
      .from(jobApplication)
      .where(eq(jobApplication.id, ids.application));
    expect(row?.userId).toBe(owner.id);
  });
});
