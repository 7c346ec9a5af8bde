import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  invitationSchema,
  myInvitationSchema,
  rankedCandidatesQuerySchema,
  rankedCandidatesSchema,
  recruiterVisibilityInputSchema,
  recruiterVisibilitySchema,
} from '../../contracts/recruiters.ts';
import { sessionOf } from './candidates.ts';
import type { ApiEnv } from './env.ts';
import { adminOnly, json, problem, rateLimited, security, unauthorized } from './openapi-parts.ts';
import { requireAdmin } from './require-admin.ts';
import { validationHook } from './validation-hook.ts';

/**
 * The recruiters' side of the match (ADR 122): the candidate's "let the company's recruiters find
 * me" switch and invitations, a job's candidates ranked for admins and the invitation to apply.
 */
const tags = ['Recruiters'];
const invalid = { 400: { description: 'Invalid input, with translated messages per field', ...problem } };
const jobId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const jobAndCandidate = jobId.extend({ userId: z.string().min(1).max(64) });

const getVisibility = createRoute({
  method: 'get',
  path: '/candidates/my/recruiter-search',
  tags,
  summary: 'Whether the company’s recruiters may find me',
  description: 'On while the `recruiter_search` consent stands; off by default.',
  security,
  responses: {
    200: { description: 'The switch', ...json(recruiterVisibilitySchema) },
    ...unauthorized,
  },
});

const setVisibility = createRoute({
  method: 'put',
  path: '/candidates/my/recruiter-search',
  tags,
  summary: 'Let the company’s recruiters find me, or stop it',
  description:
    '`enabled: true` records the consent (its text version, time and address); `false` withdraws it, and the candidate leaves every recruiter’s list at once. 403 without a candidate profile.',
  security,
  request: { body: { required: true, ...json(recruiterVisibilityInputSchema) } },
  responses: {
    200: { description: 'The switch', ...json(recruiterVisibilitySchema) },
    ...invalid,
    403: { description: 'The account has no candidate profile', ...problem },
    ...unauthorized,
  },
});

const myInvitations = createRoute({
  method: 'get',
  path: '/job-application/invitations',
  tags,
  summary: 'Invitations to apply I got from recruiters, newest first',
  security,
  responses: {
    200: { description: 'The invitations', ...json(z.array(myInvitationSchema)) },
    ...unauthorized,
  },
});

const rankedCandidates = createRoute({
  method: 'get',
  path: '/admin/jobs/{id}/candidates',
  tags,
  summary: 'Candidates who let recruiters find them, ranked for a job by the match score',
  description:
    'Only candidates with the `recruiter_search` consent standing, not blacklisted: the best 200 by technologies and profession, scored with the match score (ADR 121) and ordered by it, 20 per page, with the reasons, the CV and whether they were invited or applied.',
  security,
  request: { params: jobId, query: rankedCandidatesQuerySchema },
  responses: {
    200: { description: 'One page of ranked candidates', ...json(rankedCandidatesSchema) },
    ...invalid,
    ...adminOnly,
    404: { description: 'No such job', ...problem },
  },
});

const invite = createRoute({
  method: 'post',
  path: '/admin/jobs/{id}/candidates/{userId}/invitation',
  tags,
  summary: 'Invite a candidate to apply for a job',
  description:
    'E-mails the candidate a link to the job in their language and records the invitation (shown on their applications). 409 `ALREADY_INVITED` for a second invitation to the same job, 409 `ALREADY_APPLIED` when they applied, 400 `job_application_unavailable` for a job one cannot apply for, 404 for a candidate who does not let recruiters find them, 429 past 30 invitations an hour per admin or 3 a week per candidate.',
  security,
  request: { params: jobAndCandidate },
  responses: {
    201: { description: 'Invited', ...json(invitationSchema) },
    ...invalid,
    ...adminOnly,
    404: { description: 'No such job, or no such candidate to be found', ...problem },
    409: { description: 'Invited or applied already', ...problem },
    ...rateLimited,
  },
});

export const recruitersApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

recruitersApi.use('/admin/*', async (c, next) => {
  await requireAdmin(c);
  c.header('cache-control', 'no-store');
  await next();
});

recruitersApi
  .openapi(getVisibility, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.recruiters.getRecruiterVisibility(user.id), 200);
  })
  .openapi(setVisibility, async (c) => {
    const { user } = await sessionOf(c);
    const { enabled } = c.req.valid('json');
    return c.json(
      await c.var.services.recruiters.setRecruiterVisibility(user.id, enabled, c.var.clientIp),
      200,
    );
  })
  .openapi(myInvitations, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.recruiters.listMyInvitations(user.id), 200);
  })
  .openapi(rankedCandidates, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(
      await c.var.services.recruiters.admin.rankJobCandidates(id, c.req.valid('query').page),
      200,
    );
  })
  .openapi(invite, async (c) => {
    const { user } = await requireAdmin(c);
    const { id, userId } = c.req.valid('param');
    return c.json(await c.var.services.recruiters.admin.inviteCandidate(id, userId, user.id), 201);
  });
