import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  jobDetailResponseSchema,
  jobSearchRequestSchema,
  jobSearchResponseSchema,
} from '../../contracts/jobs.ts';
import { problem } from './openapi-parts.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

const search = createRoute({
  method: 'post',
  path: '/job-descriptions',
  tags: ['Jobs'],
  summary: 'Search published jobs',
  description:
    'Full-text search (case and diacritics ignored) with filters, sort (default: top_order ascending, then publication date descending; `rate`: highest day rate first; `net`: highest net monthly pay of any form of work first), page/size pagination and facet counts. In `filter`, `rateMax` must not be below `rateMin` nor `salaryMax` below `salaryMin` (400 on `filter.rateMax` or `filter.salaryMax`); `netMin` (whole EUR a month, 0–100000, else 400 `VALIDATION_FAILED` on `filter.netMin`) keeps the jobs of which any form of work the job allows leaves at least that much a month, and the facets count only those. Every job carries `netPay`: its net monthly pay per form of work (employee; sole trader in later years and in the first year; s.r.o.; and the employment-equivalent gross), computed by the salary calculators with the rules of `taxYear`. For a signed-in candidate (an account with a candidate profile, not an admin) every job also carries `match`: the score 0–100 of their CV against the job and its reasons (ADR 121); a CV without technologies gets `score: null`, no reasons and `missing: "technologies"` (add technologies to the CV to see the match). `match` is never present for anyone else. `sort: "match"` puts the best match first (the default order among equal scores) and needs a signed-in candidate: without one it is a 400 `MATCH_NEEDS_CANDIDATE`.',
  request: { body: { required: true, content: { 'application/json': { schema: jobSearchRequestSchema } } } },
  responses: {
    200: {
      description: 'One page of jobs with facet counts',
      content: { 'application/json': { schema: jobSearchResponseSchema } },
    },
    400: {
      description:
        'Invalid filter, sort or paging; `MATCH_NEEDS_CANDIDATE`: `sort: "match"` without a signed-in candidate',
      ...problem,
    },
  },
});

const detail = createRoute({
  method: 'get',
  path: '/job-descriptions/{id}',
  tags: ['Jobs'],
  summary: 'A published job with similar jobs',
  request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  responses: {
    200: { description: 'The job', content: { 'application/json': { schema: jobDetailResponseSchema } } },
    400: { description: 'Invalid id', ...problem },
    404: { description: 'No such published job', ...problem },
  },
});

export const jobsApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(search, async (c) => {
    const body = c.req.valid('json');
    const session = (await c.var.account()).session;
    // The match is the candidate's own: an admin's account (the recruiters' side) gets none.
    const candidateId = session && session.user.role !== 'admin' ? session.user.id : null;
    return c.json(await c.var.services.jobs.findJobs(body, c.var.locale, candidateId), 200);
  })
  .openapi(detail, async (c) => {
    const { id } = c.req.valid('param');
    const job = await c.var.services.jobs.getJob(id, c.var.locale);
    const similar = await c.var.services.jobs.findSimilarJobs(id, c.var.locale);
    return c.json({ job, similar }, 200);
  });
