import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  adminApplicationSchema,
  adminCandidateSchema,
  adminContactSchema,
  adminExtraRequestSchema,
  adminJobRowSchema,
  adminJobSchema,
  adminListQuerySchema,
  adminOverviewSchema,
  adminReferralSchema,
  applicationStatusInputSchema,
  extraRequestMatchSchema,
  extraRequestStatuses,
  jobInputSchema,
  jobListStatuses,
  pageOf,
  referralStatuses,
  referralUpdateSchema,
} from '../../contracts/admin.ts';
import { contentDisposition } from '../../core/shared/content-disposition.ts';
import { adminOnly, json, problem, security } from './openapi-parts.ts';
import { cvDocumentContent } from './responses.ts';
import type { ApiEnv } from './env.ts';
import { requireAdmin } from './require-admin.ts';
import { validationHook } from './validation-hook.ts';

const tags = ['Admin'];
const notFound = { 404: { description: 'No such record', ...problem } };
const invalid = { 400: { description: 'Invalid input, with translated messages per field', ...problem } };
const payRequired = {
  422: {
    description:
      'JOB_PAY_REQUIRED: a published job must state its pay, a salary range or a rate (EU Pay Transparency Directive 2023/970, Slovak law)',
    ...problem,
  },
};

const intId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const textId = z.object({ id: z.string().min(1).max(64) });
const jobsQuery = adminListQuerySchema.extend({ status: z.enum(jobListStatuses).optional() });
const referralsQuery = adminListQuerySchema.extend({ status: z.enum(referralStatuses).optional() });
const extraRequestsQuery = adminListQuerySchema.extend({ status: z.enum(extraRequestStatuses).optional() });
const candidatesQuery = adminListQuerySchema.extend({
  blacklisted: z.enum(['true', 'false']).optional(),
});
const contactsQuery = adminListQuerySchema.extend({ source: z.string().max(40).optional() });
const blacklistBody = z.object({ blacklisted: z.boolean() });

const overview = createRoute({
  method: 'get',
  path: '/admin/overview',
  tags,
  summary: 'Counts of new applications, referrals and extra requests',
  security,
  responses: { 200: { description: 'The counts', ...json(adminOverviewSchema) }, ...adminOnly },
});

const listJobs = createRoute({
  method: 'get',
  path: '/admin/jobs',
  tags,
  summary: 'Jobs in every status, newest first',
  description:
    '`query` matches name, partner or city (case and diacritics ignored) or the id; `status` filters.',
  security,
  request: { query: jobsQuery },
  responses: {
    200: { description: 'One page of jobs', ...json(pageOf(adminJobRowSchema)) },
    ...invalid,
    ...adminOnly,
  },
});

const createJob = createRoute({
  method: 'post',
  path: '/admin/jobs',
  tags,
  summary: 'Create a job',
  description:
    'Created as a draft; `?publish=true` publishes it at once. `description` is plain text: paragraphs separated by an empty line, lines starting with "- " form a list, **bold**. Technologies by catalog name. Refused with 400 on the field: `mdBudgetTo` below `mdBudgetFrom`, `monthlySalaryTo` below `monthlySalaryFrom`, `expertises` that are not names of the technology catalogue; with 422 `JOB_PAY_REQUIRED` when published without pay (no salary and no rate). Its net pay per form of work is computed as it is saved.',
  security,
  request: {
    query: z.object({ publish: z.enum(['true', 'false']).optional() }),
    body: { required: true, ...json(jobInputSchema) },
  },
  responses: {
    201: { description: 'The job', ...json(adminJobSchema) },
    ...invalid,
    ...adminOnly,
    ...payRequired,
  },
});

const getJob = createRoute({
  method: 'get',
  path: '/admin/jobs/{id}',
  tags,
  summary: 'A job in any status',
  security,
  request: { params: intId },
  responses: { 200: { description: 'The job', ...json(adminJobSchema) }, ...adminOnly, ...notFound },
});

const updateJob = createRoute({
  method: 'put',
  path: '/admin/jobs/{id}',
  tags,
  summary: 'Replace every field of a job',
  description:
    'Status and publication date stay as they are. Refused with 400 on the field: `mdBudgetTo` below `mdBudgetFrom`, `monthlySalaryTo` below `monthlySalaryFrom`, `expertises` that are not names of the technology catalogue; with 422 `JOB_PAY_REQUIRED` when a published job would lose its pay.',
  security,
  request: { params: intId, body: { required: true, ...json(jobInputSchema) } },
  responses: {
    200: { description: 'The job', ...json(adminJobSchema) },
    ...invalid,
    ...adminOnly,
    ...notFound,
    ...payRequired,
  },
});

const jobAction = (action: 'publish' | 'unpublish' | 'expire', summary: string, description: string) =>
  createRoute({
    method: 'post',
    path: `/admin/jobs/{id}/${action}`,
    tags,
    summary,
    description,
    security,
    request: { params: intId },
    responses: {
      200: { description: 'The job', ...json(adminJobSchema) },
      ...adminOnly,
      ...notFound,
      ...(action === 'publish' ? payRequired : {}),
    },
  });
