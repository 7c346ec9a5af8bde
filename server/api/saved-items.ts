import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { savedItemRefSchema, savedItemSchema } from '../../contracts/saved.ts';
import { problem, security, unauthorized } from './openapi-parts.ts';
import { sessionOf } from './candidates.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

const list = createRoute({
  method: 'get',
  path: '/saved-items',
  tags: ['Saved items'],
  summary: 'My saved jobs, posts and events, newest first',
  security,
  responses: {
    200: {
      description: 'The saved items',
      content: { 'application/json': { schema: z.array(savedItemSchema) } },
    },
    ...unauthorized,
  },
});

const save = createRoute({
  method: 'put',
  path: '/saved-items/{type}/{id}',
  tags: ['Saved items'],
  summary: 'Save a job, post or event',
  description: 'Saving it again changes nothing. 404 for something that does not exist or is not public.',
  security,
  request: { params: savedItemRefSchema },
  responses: {
    204: { description: 'Saved' },
    400: { description: 'Unknown type', ...problem },
    404: { description: 'No such item', ...problem },
    ...unauthorized,
  },
});

const unsave = createRoute({
  method: 'delete',
  path: '/saved-items/{type}/{id}',
  tags: ['Saved items'],
  summary: 'Remove a saved item',
  security,
  request: { params: savedItemRefSchema },
  responses: {
    204: { description: 'Removed (or was not saved)' },
    400: { description: 'Unknown type', ...problem },
    ...unauthorized,
  },
});

export const savedItemsApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(list, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.saved.listSavedItems(user.id), 200);
  })
  .openapi(save, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.saved.saveItem(user.id, c.req.valid('param'));
    return c.body(null, 204);
  })
  .openapi(unsave, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.saved.unsaveItem(user.id, c.req.valid('param'));
    return c.body(null, 204);
  });
