import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { isbot } from 'isbot';
import {
  eventCreatedSchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventParamsSchema,
  myEventSchema,
} from '../../contracts/events.ts';
import { contentDisposition } from '../../core/shared/content-disposition.ts';
import { sessionOf } from './candidates.ts';
import type { ApiEnv } from './env.ts';
import { EVENT_FORM_RULES, eventFormBody, readEventForm } from './event-form.ts';
import { PUBLIC_CACHE, json, problem, security, unauthorized } from './openapi-parts.ts';
import { validationHook } from './validation-hook.ts';

const tags = ['Events'];
const list = createRoute({
  method: 'get',
  path: '/events',
  tags,
  summary: 'Approved events by their end, paged by cursor',
  description:
    'Upcoming events (not yet ended) soonest-ending first; with `past=true` the ended ones, most recently ended first (docs/product/api-calls.md). Cancelled events are listed with `canceledAt`. Filters: `online` (true: online only, false: on-site only) and `language`. Pass `nextCursor` back as `cursor` for the next page (null on the last); a page never repeats or skips an event when events are added in between. A `cursor` that is not a `nextCursor` of this list is refused with 400 on `cursor`.',
  request: { query: eventListQuerySchema },
  responses: {
    200: { description: 'One page of events', ...json(eventPageSchema) },
    400: { description: 'Invalid filter or cursor', ...problem },
  },
});

const mine = createRoute({
  method: 'get',
  path: '/events/my',
  tags,
  summary: 'The events I submitted, newest first, with their status',
  description:
    'Every event the signed-in user submitted, whatever its status: `pending` (waiting for review), `approved` (listed) or `rejected` (with the admin’s `rejectionReason`); `canceledAt` when an approved event was cancelled. Never anyone else’s.',
  security,
  responses: {
    200: { description: 'My submissions', ...json(z.array(myEventSchema)) },
    ...unauthorized,
  },
});

const detail = createRoute({
  method: 'get',
  path: '/events/{uid}',
  tags,
  summary: 'An approved event',
  description:
    'Counts a visit in `stats.visits` once per visitor and day (the answer shows the count before this visit is added when it is the first today). Pending and rejected submissions are 404.',
  request: { params: eventParamsSchema },
  responses: {
    200: { description: 'The event', ...json(eventDetailSchema) },
    400: { description: 'Invalid uid', ...problem },
    404: { description: 'No such approved event', ...problem },
  },
});

const calendar = createRoute({
  method: 'get',
  path: '/events/{uid}/calendar.ics',
  tags,
  summary: 'The event as an iCalendar file (RFC 5545)',
  description:
    'One VEVENT with its start and end in Bratislava time (`TZID=Europe/Bratislava`, defined by the VTIMEZONE in the file), a UID that never changes for the event, `STATUS:CANCELLED` when it is cancelled. Answered as a download.',
  request: { params: eventParamsSchema },
  responses: {
    200: {
      description: 'The iCalendar file',
      content: { 'text/calendar': { schema: z.string() } },
    },
    400: { description: 'Invalid uid', ...problem },
    404: { description: 'No such approved event', ...problem },
  },
});

const submit = createRoute({
  method: 'post',
  path: '/events',
  tags,
  summary: 'Submit an event for review',
  description: `multipart/form-data with the fields of docs/product/entities.md (\`name\` ≥ 3 characters, \`description\`, \`isOnline\`, \`url\`, \`ticketUrl\` optional, \`startAt\` in the future, \`endAt\` optional — one hour after the start by default, not before it —, \`locationName\` unless online, \`organizerName\`, \`organizerUrl\`, \`organizerDescription\` ≤ 500 characters, \`language\` optional) and the files \`image\` and \`organizerImage\` (JPEG, PNG or WebP by content, ≤ 5 MB each; re-encoded). Times: ISO 8601 with an offset, or \`YYYY-MM-DDTHH:mm\` in Bratislava time (the document states the ISO form). Refused with 400 on the field: ${EVENT_FORM_RULES}, and a start in the past. The event is \`pending\` until an admin approves it; the submitter is told by e-mail. All field errors come back at once.`,
  security,
  request: { body: eventFormBody('new') },
  responses: {
    201: { description: 'Submitted, waiting for review', ...json(eventCreatedSchema) },
    400: { description: 'Invalid fields or files, with translated messages per field', ...problem },
    401: { description: 'Not signed in', ...problem },
    429: { description: 'Too many submissions', ...problem },
  },
});

/** Public reading of events: the list, an event and its calendar file. */
export const eventsApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(list, async (c) => {
    c.header('cache-control', PUBLIC_CACHE);
    return c.json(await c.var.services.events.listEvents(c.req.valid('query')), 200);
  })
  // Before `/events/{uid}`, which would otherwise take "my" for a uid.
  .openapi(mine, async (c) => {
    const { user } = await sessionOf(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await c.var.services.events.listMyEvents(user.id), 200);
  })
  .openapi(detail, async (c) => {
    const { uid } = c.req.valid('param');
    const found = await c.var.services.events.getEvent(uid);
    const agent = c.req.header('user-agent') ?? '';
    if (!isbot(agent)) await c.var.services.events.recordEventVisit(uid, `${c.var.clientIp}\n${agent}`);
    c.header('cache-control', 'no-store');
    return c.json(found, 200);
  })
  .openapi(submit, async (c) => {
    const { user } = await sessionOf(c);
    const { input, uploads } = await readEventForm(c, 'submission');
    await c.var.services.rateLimits.limitRate('publicForm', `event:${user.id}`);
    return c.json(await c.var.services.events.submitEvent(user.id, input, uploads, c.var.locale), 201);
  })
  .openapi(calendar, async (c) => {
    const { uid } = c.req.valid('param');
    const body = await c.var.services.events.calendarFile(uid, c.var.locale);
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': contentDisposition('attachment', `${uid}.ics`),
      'cache-control': PUBLIC_CACHE,
    });
  });
