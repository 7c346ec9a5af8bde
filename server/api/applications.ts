import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  applySchema,
  CV_MAX_BYTES,
  myApplicationSchema,
  storedCvSchema,
} from '../../contracts/applications.ts';
import { AppError } from '../../core/shared/app-error.ts';
import { json, problem, security, unauthorized } from './openapi-parts.ts';
import { cvDocumentContent } from './responses.ts';
import { sessionOf } from './candidates.ts';
import { documentAnswer } from './attachment.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

const upload = createRoute({
  method: 'post',
  path: '/job-application/cv-upload',
  tags: ['Applications'],
  summary: 'Upload a CV for an application',
  description: `Multipart form with one \`file\`: PDF, DOC, DOCX or ODT, recognised by its content (not its name), at most ${CV_MAX_BYTES / 1024 / 1024} MB. A DOCX or ODT is read against a budget of bytes really inflated (50 MB), entries (2,000) and path-traversal names, whatever its headers declare (ADR 033): a zip bomb is refused with 400 \`VALIDATION_FAILED\` on \`file\`. Returns the id to send as \`fileId\` to apply. Rate-limited per account.`,
  security,
  request: {
    body: {
      // The handler checks the file itself (presence, size, content), with translated messages.
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }).partial(),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'Stored',
      ...json(z.object({ id: z.string(), name: z.string(), size: z.number().int() })),
    },
    400: { description: 'No file, not a document, or a suspicious archive', ...problem },
    413: { description: 'Larger than the limit', ...problem },
    429: { description: 'Too many uploads', ...problem },
    ...unauthorized,
  },
});

const apply = createRoute({
  method: 'post',
  path: '/job-application/apply',
  tags: ['Applications'],
  summary: 'Apply for a job',
  description:
    'The profile fields, the job `id` and the uploaded CV’s `fileId`. Refusals: 400 `job_application_unavailable` (the job is taken, unpublished or expired), 400 `CANDIDATE_STATUS_BLACK_LISTED_ERROR_CODE`, 409 `ALREADY_APPLIED`, 403 `EMAIL_NOT_VERIFIED` until the account’s e-mail is confirmed, 404 for an unknown job, 400 `VALIDATION_FAILED` with per-field messages. The candidate and the job’s HR person are e-mailed. Refused with 400 on the field: a `phone` that is not a number of the numbering plan of `phoneCountry`, a `fileId` that is not a CV the candidate stored (`cv-upload`, `cv-from-portal`, `GET /job-application/cvs`).',
  security,
  request: { body: { required: true, ...json(applySchema) } },
  responses: {
    201: {
      description: 'The application',
      ...json(
        z.object({
          id: z.number().int(),
          jobId: z.number().int(),
          status: z.string(),
          createdAt: z.string(),
        }),
      ),
    },
    400: { description: 'Invalid fields, job not available, or refused', ...problem },
    403: { description: 'The account’s e-mail is not verified yet (`EMAIL_NOT_VERIFIED`)', ...problem },
    404: { description: 'No such job', ...problem },
    409: { description: 'Already applied for this job', ...problem },
    429: { description: 'Too many applications', ...problem },
    ...unauthorized,
  },
});

const mine = createRoute({
  method: 'get',
  path: '/job-application/my',
  tags: ['Applications'],
  summary: 'My applications, newest first, with their status',
  security,
  responses: {
    200: { description: 'The applications', ...json(z.array(myApplicationSchema)) },
    ...unauthorized,
  },
});

const myCvs = createRoute({
  method: 'get',
  path: '/job-application/cvs',
  tags: ['Applications'],
  summary: 'The CVs I uploaded, to attach one again',
  security,
  responses: { 200: { description: 'The CVs', ...json(z.array(storedCvSchema)) }, ...unauthorized },
});

const downloadCv = createRoute({
  method: 'get',
  path: '/job-application/cvs/{id}',
  tags: ['Applications'],
  summary: 'Download one of my CVs',
  description: 'Only its owner (or an admin) can download a CV; for anyone else it does not exist (404).',
  security,
  request: { params: z.object({ id: z.string().max(64) }) },
  responses: {
    200: {
      description: 'The file, as an attachment',
      content: cvDocumentContent,
    },
    404: { description: 'No such CV of yours', ...problem },
    ...unauthorized,
  },
});

const fromPortal = createRoute({
  method: 'post',
  path: '/job-application/cv-from-portal',
  tags: ['Applications'],
  summary: 'Use my portal CV for an application',
  description:
    'Stores the candidate’s CV from the CV builder as an application CV and returns its id to send as `fileId` to apply, like `cv-upload`: `generated` renders the CV as a PDF in `language` (default: its primary language; each text in that language, or in the other where it has none), `uploaded` copies the CV document kept in the builder. HR receives it exactly like an uploaded file. 400 with a field error of `file` when there is no such CV.',
  security,
  request: {
    body: {
      required: true,
      ...json(
        z.object({
          source: z.enum(['generated', 'uploaded']),
          /** The language of the generated PDF (default: the CV's primary language). */
          language: z.enum(['sk', 'en']).optional(),
        }),
      ),
    },
  },
  responses: {
    201: {
      description: 'Stored',
      ...json(z.object({ id: z.string(), name: z.string(), size: z.number().int() })),
    },
    400: { description: 'Invalid body, or the CV is empty / has no uploaded document', ...problem },
    404: { description: 'The account has no candidate profile', ...problem },
    429: { description: 'Too many uploads', ...problem },
    ...unauthorized,
  },
});

export const applicationsApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(upload, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.rateLimits.limitRate('upload', user.id);
    const body = await c.req.parseBody();
    const file = body.file;
    if (!file || typeof file === 'string')
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: ['validation.fileRequired'] } });
    const stored = await c.var.services.applications.uploadCv(
      user.id,
      file.name,
      new Uint8Array(await file.arrayBuffer()),
    );
    return c.json({ id: stored.id, name: stored.name, size: stored.size }, 201);
  })
  .openapi(apply, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.rateLimits.limitRate('apply', user.id);
    return c.json(
      await c.var.services.applications.applyForJob(user.id, c.req.valid('json'), c.var.clientIp),
      201,
    );
  })
  .openapi(mine, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.applications.listMyApplications(user.id), 200);
  })
  .openapi(myCvs, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.applications.listMyCvs(user.id), 200);
  })
  .openapi(downloadCv, async (c) => {
    const { user } = await sessionOf(c);
    const file = await c.var.services.files.readOwnFile(
      user.id,
      c.req.valid('param').id,
      user.role === 'admin',
    );
    return documentAnswer(c, file);
  })
  .openapi(fromPortal, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.rateLimits.limitRate('upload', user.id);
    const { source, language } = c.req.valid('json');
    const stored = await c.var.services.cv.attachCvToApplication(user.id, source, language);
    return c.json(stored, 201);
  });
