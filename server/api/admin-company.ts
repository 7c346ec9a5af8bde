import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  adminCaseStudySchema,
  adminServiceSchema,
  caseStudyInputSchema,
  serviceInputSchema,
} from '../../contracts/company.ts';
import { adminDictionaryTermSchema, dictionaryTermInputSchema } from '../../contracts/dictionary.ts';
import { adminOnly, json, problem, security } from './openapi-parts.ts';
import type { ApiEnv } from './env.ts';
import { requireAdmin } from './require-admin.ts';
import { validationHook } from './validation-hook.ts';

const notFound = { 404: { description: 'No such item', ...problem } };
const invalid = {
  400: { description: 'Invalid input (or a slug in use), with translated messages per field', ...problem },
};
const intId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const slugParam = z.object({ slug: z.string().min(1).max(80) });
const deleted = { 204: { description: 'Deleted' } };

/** The five routes of one editable collection: list, create, read, replace, delete. */
function collection<K extends z.ZodObject, I extends z.ZodType, O extends z.ZodType>({
  path,
  key,
  tag,
  noun,
  input,
  output,
}: {
  path: string;
  key: K;
  tag: string;
  noun: string;
  input: I;
  output: O;
}) {
  const tags = [tag];
  const one = { 200: { description: `The ${noun}`, ...json(output) } };
  const item = `${path}/{${Object.keys(key.shape)[0]}}`;
  return {
    list: createRoute({
      method: 'get',
      path,
      tags,
      summary: `Every ${noun} with all languages`,
      security,
      responses: { 200: { description: 'The list', ...json(z.array(output)) }, ...adminOnly },
    }),
    create: createRoute({
      method: 'post',
      path,
      tags,
      summary: `Create a ${noun}`,
      security,
      request: { body: { required: true, ...json(input) } },
      responses: { 201: { description: `The ${noun}`, ...json(output) }, ...invalid, ...adminOnly },
    }),
    get: createRoute({
      method: 'get',
      path: item,
      tags,
      summary: `One ${noun}`,
      security,
      request: { params: key },
      responses: { ...one, ...adminOnly, ...notFound },
    }),
    update: createRoute({
      method: 'put',
      path: item,
      tags,
      summary: `Replace a ${noun} (every language)`,
      security,
      request: { params: key, body: { required: true, ...json(input) } },
      responses: { ...one, ...invalid, ...adminOnly, ...notFound },
    }),
    remove: createRoute({
      method: 'delete',
      path: item,
      tags,
      summary: `Delete a ${noun}`,
      security,
      request: { params: key },
      responses: { ...deleted, ...adminOnly, ...notFound },
    }),
  };
}

const services = collection({
  path: '/admin/services',
  key: slugParam,
  tag: 'Admin: company',
  noun: 'service',
  input: serviceInputSchema,
  output: adminServiceSchema,
});
const cases = collection({
  path: '/admin/cases',
  key: slugParam,
  tag: 'Admin: company',
  noun: 'case study',
  input: caseStudyInputSchema,
  output: adminCaseStudySchema,
});
const terms = collection({
  path: '/admin/dictionary',
  key: intId,
  tag: 'Admin: dictionary',
  noun: 'dictionary term',
  input: dictionaryTermInputSchema,
  output: adminDictionaryTermSchema,
});

/** Services, case studies (texts in three languages) and the IT dictionary, for admins. */
export const adminCompanyApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

// Admins only, checked before the request is validated.
for (const path of ['/admin/services', '/admin/cases', '/admin/dictionary'])
  for (const pattern of [path, `${path}/*`])
    adminCompanyApi.use(pattern, async (c, next) => {
      await requireAdmin(c);
      c.header('cache-control', 'private, no-store');
      await next();
    });

adminCompanyApi
  .openapi(services.list, async (c) =>
    c.json((await c.var.services.company.admin.listAdminCompanyContent()).services, 200),
  )
  .openapi(services.create, async (c) =>
    c.json(await c.var.services.company.admin.saveCompanyItem('service', c.req.valid('json')), 201),
  )
  .openapi(services.get, async (c) =>
    c.json(await c.var.services.company.admin.getCompanyItem('service', c.req.valid('param').slug), 200),
  )
  .openapi(services.update, async (c) =>
    c.json(
      await c.var.services.company.admin.saveCompanyItem(
        'service',
        c.req.valid('json'),
        c.req.valid('param').slug,
      ),
      200,
    ),
  )
  .openapi(services.remove, async (c) => {
    await c.var.services.company.admin.deleteCompanyItem('service', c.req.valid('param').slug);
    return c.body(null, 204);
  })
  .openapi(cases.list, async (c) =>
    c.json((await c.var.services.company.admin.listAdminCompanyContent()).cases, 200),
  )
  .openapi(cases.create, async (c) =>
    c.json(await c.var.services.company.admin.saveCompanyItem('case', c.req.valid('json')), 201),
  )
  .openapi(cases.get, async (c) =>
    c.json(await c.var.services.company.admin.getCompanyItem('case', c.req.valid('param').slug), 200),
  )
  .openapi(cases.update, async (c) =>
    c.json(
      await c.var.services.company.admin.saveCompanyItem(
        'case',
        c.req.valid('json'),
        c.req.valid('param').slug,
      ),
      200,
    ),
  )
  .openapi(cases.remove, async (c) => {
    await c.var.services.company.admin.deleteCompanyItem('case', c.req.valid('param').slug);
    return c.body(null, 204);
  })
  .openapi(terms.list, async (c) => c.json(await c.var.services.dictionary.admin.listAdminTerms(), 200))
  .openapi(terms.create, async (c) =>
    c.json(await c.var.services.dictionary.admin.saveDictionaryTerm(c.req.valid('json')), 201),
  )
  .openapi(terms.get, async (c) =>
    c.json(await c.var.services.dictionary.admin.getDictionaryTerm(c.req.valid('param').id), 200),
  )
  .openapi(terms.update, async (c) =>
    c.json(
      await c.var.services.dictionary.admin.saveDictionaryTerm(c.req.valid('json'), c.req.valid('param').id),
      200,
    ),
  )
  .openapi(terms.remove, async (c) => {
    await c.var.services.dictionary.admin.deleteDictionaryTerm(c.req.valid('param').id);
    return c.body(null, 204);
  });