const publishJob = jobAction(
  'publish',
  'Publish a job',
  'Status published; the publication date is set when the job has none yet. Refused with 422 `JOB_PAY_REQUIRED` when the job states no pay (a salary range or a rate): it stays as it is.',
);
const unpublishJob = jobAction('unpublish', 'Unpublish a job', 'The job disappears from the portal.');
const expireJob = jobAction(
  'expire',
  'End a job’s offer now',
  'Valid through now and not available: the job stays visible, marked as not available.',
);

const listApplications = createRoute({
  method: 'get',
  path: '/admin/jobs/{id}/applications',
  tags,
  summary: 'Applications for a job, newest first',
  security,
  request: { params: intId },
  responses: {
    200: { description: 'The applications', ...json(z.object({ items: z.array(adminApplicationSchema) })) },
    ...adminOnly,
    ...notFound,
  },
});

const getApplication = createRoute({
  method: 'get',
  path: '/admin/applications/{id}',
  tags,
  summary: 'One application',
  security,
  request: { params: intId },
  responses: {
    200: { description: 'The application', ...json(adminApplicationSchema) },
    ...adminOnly,
    ...notFound,
  },
});

const setApplicationStatus = createRoute({
  method: 'put',
  path: '/admin/applications/{id}/status',
  tags,
  summary: 'Move an application along the pipeline',
  description:
    'received → in_review → interview → offer → placed → closed; the candidate sees the status and, unless `notify` is false, gets an e-mail about each step after received.',
  security,
  request: { params: intId, body: { required: true, ...json(applicationStatusInputSchema) } },
  responses: {
    200: { description: 'The application', ...json(adminApplicationSchema) },
    ...invalid,
    ...adminOnly,
    ...notFound,
  },
});

const applicationCv = createRoute({
  method: 'get',
  path: '/admin/applications/{id}/cv',
  tags,
  summary: 'Download the CV of an application',
  description: 'An attachment with a generated file name; never rendered by the browser.',
  security,
  request: { params: intId },
  responses: {
    200: {
      description: 'The file',
      content: cvDocumentContent,
    },
    ...adminOnly,
    404: { description: 'No such application, or it has no CV', ...problem },
  },
});

const listCandidates = createRoute({
  method: 'get',
  path: '/admin/candidates',
  tags,
  summary: 'Candidate profiles, newest first',
  description: '`query` matches name or e-mail; `blacklisted=true` lists only blacklisted candidates.',
  security,
  request: { query: candidatesQuery },
  responses: {
    200: { description: 'One page of candidates', ...json(pageOf(adminCandidateSchema)) },
    ...invalid,
    ...adminOnly,
  },
});

const setBlacklist = createRoute({
  method: 'put',
  path: '/admin/candidates/{id}/blacklist',
  tags,
  summary: 'Put a candidate on the blacklist or take them off',
  description: 'A blacklisted candidate’s applications look successful to them but are not recorded.',
  security,
  request: { params: textId, body: { required: true, ...json(blacklistBody) } },
  responses: {
    200: {
      description: 'The flag',
      ...json(z.object({ userId: z.string(), blacklisted: z.boolean() })),
    },
    ...invalid,
    ...adminOnly,
    ...notFound,
  },
});

const listReferrals = createRoute({
  method: 'get',
  path: '/admin/referrals',
  tags,
  summary: 'Referrals with their commission, newest first',
  security,
  request: { query: referralsQuery },
  responses: {
    200: { description: 'One page of referrals', ...json(pageOf(adminReferralSchema)) },
    ...invalid,
    ...adminOnly,
  },
});

const getReferral = createRoute({
  method: 'get',
  path: '/admin/referrals/{id}',
  tags,
  summary: 'One referral with its commission',
  security,
  request: { params: textId },
  responses: {
    200: { description: 'The referral', ...json(adminReferralSchema) },
    ...adminOnly,
    ...notFound,
  },
});

const updateReferral = createRoute({
  method: 'put',
  path: '/admin/referrals/{id}',
  tags,
  summary: 'Set status, worked months and days and project length',
  description: 'Returns the referral with the commission computed from the new values.',
  security,
  request: { params: textId, body: { required: true, ...json(referralUpdateSchema) } },
  responses: {
    200: { description: 'The referral', ...json(adminReferralSchema) },
    ...invalid,
    ...adminOnly,
    ...notFound,
  },
});

const listExtraRequests = createRoute({
  method: 'get',
  path: '/admin/extra-requests',
  tags,
  summary: 'Extra requests, newest first',
  security,
  request: { query: extraRequestsQuery },
  responses: {
    200: { description: 'One page of extra requests', ...json(pageOf(adminExtraRequestSchema)) },
    ...invalid,
    ...adminOnly,
  },
});

const getExtraRequest = createRoute({
  method: 'get',
  path: '/admin/extra-requests/{id}',
  tags,
  summary: 'One extra request with its matched jobs',
  security,
  request: { params: intId },
  responses: {
    200: { description: 'The extra request', ...json(adminExtraRequestSchema) },
    ...adminOnly,
    ...notFound,
  },
});

