import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationStatusChange,
  consentRecord,
  cvTechnology,
  expertise,
  job,
  jobExpertise,
  jobInvitation,
  referral,
} from '../../db/schema/index.ts';
import { pdfBytes } from '../factories/documents.ts';
import { apiCaller, queuedEmails, registerVerifiedCandidate } from '../setup/api-users.ts';
import { createTestApp } from '../setup/test-app.ts';
import { testDriver } from '../setup/test-db.ts';

/**
 * The recruiters' side of the match and the application timeline (ADR 122): who admins see ranked
 * for a job, the invitation to apply, the candidate's timeline and the referrer's restricted view.
 */
const ADMIN = `admin.recruiters.${Date.now()}@kariera.test`;
const SECOND_ADMIN = `admin.second.${Date.now()}@kariera.test`;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const app = () => ctx;
const call = apiCaller(app);
let admin: Awaited<ReturnType<typeof registerVerifiedCandidate>>;
/** Published, open jobs with their technologies, most technologies first. */
let jobs: { id: number; name: string; technologies: { id: number; name: string }[] }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true', ADMIN_EMAILS: `${ADMIN},${SECOND_ADMIN}` });
  admin = await registerVerifiedCandidate(app, { email: ADMIN });
  const db = ctx.database.db;
  const open = await db
    .select({ id: job.id, name: job.name })
    .from(job)
    .where(
      and(
        eq(job.status, 'published'),
        eq(job.available, true),
        sql`${job.validThrough} is null or ${job.validThrough} > now()`,
      ),
    )
    .orderBy(asc(job.id))
    .limit(40);
  const technologies = await db
    .select({ jobId: jobExpertise.jobId, id: expertise.id, name: expertise.name })
    .from(jobExpertise)
    .innerJoin(expertise, eq(expertise.id, jobExpertise.expertiseId))
    .where(
      inArray(
        jobExpertise.jobId,
        open.map((j) => j.id),
      ),
    );
  jobs = open
    .map((j) => ({ ...j, technologies: technologies.filter((t) => t.jobId === j.id) }))
    .filter((j) => j.technologies.length >= 2);
  expect(jobs.length).toBeGreaterThanOrEqual(6);
});

/** Gives a candidate's CV technologies with years (as the CV editor stores them). */
async function giveTechnologies(userId: string, technologies: { id: number; years: number }[]) {
  await ctx.database.db
    .insert(cvTechnology)
    .values(technologies.map((t, i) => ({ userId, expertiseId: t.id, years: t.years, sortOrder: i })));
}

const setFindMe = (cookie: string, enabled: boolean) =>
  call('PUT', '/api/candidates/my/recruiter-search', { cookie, body: { enabled } });

