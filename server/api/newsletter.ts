import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  createJobAlertSchema,
  jobAlertSchema,
  updateJobAlertSchema,
  confirmedSubscriptionSchema,
  confirmSubscriptionSchema,
  oneClickBodySchema,
  subscribeSchema,
  unsubscribeQuerySchema,
  unsubscribeViewSchema,
} from '../../contracts/newsletter.ts';
import type { ApiEnv } from './env.ts';
import { json, problem, security } from './openapi-parts.ts';
import { sessionOf } from './candidates.ts';
import { optionalUserId } from './referrals.ts';
import { validationHook } from './validation-hook.ts';

const tags = ['Newsletter'];

const subscribe = createRoute({
  method: 'post',
  path: '/newsletter/subscriptions',
  tags,
  summary: 'Subscribe an address to newsletter topics (double opt-in)',
  description:
    'Topics: `jobs` (new jobs), `news` (at most once a calendar month), `blog` (a digest of new posts, at most once a week). The address gets a confirmation e-mail whose link opens a page that confirms with one click; nothing else is sent before that. The answer is 202 whether or not the address is already subscribed, and an address gets at most one confirmation e-mail an hour. Rate-limited per client address.',
  request: { body: { required: true, ...json(subscribeSchema) } },
  responses: {
    202: { description: 'Accepted', ...json(z.object({ accepted: z.literal(true) })) },
    400: {
      description: 'Invalid e-mail, unknown topic or missing consent, with translated messages',
      ...problem,
    },
    429: { description: 'Too many requests from this address', ...problem },
  },
});

const confirm = createRoute({
  method: 'post',
  path: '/subscriptions/confirm',
  tags,
  summary: 'Confirm a subscription with the token of its confirmation e-mail',
  description:
    'The second step of the double opt-in (a POST, so that mail scanners following the link confirm nothing). The token works once: used again, it answers 410 `LINK_USED` without the address or topics.',
  request: { body: { required: true, ...json(confirmSubscriptionSchema) } },
  responses: {
    200: { description: 'The address and its confirmed topics', ...json(confirmedSubscriptionSchema) },
    400: { description: 'Malformed token', ...problem },
    404: { description: 'The link is not valid or it has expired', ...problem },
    410: { description: 'The link was used already (`LINK_USED`); nothing about it is shown', ...problem },
    429: { description: 'Too many requests from this address', ...problem },
  },
});

const oneClick = createRoute({
  method: 'post',
  path: '/newsletter/unsubscribe',
  tags,
  summary: 'One-click unsubscribe (RFC 8058), the List-Unsubscribe address of every list e-mail',
  description:
    'Mail providers post `List-Unsubscribe=One-Click` here without cookies or an Origin header; the subscription of the token ends at once, without a confirmation step. The token is the authority.',
  request: {
    query: unsubscribeQuerySchema,
    body: {
      required: false,
      content: {
        'application/x-www-form-urlencoded': { schema: oneClickBodySchema },
        'multipart/form-data': { schema: oneClickBodySchema },
      },
    },
  },
  responses: {
    200: { description: 'The subscription has ended', ...json(unsubscribeViewSchema) },
    400: { description: 'Malformed token', ...problem },
    404: { description: 'No subscription has this token', ...problem },
  },
});

/** The public newsletter endpoints: subscribe, confirm, one-click unsubscribe. Never cached. */
export const newsletterApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(subscribe, async (c) => {
    const { services, clientIp } = c.var;
    const input = c.req.valid('json');
    await services.rateLimits.limitRate('publicForm', `newsletter:${clientIp}`);
    await services.newsletter.requestSubscription(input, clientIp);
    c.header('cache-control', 'no-store');
    return c.json({ accepted: true as const }, 202);
  })
  .openapi(confirm, async (c) => {
    const { services, clientIp } = c.var;
    await services.rateLimits.limitRate('verifyEmail', `newsletter-confirm:${clientIp}`);
    const answer = await services.newsletter.confirmSubscription(c.req.valid('json').token, clientIp);
    c.header('cache-control', 'no-store');
    return c.json(answer, 200);
  })
  .openapi(oneClick, async (c) => {
    const view = await c.var.services.newsletter.unsubscribe(c.req.valid('query').token, 'end');
    c.header('cache-control', 'no-store');
    return c.json(view, 200);
  });