const matchExtraRequest = createRoute({
  method: 'put',
  path: '/admin/extra-requests/{id}',
  tags,
  summary: 'Match published jobs to an extra request',
  description:
    'Without `status`, the request becomes `matched` when jobs are given and `new` when none are (a closed one stays closed).',
  security,
  request: { params: intId, body: { required: true, ...json(extraRequestMatchSchema) } },
  responses: {
    200: { description: 'The extra request', ...json(adminExtraRequestSchema) },
    ...invalid,
    ...adminOnly,
    ...notFound,
  },
});

const listContacts = createRoute({
  method: 'get',
  path: '/admin/contacts',
  tags,
  summary: 'Messages of the contact forms, newest first',
  description: '`source` is `about-us` or `promo`.',
  security,
  request: { query: contactsQuery },
  responses: {
    200: { description: 'One page of messages', ...json(pageOf(adminContactSchema)) },
    ...invalid,
    ...adminOnly,
  },
});

export const adminApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

// Every admin route, before its request is even validated.
adminApi.use('/admin/*', async (c, next) => {
  await requireAdmin(c);
  c.header('cache-control', 'no-store');
  await next();
});

adminApi
  .openapi(overview, async (c) => c.json(await c.var.services.admin.getAdminOverview(), 200))
  .openapi(listJobs, async (c) =>
    c.json(await c.var.services.jobs.admin.listAdminJobs(c.req.valid('query')), 200),
  )
  .openapi(createJob, async (c) => {
    const publish = c.req.valid('query').publish === 'true';
    return c.json(await c.var.services.jobs.admin.createJob(c.req.valid('json'), publish), 201);
  })
  .openapi(getJob, async (c) =>
    c.json(await c.var.services.jobs.admin.getAdminJob(c.req.valid('param').id), 200),
  )
  .openapi(updateJob, async (c) =>
    c.json(await c.var.services.jobs.admin.updateJob(c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(publishJob, async (c) =>
    c.json(await c.var.services.jobs.admin.publishJob(c.req.valid('param').id), 200),
  )
  .openapi(unpublishJob, async (c) =>
    c.json(await c.var.services.jobs.admin.unpublishJob(c.req.valid('param').id), 200),
  )
  .openapi(expireJob, async (c) =>
    c.json(await c.var.services.jobs.admin.expireJob(c.req.valid('param').id), 200),
  )
  .openapi(listApplications, async (c) => {
    const { id } = c.req.valid('param');
    await c.var.services.jobs.admin.getAdminJob(id); // 404 for an unknown job
    return c.json({ items: await c.var.services.applications.admin.listJobApplications(id) }, 200);
  })
  .openapi(getApplication, async (c) =>
    c.json(await c.var.services.applications.admin.getApplication(c.req.valid('param').id), 200),
  )
  .openapi(setApplicationStatus, async (c) => {
    const { status, notify } = c.req.valid('json');
    const moved = await c.var.services.applications.admin.moveApplication(
      c.req.valid('param').id,
      status,
      notify ?? true,
    );
    return c.json(moved.application, 200);
  })
  .openapi(applicationCv, async (c) => {
    const file = await c.var.services.applications.admin.getApplicationCv(c.req.valid('param').id);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.mimeType,
      'content-disposition': contentDisposition('attachment', file.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    }) as never;
  })
  .openapi(listCandidates, async (c) => {
    const { query, page, blacklisted } = c.req.valid('query');
    return c.json(
      await c.var.services.accounts.admin.listCandidates({
        query,
        page,
        blacklistedOnly: blacklisted === 'true',
      }),
      200,
    );
  })
  .openapi(setBlacklist, async (c) =>
    c.json(
      await c.var.services.accounts.admin.setCandidateBlacklist(
        c.req.valid('param').id,
        c.req.valid('json').blacklisted,
      ),
      200,
    ),
  )
  .openapi(listReferrals, async (c) =>
    c.json(await c.var.services.referrals.admin.listReferrals(c.req.valid('query')), 200),
  )
  .openapi(getReferral, async (c) =>
    c.json(await c.var.services.referrals.admin.getReferral(c.req.valid('param').id), 200),
  )
  .openapi(updateReferral, async (c) =>
    c.json(
      await c.var.services.referrals.admin.updateReferral(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  )
  .openapi(listExtraRequests, async (c) =>
    c.json(await c.var.services.extraRequests.admin.listExtraRequests(c.req.valid('query')), 200),
  )
  .openapi(getExtraRequest, async (c) =>
    c.json(await c.var.services.extraRequests.admin.getExtraRequest(c.req.valid('param').id), 200),
  )
  .openapi(matchExtraRequest, async (c) => {
    const { matchedJobIds, status } = c.req.valid('json');
    return c.json(
      await c.var.services.extraRequests.admin.matchExtraRequest(
        c.req.valid('param').id,
        matchedJobIds,
        status,
      ),
      200,
    );
  })
  .openapi(listContacts, async (c) =>
    c.json(await c.var.services.contact.admin.listContactMessages(c.req.valid('query')), 200),
  );
