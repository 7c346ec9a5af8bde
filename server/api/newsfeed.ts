import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { isbot } from 'isbot';
import { newsfeedLinkSchema, newsfeedPageSchema, newsfeedQuerySchema } from '../../contracts/newsfeed.ts';
import { PUBLIC_CACHE, json, problem } from './openapi-parts.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

const linkId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const notFound = { 404: { description: 'No such published link', ...problem } };
const list = createRoute({
  method: 'get',
  path: '/newsfeed',
  tags: ['Newsfeed'],
  summary: 'Published newsfeed links, newest first, paged by cursor',
  description:
    'Pass `nextCursor` of a page as `cursor` for the next one; `nextCursor` is null on the last page (fewer items than `limit`, default 5). `language` filters by the content language. A `cursor` that is not a `nextCursor` of this list is refused with 400 on `cursor`.',
  request: { query: newsfeedQuerySchema },
  responses: {
    200: { description: 'One page of links', ...json(newsfeedPageSchema) },
    400: { description: 'Invalid query or cursor', ...problem },
  },
});

const detail = createRoute({
  method: 'get',
  path: '/newsfeed/{id}',
  tags: ['Newsfeed'],
  summary: 'One published link with its preview',
  request: { params: linkId },
  responses: { 200: { description: 'The link', ...json(newsfeedLinkSchema) }, ...notFound },
});

const visit = createRoute({
  method: 'get',
  path: '/newsfeed/{id}/visit',
  tags: ['Newsfeed'],
  summary: 'Follow a link: counts the click and redirects to the stored URL',
  description:
    'Always redirects (302) to the URL stored with the link, never anywhere else. Requests from obvious bots (by user agent) are not counted.',
  request: { params: linkId },
  responses: { 302: { description: 'Redirect to the stored URL' }, ...notFound },
});

/** The newsfeed's public API. */
export const newsfeedApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(list, async (c) => {
    c.header('cache-control', PUBLIC_CACHE);
    return c.json(await c.var.services.newsfeed.listNewsfeedLinks(c.req.valid('query')), 200);
  })
  .openapi(detail, async (c) => {
    c.header('cache-control', PUBLIC_CACHE);
    return c.json(await c.var.services.newsfeed.getNewsfeedLink(c.req.valid('param').id), 200);
  })
  .openapi(visit, async (c) => {
    const count = !isbot(c.req.header('user-agent') ?? '');
    const { url } = await c.var.services.newsfeed.visitNewsfeedLink(c.req.valid('param').id, count);
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    return c.redirect(url, 302);
  });

/**
 * The newsfeed's former paths, `/api/links…` and `/api/admin/links…` (ADR 109): a 308 Permanent
 * Redirect to the same request under `/api/newsfeed…` and `/api/admin/newsfeed…`, method, body and
 * query kept, for clients written before the rename. They are not in the OpenAPI document.
 */
export const formerNewsfeedPaths = new Hono<ApiEnv>();
for (const path of ['/links', '/links/*', '/admin/links', '/admin/links/*'])
  formerNewsfeedPaths.all(path, (c) => {
    const { pathname, search } = new URL(c.req.url);
    return c.redirect(`${pathname.replace(/\/links(?=\/|$)/, '/newsfeed')}${search}`, 308);
  });
