import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  newsIssueSchema,
  newsletterRunSchema,
  releaseSuppressionSchema,
} from '../../contracts/newsletter.ts';
import type { ApiEnv } from './env.ts';
import { adminOnly, json, problem, security } from './openapi-parts.ts';
import { requireAdmin } from './require-admin.ts';
import { validationHook } from './validation-hook.ts';

const tags = ['Admin'];

const run = createRoute({
  method: 'post',
  path: '/admin/newsletter/run',
  tags,
  summary: "Run the newsletter's sender now",
  description:
    'What the hourly scheduled run does: ends subscriptions whose consent expired, queues the blog digest and the latest news issue to every confirmed subscriber within the caps (blog at most once in 7 days, news once a calendar month). Answers how many e-mails were queued.',
  security,
  responses: {
    200: { description: 'What this run queued', ...json(newsletterRunSchema) },
    ...adminOnly,
  },
});

const news = createRoute({
  method: 'post',
  path: '/admin/newsletter/news',
  tags,
  summary: 'Queue a news issue',
  description:
    '`content` is Markdown (sanitised like blog posts). The next run of the sender mails it to each news subscriber who has had no news this calendar month.',
  security,
  request: { body: { required: true, ...json(newsIssueSchema) } },
  responses: {
    201: { description: 'Queued', ...json(z.object({ id: z.number().int() })) },
    400: { description: 'Invalid input, with translated messages per field', ...problem },
    ...adminOnly,
  },
});

const release = createRoute({
  method: 'post',
  path: '/admin/newsletter/suppressions/release',
  tags,
  summary: 'Release a suppressed address',
  description:
    'An address suppressed by a hard bounce, a complaint or repeated soft bounces (ADR 133) receives list mail again from the next run of the sender.',
  security,
  request: { body: { required: true, ...json(releaseSuppressionSchema) } },
  responses: {
    204: { description: 'Released' },
    400: { description: 'Invalid input', ...problem },
    404: { description: 'The address is not suppressed (`NOT_FOUND`)', ...problem },
    ...adminOnly,
  },
});

/** The newsletter's admin endpoints. */
export const adminNewsletterApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(run, async (c) => {
    await requireAdmin(c);
    return c.json(await c.var.services.newsletter.runNewsletter(), 200);
  })
  .openapi(news, async (c) => {
    const session = await requireAdmin(c);
    return c.json(
      await c.var.services.newsletter.admin.queueNewsIssue(c.req.valid('json'), session.user.id),
      201,
    );
  })
  .openapi(release, async (c) => {
    await requireAdmin(c);
    await c.var.services.newsletter.admin.releaseSuppression(c.req.valid('json').email);
    return c.body(null, 204);
  });
