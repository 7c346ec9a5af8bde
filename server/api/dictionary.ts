import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { dictionaryEntrySchema, dictionaryQuerySchema } from '../../contracts/dictionary.ts';
import { PUBLIC_CACHE, json, problem } from './openapi-parts.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

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

/** The IT dictionary's public API (its admin side is in admin-company.ts, beside the company pages). */
export const dictionaryApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook }).openapi(
  dictionary,
  async (c) => {
    c.header('cache-control', PUBLIC_CACHE);
    const language = c.req.valid('query').language ?? c.var.locale;
    return c.json(await c.var.services.dictionary.listDictionaryTerms(language), 200);
  },
);
