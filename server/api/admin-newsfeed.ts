import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { adminListQuerySchema, pageOf } from '../../contracts/admin.ts';
import {
  addLinkSchema,
  adminLinkSchema,
  linkListStatuses,
  linkUpdateSchema,
} from '../../contracts/newsfeed.ts';
import { adminOnly, json, problem, security } from './openapi-parts.ts';
import type { ApiEnv } from './env.ts';
import { requireAdmin } from './require-admin.ts';
import { validationHook } from './validation-hook.ts';

const tags = ['Admin: newsfeed'];
const notFound = { 404: { description: 'No such link', ...problem } };
const invalid = { 400: { description: 'Invalid input, with translated messages per field', ...problem } };
const intId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const one = { 200: { description: 'The link', ...json(adminLinkSchema) } };

const list = createRoute({
  method: 'get',
  path: '/admin/newsfeed',
  tags,
  summary: 'Newsfeed links, unpublished first, then newest',
  security,
  request: { query: adminListQuerySchema.extend({ status: z.enum(linkListStatuses).optional() }) },
  responses: {
    200: { description: 'One page of links', ...json(pageOf(adminLinkSchema)) },
    ...invalid,
    ...adminOnly,
  },
});

const add = createRoute({
  method: 'post',
  path: '/admin/newsfeed',
  tags,
  summary: 'Add a link: the server fetches the page once and stores its preview (unpublished)',
  description:
    'The page is fetched through the guarded fetcher: http(s) only, public addresses only (every resolved address checked, redirects re-checked, at most 5), 5 s, 2 MB, HTML only. Open Graph, Twitter card, `<title>` and icon links are read; the preview image and icon are downloaded once and served from `/media/{id}`. A refused URL answers 400 `LINK_URL_REFUSED`; a page that is not HTML, too large, too slow or unreachable 422 (`LINK_NOT_HTML`, `LINK_TOO_LARGE`, `LINK_TIMEOUT`, `LINK_UNREACHABLE`); a URL already in the newsfeed 409 `LINK_EXISTS`. Nothing is stored on failure.',
  security,
  request: { body: { required: true, ...json(addLinkSchema) } },
  responses: {
    201: { description: 'The stored preview', ...json(adminLinkSchema) },
    400: { description: 'Invalid or refused URL', ...problem },
    409: { description: 'The URL is already in the newsfeed', ...problem },
    422: { description: 'The page could not be used', ...problem },
    ...adminOnly,
  },
});

const get = createRoute({
  method: 'get',
  path: '/admin/newsfeed/{id}',
  tags,
  summary: 'One link, published or not',
  security,
  request: { params: intId },
  responses: { ...one, ...adminOnly, ...notFound },
});

const update = createRoute({
  method: 'put',
  path: '/admin/newsfeed/{id}',
  tags,
  summary: 'Edit a link’s preview',
  description:
    'Title, site name, description and content language; `keepImage`/`keepFavicon` false removes them.',
  security,
  request: { params: intId, body: { required: true, ...json(linkUpdateSchema) } },
  responses: { ...one, ...invalid, ...adminOnly, ...notFound },
});

const publication = (action: 'publish' | 'unpublish') =>
  createRoute({
    method: 'post',
    path: `/admin/newsfeed/{id}/${action}`,
    tags,
    summary: action === 'publish' ? 'Publish a link (dated now)' : 'Take a link off the newsfeed',
    security,
    request: { params: intId },
    responses: { ...one, ...adminOnly, ...notFound },
  });

const remove = createRoute({
  method: 'delete',
  path: '/admin/newsfeed/{id}',
  tags,
  summary: 'Delete a link with its stored image and icon',
  security,
  request: { params: intId },
  responses: { 204: { description: 'Deleted' }, ...adminOnly, ...notFound },
});

export const adminNewsfeedApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

// Admins only, checked before the request is validated.
for (const path of ['/admin/newsfeed', '/admin/newsfeed/*'])
  adminNewsfeedApi.use(path, async (c, next) => {
    await requireAdmin(c);
    c.header('cache-control', 'private, no-store');
    await next();
  });

adminNewsfeedApi
  .openapi(list, async (c) =>
    c.json(await c.var.services.newsfeed.admin.listAdminLinks(c.req.valid('query')), 200),
  )
  .openapi(add, async (c) =>
    c.json(await c.var.services.newsfeed.admin.addNewsfeedLink(c.req.valid('json').url), 201),
  )
  .openapi(get, async (c) =>
    c.json(await c.var.services.newsfeed.admin.getAdminLink(c.req.valid('param').id), 200),
  )
  .openapi(update, async (c) =>
    c.json(
      await c.var.services.newsfeed.admin.updateNewsfeedLink(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  )
  .openapi(publication('publish'), async (c) =>
    c.json(await c.var.services.newsfeed.admin.publishNewsfeedLink(c.req.valid('param').id, true), 200),
  )
  .openapi(publication('unpublish'), async (c) =>
    c.json(await c.var.services.newsfeed.admin.publishNewsfeedLink(c.req.valid('param').id, false), 200),
  )
  .openapi(remove, async (c) => {
    await c.var.services.newsfeed.admin.deleteNewsfeedLink(c.req.valid('param').id);
    return c.body(null, 204);
  });
