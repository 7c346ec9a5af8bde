import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  confirmedSubscriptionSchema,
  confirmSubscriptionSchema,
  oneClickBodySchema,
  subscribeSchema,
  unsubscribeQuerySchema,
  unsubscribeViewSchema,
} from '../../contracts/newsletter.ts';
import type { ApiEnv } from './env.ts';
import { json, problem } from './openapi-parts.ts';
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
    'The second step of the double opt-in (a POST, so that mail scanners following the link confirm nothing). Confirming again with the same token answers the same.',
  request: { body: { required: true, ...json(confirmSubscriptionSchema) } },
  responses: {
    200: { description: 'The address and its confirmed topics', ...json(confirmedSubscriptionSchema) },
    400: { description: 'Malformed token', ...problem },
    404: { description: 'The link is not valid or it has expired', ...problem },
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
    await services.limitRate('publicForm', `newsletter:${clientIp}`);
    await services.newsletter.subscribe(input, clientIp);
    c.header('cache-control', 'no-store');
    return c.json({ accepted: true as const }, 202);
  })
  .openapi(confirm, async (c) => {
    const { services, clientIp } = c.var;
    await services.limitRate('verifyEmail', `newsletter-confirm:${clientIp}`);
    const answer = await services.newsletter.confirm(c.req.valid('json').token, clientIp);
    c.header('cache-control', 'no-store');
    return c.json(answer, 200);
  })
  .openapi(oneClick, async (c) => {
    const view = await c.var.services.newsletter.unsubscribe(c.req.valid('query').token, 'end');
    c.header('cache-control', 'no-store');
    return c.json(view, 200);
  });
