import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { contactMessageSchema, contactReceivedSchema } from '../../contracts/contact.ts';
import { json, problem } from './openapi-parts.ts';
import type { ApiEnv } from './env.ts';
import { optionalUserId } from './referrals.ts';
import { validationHook } from './validation-hook.ts';

const submit = createRoute({
  method: 'post',
  path: '/contact-messages',
  tags: ['Contact'],
  summary: 'Send a message through a contact form (the promo page for whole teams, the about-us page)',
  description:
    "Phone and message are required, with consent; name, e-mail and company are optional; `source` is `promo` (default) or `about-us`. HR is notified; a sender who gave an e-mail gets a confirmation in the request's language. Rate-limited per client address.",
  request: { body: { required: true, ...json(contactMessageSchema) } },
  responses: {
    201: { description: 'Stored', ...json(contactReceivedSchema) },
    400: { description: 'Invalid fields, with translated messages per field', ...problem },
    429: { description: 'Too many submissions from this address', ...problem },
  },
});

export const contactMessagesApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook }).openapi(
  submit,
  async (c) => {
    const { services, clientIp } = c.var;
    const input = c.req.valid('json');
    await services.rateLimits.limitRate('publicForm', `contact-${input.source}:${clientIp}`);
    await services.contact.submitContactMessage({
      input,
      userId: await optionalUserId(c),
      ipAddress: clientIp,
      locale: c.var.locale,
    });
    return c.json({ received: true as const }, 201);
  },
);
