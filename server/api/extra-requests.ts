import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { extraRequestReceivedSchema, extraRequestSchema } from '../../contracts/extra-requests.ts';
import { json, problem } from './openapi-parts.ts';
import type { ApiEnv } from './env.ts';
import { optionalUserId } from './referrals.ts';
import { validationHook } from './validation-hook.ts';

const submit = createRoute({
  method: 'post',
  path: '/extra-requests',
  tags: ['Extra requests'],
  summary: 'Ask for a tailored project search (processFormExtra)',
  description:
    'Stores the wished-for project (technologies as names; seniority junior < 2 years, medior 2–4, senior 5+) with the sender’s consent, linked to the signed-in user if any; the sender gets a confirmation and HR a notification. Rate-limited per client address. A `startDate` in the past (before yesterday, UTC) is refused with 400 on `startDate`.',
  request: { body: { required: true, ...json(extraRequestSchema) } },
  responses: {
    201: { description: 'Stored', ...json(extraRequestReceivedSchema) },
    400: { description: 'Invalid fields, with translated messages per field', ...problem },
    429: { description: 'Too many submissions from this address', ...problem },
  },
});

export const extraRequestsApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook }).openapi(
  submit,
  async (c) => {
    const { services, clientIp, locale } = c.var;
    await services.rateLimits.limitRate('publicForm', `extra-request:${clientIp}`);
    await services.extraRequests.submitExtraRequest({
      input: c.req.valid('json'),
      userId: await optionalUserId(c),
      locale,
      ipAddress: clientIp,
    });
    return c.json({ received: true as const }, 201);
  },
);