type Ranked = {
  items: {
    userId: string;
    name: string;
    score: number | null;
    reasons: { kind: string }[];
    invitedAt: string | null;
  }[];
  total: number;
  capped: boolean;
};
const ranked = async (jobId: number) => {
  const response = await call('GET', `/api/admin/jobs/${jobId}/candidates`, { cookie: admin.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Ranked;
};

async function applyFor(candidate: { cookie: string; email: string }, jobId: number) {
  const form = new FormData();
  form.append('file', new File([pdfBytes() as Uint8Array<ArrayBuffer>], 'cv.pdf'));
  const uploaded = await call('POST', '/api/job-application/cv-upload', {
    body: form,
    cookie: candidate.cookie,
  });
  const fileId = ((await uploaded.json()) as { id: string }).id;
  const applied = await call('POST', '/api/job-application/apply', {
    cookie: candidate.cookie,
    body: {
      id: jobId,
      fileId,
      firstName: 'Ľubomír',
      lastName: 'Šťastný',
      email: candidate.email,
      phoneCountry: 'SVK',
      phone: '+421 905 123 456',
      consent: true,
    },
  });
  expect(applied.status, await applied.clone().text()).toBe(201);
  return ((await applied.json()) as { id: number }).id;
}

describe(`recruiters find only the candidates who let them, on ${testDriver()}`, () => {
  it('ranks the opted-in candidates by the match score with reasons, never the others; withdrawing leaves at once', async () => {
    const target = jobs[0]!;
    const [first, second] = target.technologies;
    const strong = await registerVerifiedCandidate(app, { lastName: 'Silná' });
    const weak = await registerVerifiedCandidate(app, { lastName: 'Slabá' });
    const hidden = await registerVerifiedCandidate(app, { lastName: 'Skrytá' });
    await giveTechnologies(strong.id, [
      { id: first!.id, years: 10 },
      { id: second!.id, years: 10 },
    ]);
    await giveTechnologies(weak.id, [{ id: first!.id, years: 1 }]);
    await giveTechnologies(hidden.id, [
      { id: first!.id, years: 10 },
      { id: second!.id, years: 10 },
    ]);

    // Off by default: nobody is listed, and the switch says so.
    const before = await call('GET', '/api/candidates/my/recruiter-search', { cookie: strong.cookie });
    expect(await before.json()).toEqual({ enabled: false, grantedAt: null, textVersion: null });
    const mine = (list: Ranked) =>
      list.items.filter((c) => [strong.id, weak.id, hidden.id].includes(c.userId));
    expect(mine(await ranked(target.id))).toEqual([]);

    const on = await setFindMe(strong.cookie, true);
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({
      enabled: true,
      textVersion: expect.any(String),
      grantedAt: expect.any(String),
    });
    expect((await setFindMe(weak.cookie, true)).status).toBe(200);
    // Turning it on twice keeps one consent.
    expect((await setFindMe(weak.cookie, true)).status).toBe(200);
    const consents = await ctx.database.db
      .select()
      .from(consentRecord)
      .where(and(eq(consentRecord.userId, weak.id), eq(consentRecord.purpose, 'recruiter_search')));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ withdrawnAt: null, email: weak.email });

    const list = mine(await ranked(target.id));
    expect(list.map((c) => c.userId)).toEqual([strong.id, weak.id]);
    expect(list[0]!.score).toBeGreaterThan(list[1]!.score!);
    expect(list[0]!.reasons.map((r) => r.kind)).toContain('technology');
    expect(list[1]!.reasons.map((r) => r.kind)).toContain('missing');
    expect(list.map((c) => c.name)).not.toContain(expect.stringContaining('Skrytá'));

    // Withdrawn on the privacy page (the consent's own withdrawal) or by the switch: gone at once.
    expect(await ctx.services.accounts.withdrawConsent(weak.id, 'recruiter_search')).toBe(1);
    expect((await setFindMe(strong.cookie, false)).status).toBe(200);
    expect(mine(await ranked(target.id))).toEqual([]);
    const after = await call('GET', '/api/candidates/my/recruiter-search', { cookie: strong.cookie });
    expect(await after.json()).toMatchObject({ enabled: false });
    // An admin cannot invite them either: for the admin they do not exist.
    const invited = await call('POST', `/api/admin/jobs/${target.id}/candidates/${strong.id}/invitation`, {
      cookie: admin.cookie,
    });
    expect(invited.status).toBe(404);
    const hiddenInvite = await call(
      'POST',
      `/api/admin/jobs/${target.id}/candidates/${hidden.id}/invitation`,
      {
        cookie: admin.cookie,
      },
    );
    expect(hiddenInvite.status).toBe(404);
  });

  it('refuses bad input with clear codes, and asks who you are first', async () => {
    const candidate = await registerVerifiedCandidate(app);
    const bad = await setFindMe(candidate.cookie, 'yes' as unknown as boolean);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { enabled: expect.any(Array) },
    });
    const extra = await call('PUT', '/api/candidates/my/recruiter-search', {
      cookie: candidate.cookie,
      body: { enabled: true, userId: admin.id },
    });
    expect(extra.status).toBe(400);
    // Without a session, 401 even for a malformed body.
    const anonymous = await call('PUT', '/api/candidates/my/recruiter-search', { body: { enabled: 'x' } });
    expect(anonymous.status).toBe(401);
    const notAdmin = await call('GET', `/api/admin/jobs/${jobs[0]!.id}/candidates?page=zero`, {
      cookie: candidate.cookie,
    });
    expect(notAdmin.status).toBe(403);
    for (const query of ['page=0', 'page=abc', 'page=11', 'page=1.5']) {
      const response = await call('GET', `/api/admin/jobs/${jobs[0]!.id}/candidates?${query}`, {
        cookie: admin.cookie,
      });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    expect((await call('GET', '/api/admin/jobs/abc/candidates', { cookie: admin.cookie })).status).toBe(400);
    expect((await call('GET', '/api/admin/jobs/99999999/candidates', { cookie: admin.cookie })).status).toBe(
      404,
    );
    const longId = await call(
      'POST',
      `/api/admin/jobs/${jobs[0]!.id}/candidates/${'x'.repeat(65)}/invitation`,
      {
        cookie: admin.cookie,
      },
    );
    expect(longId.status).toBe(400);
  });
});

