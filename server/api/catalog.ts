import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { enumsResponseSchema } from '../../contracts/catalog.ts';
import { expertiseTypes } from '../../contracts/enums.ts';
import { problemSchema } from '../../contracts/problem.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

const enums = createRoute({
  method: 'get',
  path: '/enums',
  tags: ['Catalog'],
  summary: 'Enumerations for forms',
  responses: {
    200: { description: 'Enumerations', content: { 'application/json': { schema: enumsResponseSchema } } },
  },
});

const expertises = createRoute({
  method: 'get',
  path: '/expertises',
  tags: ['Catalog'],
  summary: 'Technologies matching a name',
  description:
    'Ranked: exact, prefix, word prefix, then trigram similarity; case and diacritics are ignored.',
  request: { query: z.object({ name: z.string().max(80).optional() }) },
  responses: {
    200: {
      description: 'Matching technologies',
      content: {
        'application/json': {
          schema: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.enum(expertiseTypes) })),
        },
      },
    },
    400: { description: 'Invalid query', content: { 'application/problem+json': { schema: problemSchema } } },
  },
});

export const catalogApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(enums, async (c) => c.json(await c.var.services.catalog.listEnums(c.var.locale), 200))
  .openapi(expertises, async (c) => {
    const { name } = c.req.valid('query');
    c.header('cache-control', 'public, max-age=300');
    return c.json(await c.var.services.catalog.findExpertises(name), 200);
  });
