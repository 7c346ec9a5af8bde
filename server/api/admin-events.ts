import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { pageOf } from '../../contracts/admin.ts';
import {
  adminEventListQuerySchema,
  adminEventSchema,
  eventParamsSchema,
  eventRejectionSchema,
} from '../../contracts/events.ts';
import type { ApiEnv } from './env.ts';
import { EVENT_FORM_RULES, eventFormBody, readEventForm } from './event-form.ts';
import { adminOnly, json, problem, security } from './openapi-parts.ts';
import { requireAdmin } from './require-admin.ts';
import { validationHook } from './validation-hook.ts';

const tags = ['Admin: events'];
const notFound = { 404: { description: 'No such event', ...problem } };
const invalid = { 400: { description: 'Invalid input, with translated messages per field', ...problem } };
const eventAnswer = { description: 'The event', ...json(adminEventSchema) };

const list = createRoute({
  method: 'get',
  path: '/admin/events',
  tags,
  summary: 'Every event (pending, approved, rejected), those waiting for review first',
  security,
  request: { query: adminEventListQuerySchema },
  responses: {
    200: { description: 'One page of events', ...json(pageOf(adminEventSchema)) },
    ...invalid,
    ...adminOnly,
  },
});

const get = createRoute({
  method: 'get',
  path: '/admin/events/{uid}',
  tags,
  summary: 'An event in any state, with who submitted it',
  security,
  request: { params: eventParamsSchema },
  responses: { 200: eventAnswer, ...notFound, ...adminOnly },
});

const formDescription = `multipart/form-data with the fields of \`POST /events\` (a start in the past is allowed) and the files \`image\` and \`organizerImage\`. Refused with 400 on the field: ${EVENT_FORM_RULES}.`;

const create = createRoute({
  method: 'post',
  path: '/admin/events',
  tags,
  summary: 'Create an event (approved at once)',
  description: `${formDescription} Both files are required.`,
  security,
  request: { body: eventFormBody('new') },
  responses: { 201: eventAnswer, ...invalid, ...adminOnly },
});

const update = createRoute({
  method: 'put',
  path: '/admin/events/{uid}',
  tags,
  summary: 'Change an event',
  description: `${formDescription} Without a file the stored image stays. The uid never changes.`,
  security,
  request: { params: eventParamsSchema, body: eventFormBody('edit') },
  responses: { 200: eventAnswer, ...invalid, ...notFound, ...adminOnly },
});

const approve = createRoute({
  method: 'post',
  path: '/admin/events/{uid}/approve',
  tags,
  summary: 'Approve a submitted event',
  description:
    'It is listed from now on; the submitter gets an e-mail in their language (not again when it was approved already).',
  security,
  request: { params: eventParamsSchema },
  responses: { 200: eventAnswer, ...notFound, ...adminOnly },
});

const reject = createRoute({
  method: 'post',
  path: '/admin/events/{uid}/reject',
  tags,
  summary: 'Reject a submitted event with a reason',
  description: 'It is no longer listed; the submitter gets the reason by e-mail in their language.',
  security,
  request: { params: eventParamsSchema, body: { required: true, ...json(eventRejectionSchema) } },
  responses: { 200: eventAnswer, ...invalid, ...notFound, ...adminOnly },
});

const cancel = createRoute({
  method: 'post',
  path: '/admin/events/{uid}/cancel',
  tags,
  summary: 'Cancel an event (sets canceledAt)',
  description: 'It stays listed, marked as cancelled; calendars get `STATUS:CANCELLED` under the same UID.',
  security,
  request: { params: eventParamsSchema },
  responses: { 200: eventAnswer, ...notFound, ...adminOnly },
});

const restore = createRoute({
  method: 'post',
  path: '/admin/events/{uid}/restore',
  tags,
  summary: 'Restore a cancelled event (clears canceledAt)',
  security,
  request: { params: eventParamsSchema },
  responses: { 200: eventAnswer, ...notFound, ...adminOnly },
});

/** The admin's moderation and editing of events. Every route checks the admin role first. */
export const adminEventsApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

// Only admins, checked before the request is validated.
for (const path of ['/admin/events', '/admin/events/*'])
  adminEventsApi.use(path, async (c, next) => {
    await requireAdmin(c);
    c.header('cache-control', 'private, no-store');
    await next();
  });

adminEventsApi
  .openapi(list, async (c) =>
    c.json(await c.var.services.events.admin.listAdminEvents(c.req.valid('query')), 200),
  )
  .openapi(get, async (c) =>
    c.json(await c.var.services.events.admin.getAdminEvent(c.req.valid('param').uid), 200),
  )
  .openapi(create, async (c) => {
    const { input, uploads } = await readEventForm(c, 'create');
    return c.json(await c.var.services.events.admin.saveEvent(input, uploads, c.var.locale), 201);
  })
  .openapi(update, async (c) => {
    const { uid } = c.req.valid('param');
    await c.var.services.events.admin.getAdminEvent(uid);
    const { input, uploads } = await readEventForm(c, 'edit');
    return c.json(await c.var.services.events.admin.saveEvent(input, uploads, c.var.locale, uid), 200);
  })
  .openapi(approve, async (c) =>
    c.json((await c.var.services.events.admin.reviewEvent(c.req.valid('param').uid, 'approved')).event, 200),
  )
  .openapi(reject, async (c) =>
    c.json(
      (
        await c.var.services.events.admin.reviewEvent(
          c.req.valid('param').uid,
          'rejected',
          c.req.valid('json').reason,
        )
      ).event,
      200,
    ),
  )
  .openapi(cancel, async (c) =>
    c.json(await c.var.services.events.admin.setEventCanceled(c.req.valid('param').uid, true), 200),
  )
  .openapi(restore, async (c) =>
    c.json(await c.var.services.events.admin.setEventCanceled(c.req.valid('param').uid, false), 200),
  );