describe('the invitation to apply', () => {
  it('e-mails the candidate a link to the job in their language, once per job; it shows on their applications and timeline', async () => {
    const candidate = await registerVerifiedCandidate(app, { language: 'de' });
    await giveTechnologies(candidate.id, [{ id: jobs[1]!.technologies[0]!.id, years: 3 }]);
    expect((await setFindMe(candidate.cookie, true)).status).toBe(200);
    const target = jobs[1]!;

    const invited = await call('POST', `/api/admin/jobs/${target.id}/candidates/${candidate.id}/invitation`, {
      cookie: admin.cookie,
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    const mails = (await queuedEmails(app, candidate.email)).filter((m) => m.template === 'job-invitation');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'de', data: { jobName: target.name } });
    expect(String(mails[0]!.data.jobUrl)).toBe(`https://kariera.test/de/jobs/${target.id}`);

    // No second invitation to the same job, and no second e-mail.
    const again = await call('POST', `/api/admin/jobs/${target.id}/candidates/${candidate.id}/invitation`, {
      cookie: admin.cookie,
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('ALREADY_INVITED');
    expect(
      (await queuedEmails(app, candidate.email)).filter((m) => m.template === 'job-invitation'),
    ).toHaveLength(1);

    const list = await ranked(target.id);
    expect(list.items.find((c) => c.userId === candidate.id)?.invitedAt).toEqual(expect.any(String));
    const invitations = await call('GET', '/api/job-application/invitations', { cookie: candidate.cookie });
    expect(await invitations.json()).toEqual([
      expect.objectContaining({ jobId: target.id, jobName: target.name, appliedAt: null }),
    ]);

    // The candidate applies: the application carries the invitation and starts its timeline.
    await applyFor(candidate, target.id);
    const applications = (await (
      await call('GET', '/api/job-application/my', { cookie: candidate.cookie })
    ).json()) as {
      jobId: number;
      invitedAt: string | null;
      timeline: { status: string; at: string }[];
    }[];
    const application = applications.find((a) => a.jobId === target.id)!;
    expect(application.invitedAt).toEqual(expect.any(String));
    expect(application.timeline.map((s) => s.status)).toEqual(['received']);
    // Invited after applying is pointless: refused.
    const candidate2 = await registerVerifiedCandidate(app);
    await setFindMe(candidate2.cookie, true);
    await applyFor(candidate2, jobs[2]!.id);
    const late = await call('POST', `/api/admin/jobs/${jobs[2]!.id}/candidates/${candidate2.id}/invitation`, {
      cookie: admin.cookie,
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { code: string }).code).toBe('ALREADY_APPLIED');
  });

  it('limits invitations per candidate (three a week) and per admin', async () => {
    const candidate = await registerVerifiedCandidate(app, { language: 'en' });
    await setFindMe(candidate.cookie, true);
    const statuses: number[] = [];
    for (const target of jobs.slice(2, 6)) {
      const response = await call(
        'POST',
        `/api/admin/jobs/${target.id}/candidates/${candidate.id}/invitation`,
        {
          cookie: admin.cookie,
        },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(
      (await queuedEmails(app, candidate.email)).filter((m) => m.template === 'job-invitation'),
    ).toHaveLength(3);

    // The admin's own budget (30 an hour): a second admin's 31st invitation is refused.
    const other = await registerVerifiedCandidate(app, { email: SECOND_ADMIN });
    const counts: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await call(
        'POST',
        `/api/admin/jobs/${jobs[0]!.id}/candidates/nobody-${i}/invitation`,
        {
          cookie: other.cookie,
        },
      );
      counts.push(response.status);
    }
    expect(counts.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(counts[30]).toBe(429);
  });

  it('goes with the account: deleting it erases the consent and the invitations', async () => {
    const candidate = await registerVerifiedCandidate(app);
    await setFindMe(candidate.cookie, true);
    expect(
      (
        await call('POST', `/api/admin/jobs/${jobs[3]!.id}/candidates/${candidate.id}/invitation`, {
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(201);
    const deleted = await call('DELETE', '/api/candidates/my', {
      cookie: candidate.cookie,
      body: { password: candidate.payload.password, confirm: true },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(204);
    const db = ctx.database.db;
    expect(await db.select().from(consentRecord).where(eq(consentRecord.email, candidate.email))).toEqual([]);
    expect(await db.select().from(jobInvitation).where(eq(jobInvitation.userId, candidate.id))).toEqual([]);
  });
});

describe('the application timeline', () => {
  it('shows the candidate each status with its date; each change e-mails them in their language', async () => {
    const candidate = await registerVerifiedCandidate(app, { language: 'sk' });
    const id = await applyFor(candidate, jobs[4]!.id);
    for (const status of ['in_review', 'interview', 'interview', 'offer'])
      expect(
        (
          await call('PUT', `/api/admin/applications/${id}/status`, {
            cookie: admin.cookie,
            body: { status },
          })
        ).status,
      ).toBe(200);
    const applications = (await (
      await call('GET', '/api/job-application/my', { cookie: candidate.cookie })
    ).json()) as {
      id: number;
      status: string;
      timeline: { status: string; at: string }[];
    }[];
    const application = applications.find((a) => a.id === id)!;
    expect(application.status).toBe('offer');
    // Setting the same status again adds no step.
    expect(application.timeline.map((s) => s.status)).toEqual([
      'received',
      'in_review',
      'interview',
      'offer',
    ]);
    const dates = application.timeline.map((s) => Date.parse(s.at));
    expect(dates.every((d) => Number.isFinite(d))).toBe(true);
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    const mails = (await queuedEmails(app, candidate.email)).filter(
      (m) => m.template === 'application-status',
    );
    expect(mails.map((m) => [m.locale, m.data.status])).toEqual([
      ['sk', 'in_review'],
      ['sk', 'interview'],
      ['sk', 'offer'],
    ]);
    const stored = await ctx.database.db
      .select()
      .from(applicationStatusChange)
      .where(eq(applicationStatusChange.applicationId, id));
    expect(stored).toHaveLength(4);
  });

  it('shows the referrer the same timeline and the commission once placed, never the candidate’s CV or contact', async () => {
    const referrer = await registerVerifiedCandidate(app);
    const target = jobs[5]!;
    const candidateEmail = `referred.${Date.now()}@example.sk`;
    const referred = await call('POST', '/api/referrals', {
      cookie: referrer.cookie,
      body: {
        referrerName: 'Zuzana Kováčová',
        referrerEmail: referrer.email,
        candidateName: 'Ján Novák',
        candidateEmail,
        candidatePhone: '+421 905 333 444',
        candidateInfo: 'Great with Spring and Kafka.',
        commissionType: 'per_day',
        jobId: target.id,
        consent: true,
      },
    });
    expect(referred.status, await referred.clone().text()).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(referral)
      .where(eq(referral.candidateEmail, candidateEmail));
    const mine = async () =>
      (await (await call('GET', '/api/referrals/my', { cookie: referrer.cookie })).json()) as Record<
        string,
        unknown
      >[];

    // Before the candidate agrees: no timeline.
    expect((await mine())[0]).toMatchObject({ status: 'pending', timeline: null, commission: null });
    expect((await call('POST', `/api/referrals/${row!.id}/consent`)).status).toBe(200);
    const candidate = await registerVerifiedCandidate(app, { email: candidateEmail });
    const applicationId = await applyFor(candidate, target.id);
    for (const status of ['in_review', 'interview', 'offer', 'placed'])
      await call('PUT', `/api/admin/applications/${applicationId}/status`, {
        cookie: admin.cookie,
        body: { status },
      });
    const placedReferral = await call('PUT', `/api/admin/referrals/${row!.id}`, {
      cookie: admin.cookie,
      body: { status: 'placed', workedMonths: 1, workedDays: 20 },
    });
    expect(placedReferral.status, await placedReferral.clone().text()).toBe(200);

    const [seen] = await mine();
    expect(seen).toMatchObject({
      candidateName: 'Ján Novák',
      status: 'placed',
      commission: { state: 'due', amount: 100, workedDays: 20 },
    });
    expect((seen!.timeline as { status: string }[]).map((s) => s.status)).toEqual([
      'received',
      'in_review',
      'interview',
      'offer',
      'placed',
    ]);
    const text = JSON.stringify(seen);
    for (const secret of [
      candidateEmail,
      '905 333 444',
      'Spring and Kafka',
      'fileId',
      'cv',
      'phone',
      'email',
    ])
      expect(text).not.toContain(secret);
    // Nobody else sees the referrer's list.
    expect((await call('GET', '/api/referrals/my')).status).toBe(401);
    expect(await (await call('GET', '/api/referrals/my', { cookie: candidate.cookie })).json()).toEqual([]);
  });
});
