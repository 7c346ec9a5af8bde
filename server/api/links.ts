import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { isbot } from 'isbot';
import { dictionaryEntrySchema, dictionaryQuerySchema } from '../../contracts/dictionary.ts';
import { newsfeedLinkSchema, newsfeedPageSchema, newsfeedQuerySchema } from '../../contracts/newsfeed.ts';
import { json, problem } from './openapi-parts.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

const linkId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const notFound = { 404: { description: 'No such published link', ...problem } };
/** Public lists may be cached briefly by browsers and proxies. */
const PUBLIC_CACHE = 'public, max-age=60';

const list = createRoute({
  method: 'get',
  path: '/links',
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
  path: '/links/{id}',
  tags: ['Newsfeed'],
  summary: 'One published link with its preview',
  request: { params: linkId },
  responses: { 200: { description: 'The link', ...json(newsfeedLinkSchema) }, ...notFound },
});

const visit = createRoute({
  method: 'get',
  path: '/links/{id}/visit',
  tags: ['Newsfeed'],
  summary: 'Follow a link: counts the click and redirects to the stored URL',
  description:
    'Always redirects (302) to the URL stored with the link, never anywhere else. Requests from obvious bots (by user agent) are not counted.',
  request: { params: linkId },
  responses: { 302: { description: 'Redirect to the stored URL' }, ...notFound },
});

const dictionary = createRoute({
  method: 'get',
  path: '/dictionary',
  tags: ['Dictionary'],
  summary: 'The IT dictionary in one language, alphabetically',
  description: '`language` defaults to the request language (`?locale=` or Accept-Language).',
  request: { query: dictionaryQuerySchema },
  responses: {
    200: { description: 'Every term', ...json(z.array(dictionaryEntrySchema)) },
    400: { description: 'Unsupported language', ...problem },
  },
});

/** The newsfeed's public API and the dictionary. */
export const linksApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
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
  })
  .openapi(dictionary, async (c) => {
    c.header('cache-control', PUBLIC_CACHE);
    const language = c.req.valid('query').language ?? c.var.locale;
    return c.json(await c.var.services.dictionary.listDictionaryTerms(language), 200);
  });