const createAlert = createRoute({
  method: 'post',
  path: '/job-alerts',
  tags,
  summary: 'Save a job search as an e-mail alert (double opt-in), signed in or not',
  description:
    '`filter` is the job search filter of `POST /job-descriptions`; `frequency` is `instant`, `daily` or `weekly`. The address gets a confirmation e-mail (at most 5 alert confirmations an hour); once confirmed, each new matching job is mailed once, at most at the frequency. Answers 202 in every case. Rate-limited per client address. In `filter`, `rateMax` must not be below `rateMin` nor `salaryMax` below `salaryMin` (400 on `filter.rateMax` or `filter.salaryMax`). With `minScore` (1–100) it is a "jobs that match my CV" alert (ADR 126) instead of a search: only for a signed-in candidate (400 `MATCH_NEEDS_CANDIDATE` otherwise) whose CV names technologies (400 `VALIDATION_FAILED` on `minScore` otherwise), mailed to the account\'s own address; each run mails the new jobs whose match score (ADR 121) against the CV reaches it.',
  request: { body: { required: true, ...json(createJobAlertSchema) } },
  responses: {
    202: { description: 'Accepted', ...json(z.object({ accepted: z.literal(true) })) },
    400: {
      description:
        'Invalid e-mail, filter, frequency or least score, missing consent, or a match alert without a candidate or CV technologies',
      ...problem,
    },
    429: { description: 'Too many requests from this address', ...problem },
  },
});

const myAlerts = createRoute({
  method: 'get',
  path: '/job-alerts/my',
  tags,
  summary: "The signed-in user's job alerts",
  description: 'Alerts made while signed in or to the account’s verified address; ended ones are left out.',
  security,
  responses: {
    200: { description: 'The alerts, newest first', ...json(z.array(jobAlertSchema)) },
    401: { description: 'Not signed in', ...problem },
  },
});

const alertId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const updateAlert = createRoute({
  method: 'patch',
  path: '/job-alerts/{id}',
  tags,
  summary: 'Pause or resume one of my job alerts, or change its frequency',
  security,
  request: { params: alertId, body: { required: true, ...json(updateJobAlertSchema) } },
  responses: {
    204: { description: 'Changed' },
    400: { description: 'Invalid status or frequency', ...problem },
    401: { description: 'Not signed in', ...problem },
    404: { description: 'No such alert of yours', ...problem },
  },
});

const deleteAlert = createRoute({
  method: 'delete',
  path: '/job-alerts/{id}',
  tags,
  summary: 'Delete one of my job alerts',
  security,
  request: { params: alertId },
  responses: {
    204: { description: 'Deleted' },
    401: { description: 'Not signed in', ...problem },
    404: { description: 'No such alert of yours', ...problem },
  },
});

/** Job alerts: created by anyone (confirmed by e-mail), managed by their owner in the profile. */
export const jobAlertsApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(createAlert, async (c) => {
    const { services, clientIp } = c.var;
    const input = c.req.valid('json');
    await services.rateLimits.limitRate('publicForm', `job-alert:${clientIp}`);
    await services.newsletter.createJobAlert(input, await optionalUserId(c), clientIp);
    c.header('cache-control', 'no-store');
    return c.json({ accepted: true as const }, 202);
  })
  .openapi(myAlerts, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.newsletter.listMyJobAlerts(user.id), 200);
  })
  .openapi(updateAlert, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.newsletter.updateJobAlert(user.id, c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  })
  .openapi(deleteAlert, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.newsletter.deleteJobAlert(user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
