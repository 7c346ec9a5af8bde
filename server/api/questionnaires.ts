import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  questionnaireCvSchema,
  questionnaireResponseSchema,
  questionnaireSchema,
  technologyCategories,
  technologyCategoryUpdateSchema,
} from '../../contracts/questionnaire.ts';
import { AppError } from '../../core/shared/app-error.ts';
import { contentDisposition } from '../../core/shared/content-disposition.ts';
import { validationProblem } from '../middleware/problem.ts';
import { adminOnly, json, problem, security } from './openapi-parts.ts';
import { cvDocumentContent } from './responses.ts';
import type { ApiEnv } from './env.ts';
import { requireAdmin } from './require-admin.ts';
import { validationHook } from './validation-hook.ts';

const submit = createRoute({
  method: 'post',
  path: '/questionnaires',
  tags: ['Questionnaires'],
  summary: 'Submit the adequate-salary questionnaire',
  description:
    'The programmer or the tester variant (told apart by `profession`) with the docs/product/entities.md field names. Stores the answers with the computed daily rate and a 3-year consent record, tells HR by e-mail, and returns the id and the wage (EUR per day). Technologies must be in the catalog (`GET /api/expertises`), at most 9. Rate-limited per client address.',
  request: { body: { required: true, ...json(questionnaireSchema) } },
  responses: {
    201: { description: 'Stored; the estimated daily rate', ...json(questionnaireResponseSchema) },
    400: { description: 'Invalid fields, with translated messages per field', ...problem },
    429: { description: 'Too many submissions from this address', ...problem },
  },
});

const submitCv = createRoute({
  method: 'post',
  path: '/questionnaires/cv',
  tags: ['Questionnaires'],
  summary: 'Send a CV instead of filling in the questionnaire',
  description:
    'multipart/form-data with `profession` (programmer | tester), `name`, `email`, `gdpr` and `file` (PDF, DOC, DOCX or ODT by content, at most 10 MB). No wage is computed: HR answers in person.',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: questionnaireCvSchema.extend({
            file: z.any().optional().openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    201: { description: 'Stored', ...json(z.object({ id: z.number().int() })) },
    400: { description: 'Invalid fields or file', ...problem },
    429: { description: 'Too many submissions or uploads from this address', ...problem },
  },
});

const list = createRoute({
  method: 'get',
  path: '/admin/questionnaires',
  tags: ['Admin'],
  summary: 'Submitted questionnaires, newest first (admins)',
  security,
  responses: {
    200: {
      description: 'The submissions',
      ...json(
        z.array(
          z.object({
            id: z.number().int(),
            variant: z.string(),
            source: z.enum(['form', 'cv']),
            name: z.string(),
            email: z.string(),
            overalPraxis: z.number().int().nullable(),
            wage: z.number().int().nullable(),
            technologies: z.array(z.string()),
            manualTester: z.boolean().nullable(),
            cv: z.object({ fileName: z.string(), size: z.number().int() }).nullable(),
            language: z.string(),
            createdAt: z.string(),
          }),
        ),
      ),
    },
    ...adminOnly,
  },
});

const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const downloadCv = createRoute({
  method: 'get',
  path: '/admin/questionnaires/{id}/cv',
  tags: ['Admin'],
  summary: 'Download the CV of a questionnaire (admins)',
  security,
  request: { params: idParam },
  responses: {
    200: {
      description: 'The file, as an attachment',
      content: cvDocumentContent,
    },
    ...adminOnly,
    404: { description: 'No such questionnaire, or it has no CV', ...problem },
  },
});

const technologyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  category: z.string(),
  bonus: z.number().int(),
});

const listTechnologies = createRoute({
  method: 'get',
  path: '/admin/technologies',
  tags: ['Admin'],
  summary: 'Technologies with their category and bonus in the wage formula (admins)',
  security,
  responses: { 200: { description: 'Every technology', ...json(z.array(technologyRow)) }, ...adminOnly },
});

const updateTechnology = createRoute({
  method: 'put',
  path: '/admin/technologies/{id}',
  tags: ['Admin'],
  summary: 'Set the category and bonus of a technology (admins)',
  description: `Category one of ${technologyCategories.join(', ')}; the bonus (EUR per day, 0–100) counts only for a special technology.`,
  security,
  request: {
    params: idParam,
    body: {
      required: true,
      ...json(z.object({ category: z.enum(technologyCategories), bonus: z.number().int().min(0).max(100) })),
    },
  },
  responses: {
    200: { description: 'The technology', ...json(technologyRow.omit({ type: true })) },
    400: { description: 'Invalid category or bonus', ...problem },
    ...adminOnly,
  },
});

/** 401 without a session, 403 for anyone but an admin (as every admin route of the API). */

/** Attachment header with an ASCII fallback and the UTF-8 file name (RFC 6266). */

export const questionnairesApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(submit, async (c) => {
    const input = c.req.valid('json');
    await c.var.services.rateLimits.limitRate('publicForm', `questionnaire:${c.get('clientIp')}`);
    const result = await c.var.services.adequateSalary.submitQuestionnaire(
      input,
      c.var.locale,
      c.get('clientIp'),
    );
    return c.json({ id: result.id, wage: result.wage }, 201);
  })
  .openapi(submitCv, async (c) => {
    const body = await c.req.parseBody();
    const { file, ...fields } = body;
    const parsed = questionnaireCvSchema.safeParse(fields);
    const upload = file instanceof File && file.size > 0 ? file : undefined;
    if (!parsed.success || !upload) {
      const problem = parsed.success ? undefined : parsed.error;
      if (problem) return validationProblem(c, problem, c.var.t) as never;
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: ['validation.fileRequired'] } });
    }
    await c.var.services.rateLimits.limitRate('publicForm', `questionnaire:${c.get('clientIp')}`);
    await c.var.services.rateLimits.limitRate('upload', c.get('clientIp'));
    const result = await c.var.services.adequateSalary.submitQuestionnaireCv(
      parsed.data,
      { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) },
      c.var.locale,
      c.get('clientIp'),
    );
    return c.json({ id: result.id }, 201);
  })
  .openapi(list, async (c) => {
    await requireAdmin(c);
    c.header('cache-control', 'no-store');
    return c.json(await c.var.services.adequateSalary.admin.listQuestionnaires(), 200);
  })
  .openapi(downloadCv, async (c) => {
    await requireAdmin(c);
    const file = await c.var.services.adequateSalary.admin.getQuestionnaireCv(
      Number(c.req.valid('param').id),
    );
    if (!file) throw new AppError('NOT_FOUND');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.mimeType,
      'content-disposition': contentDisposition('attachment', file.fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    }) as never;
  })
  .openapi(listTechnologies, async (c) => {
    await requireAdmin(c);
    return c.json(await c.var.services.adequateSalary.listTechnologyCategories(), 200);
  })
  .openapi(updateTechnology, async (c) => {
    await requireAdmin(c);
    const parsed = technologyCategoryUpdateSchema.safeParse({
      id: c.req.valid('param').id,
      ...c.req.valid('json'),
    });
    if (!parsed.success) return validationProblem(c, parsed.error, c.var.t) as never;
    const { id, category, bonus } = parsed.data;
    return c.json(
      await c.var.services.adequateSalary.admin.updateTechnologyCategory(id, category, bonus),
      200,
    );
  });
