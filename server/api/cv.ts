import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  cvDocumentSchema,
  cvFileSchema,
  cvLanguageQuerySchema,
  cvSectionInputSchema,
  cvSections,
  cvSectionVersionsSchema,
  cvSettingsInputSchema,
  cvSettingsViewSchema,
  cvUnlockSchema,
  sharedCvSchema,
} from '../../contracts/cv.ts';
import { CV_MAX_BYTES } from '../../contracts/applications.ts';
import { cvImportPreviewSchema } from '../../contracts/cv-import.ts';
import { cvLinkStatsSchema } from '../../contracts/cv-link-stats.ts';
import { importJsonResume, jsonResumeSchema, toJsonResume } from '../../contracts/json-resume.ts';
import { CV_UNLOCK_SECONDS, cvUnlockCookieName } from '../../core/cv/cv-password.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { AppError } from '../../core/shared/app-error.ts';
import { contentDisposition } from '../../core/shared/content-disposition.ts';
import { sessionOf } from './candidates.ts';
import { documentAnswer } from './attachment.ts';
import { json, problem, security } from './openapi-parts.ts';
import { cvDocumentContent, DOCX_TYPE, docxContent, pdfContent, rateLimited } from './responses.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';
import { validationProblem } from '../middleware/problem.ts';

const signedIn = {
  401: { description: 'Not signed in', ...problem },
  404: { description: 'The account has no candidate profile yet', ...problem },
};
/** Anyone may ask; a session or an unlock cookie may show more. */
const optionalSession: Record<string, string[]>[] = [{}, { session: [] }];
const tokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'token', in: 'path' }, example: 'q3Xr0p9kR2m7YwZc1bT5gA' }),
});
const refusals = {
  401: {
    description:
      'Sign in first (`UNAUTHORIZED`: registered users only, or private), or the CV is password-protected and not unlocked (`CV_PASSWORD_REQUIRED`)',
    ...problem,
  },
  403: { description: 'Private: only its owner and admins see it', ...problem },
  404: { description: 'No CV has this link (or it was replaced by a new one)', ...problem },
};

/** A multipart upload of one `file` (checked by the handler, so a missing one is a translated field error). */
const fileBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }).partial(),
    },
  },
};

const getMyCv = createRoute({
  method: 'get',
  path: '/candidates/my/cv',
  tags: ['CV'],
  summary: 'My CV content',
  description:
    'The whole CV as one document: position, bio, employments, educations, references, certificates, languages and technologies. Every free text is an object of its versions by language, `{ "sk": "…", "en": "…" }` (either may be missing; `{}` for none): a text stays under the language it is written in whatever the CV’s primary language (ADR 110). Dates are `YYYY-MM-DD` or `YYYY-MM`, `to: null` is "present".',
  security,
  responses: { 200: { description: 'The CV', ...json(cvDocumentSchema) }, ...signedIn },
});

const putMyCv = createRoute({
  method: 'put',
  path: '/candidates/my/cv',
  tags: ['CV'],
  summary: 'Replace my CV content',
  description:
    'Validated as a whole with the editor’s schema (lengths, dates in order, URLs of references, at most 9 specialisations, technologies from the catalogue; a required text needs a version in at least one language); entries keep the order sent. Needs a verified e-mail address. A technology whose `name` is not in the catalogue is refused with 400 on `technologies.N.name`.',
  security,
  request: { body: { required: true, ...json(cvDocumentSchema) } },
  responses: {
    200: { description: 'The stored CV', ...json(cvDocumentSchema) },
    400: { description: 'Invalid fields, with translated messages per field', ...problem },
    403: { description: 'The e-mail address is not verified yet', ...problem },
    ...signedIn,
  },
});

const sectionParams = z.object({
  section: z.enum(cvSections).openapi({ param: { name: 'section', in: 'path' }, example: 'employments' }),
});

const getSectionVersions = createRoute({
  method: 'get',
  path: '/candidates/my/cv/sections',
  tags: ['CV'],
  summary: 'The versions of my CV’s sections',
  description:
    'The stored version of each section (`basic`: position and bio; `employments`, `educations`, `references`, `certificates`, `languages`, `technologies`), 0 for a section never saved. Send it back with `PUT /api/candidates/my/cv/sections/{section}` to be told when the section was saved elsewhere since (ADR 115).',
  security,
  responses: { 200: { description: 'Version per section', ...json(cvSectionVersionsSchema) }, ...signedIn },
});

const putSection = createRoute({
  method: 'put',
  path: '/candidates/my/cv/sections/{section}',
  tags: ['CV'],
  summary: 'Save one section of my CV',
  description:
    'The fields of one section, as in the whole document (`basic`: `position`, `bio`; every other section: its list, e.g. `{ "languages": [...] }`), validated with the same rules and field paths as `PUT /api/candidates/my/cv`; the other sections stay as stored, so two tabs saving different sections do not overwrite each other. `version`: the section’s version the editor loaded (`GET …/sections`, or the answer of its last save); when the section was saved since, 409 `CV_SECTION_STALE` and nothing changes. Without `version` the section is overwritten. Answers the stored section with its new `version`. Needs a verified e-mail address.',
  security,
  request: {
    params: sectionParams,
    body: {
      required: true,
      ...json(
        z
          .looseObject({ version: z.number().int().min(0).optional() })
          .openapi({ description: 'The section’s fields and the version it was loaded at' }),
      ),
    },
  },
  responses: {
    200: {
      description: 'The stored section with its new version',
      ...json(z.looseObject({ version: z.number().int() })),
    },
    400: { description: 'Invalid fields, with translated messages per field', ...problem },
    403: { description: 'The e-mail address is not verified yet', ...problem },
    409: {
      description: '`CV_SECTION_STALE`: the section was saved elsewhere after `version`; reload it first',
      ...problem,
    },
    ...signedIn,
  },
});

const getSettings = createRoute({
  method: 'get',
  path: '/candidates/my/cv-settings',
  tags: ['CV'],
  summary: 'How my CV is shared',
  security,
  responses: {
    200: { description: 'The settings with the share token', ...json(cvSettingsViewSchema) },
    ...signedIn,
  },
});

const putSettings = createRoute({
  method: 'put',
  path: '/candidates/my/cv-settings',
  tags: ['CV'],
  summary: 'Change how my CV is shared',
  description:
    'docs/product/api-calls.md: `language` sk|en, `privacy` public|registered|private|password, `password` (needed for `password` privacy until one is set; stored hashed; must differ from the account password), `contactVisible`, `graphVisible`.',
  security,
  request: { body: { required: true, ...json(cvSettingsInputSchema) } },
  responses: {
    200: { description: 'The settings with the share token', ...json(cvSettingsViewSchema) },
    400: { description: 'Invalid fields, a missing password, or the account password reused', ...problem },
    403: { description: 'The e-mail address is not verified yet', ...problem },
    429: {
      description:
        'A `password` is compared with the account password, which counts against the account’s and the address’s password checks (as the password prompt does): `RATE_LIMITED` once they are used up',
      ...problem,
    },
    ...signedIn,
  },
});

const rotateToken = createRoute({
  method: 'post',
  path: '/candidates/my/cv-settings/token',
  tags: ['CV'],
  summary: 'Replace the share link',
  description: 'A new token; the old link stops working at once, and so do earlier password unlocks.',
  security,
  responses: {
    200: { description: 'The settings with the new token', ...json(cvSettingsViewSchema) },
    ...signedIn,
  },
});

const getShared = createRoute({
  method: 'get',
  path: '/cv/{token}',
  tags: ['CV'],
  summary: 'A shared CV',
  description:
    'Public: anyone. Registered: any signed-in user. Private: the owner and admins. Password: the owner, admins, and a browser that unlocked it (`POST /api/cv/{token}/unlock`). Contact details only when the owner made them visible; the experience chart only with `graphVisible`. The CV comes in `language` (default: its primary language): each free text in that language, or in the other one where it has no version.',
  security: optionalSession,
  request: { params: tokenParams, query: cvLanguageQuerySchema },
  responses: {
    200: { description: 'The CV', ...json(sharedCvSchema) },
    400: { description: 'A `language` other than `sk` or `en`', ...problem },
    ...refusals,
  },
});

const unlock = createRoute({
  method: 'post',
  path: '/cv/{token}/unlock',
  tags: ['CV'],
  summary: 'Unlock a password-protected CV',
  description: `Answers the CV and sets a cookie that keeps it open in this browser for ${CV_UNLOCK_SECONDS / 60} minutes. Attempts are limited per client address and CV (${RATE_LIMITS.cvUnlock.max} per ${RATE_LIMITS.cvUnlock.window / 60} minutes, then 429 \`RATE_LIMITED\`), and wrong passwords per CV from all addresses together (${RATE_LIMITS.cvUnlockCv.max} per ${RATE_LIMITS.cvUnlockCv.window / 60} minutes): past that the CV stays locked for everyone until the window ends (429 \`CV_LOCKED\`, even with the right password) and its owner is e-mailed once.`,
  request: { params: tokenParams, body: { required: true, ...json(cvUnlockSchema) } },
  responses: {
    200: { description: 'The CV', ...json(sharedCvSchema) },
    400: { description: 'No password sent', ...problem },
    403: { description: 'Wrong password (`CV_PASSWORD_WRONG`)', ...problem },
    404: { description: 'No password-protected CV has this link', ...problem },
    429: {
      description:
        'Too many attempts from this address (`RATE_LIMITED`), or the CV is locked for everyone after too many wrong passwords (`CV_LOCKED`); try again later',
      ...problem,
    },
  },
});

const pdfLanguage = cvLanguageQuerySchema;

const requestPdf = createRoute({
  method: 'post',
  path: '/cv/{token}/pdf',
  tags: ['CV'],
  summary: 'E-mail my CV as a PDF',
  description:
    'Owner only. Queues a task that renders the CV in `language` (default: its primary language; each text in that language, or in the other where it has no version) with embedded fonts and e-mails it to the owner as an attachment.',
  security,
  request: { params: tokenParams, body: { required: true, ...json(pdfLanguage) } },
  responses: {
    202: {
      description: 'Queued; the e-mail follows shortly',
      ...json(z.object({ queued: z.literal(true) })),
    },
    400: { description: 'Invalid body', ...problem },
    401: { description: 'Not signed in', ...problem },
    403: { description: 'Not the owner of this CV', ...problem },
    404: refusals[404],
    429: { description: 'Too many PDFs requested; try again later', ...problem },
  },
});

const downloadPdf = createRoute({
  method: 'get',
  path: '/cv/{token}/pdf',
  tags: ['CV'],
  summary: 'A shared CV as a PDF',
  description:
    'The same privacy rules and the same `language` as `GET /api/cv/{token}`: the texts in that language, falling back per field to the other one.',
  security: optionalSession,
  request: { params: tokenParams, query: pdfLanguage },
  responses: {
    200: {
      description: 'The PDF',
      content: pdfContent,
    },
    400: { description: 'A `language` other than `sk` or `en`', ...problem },
    ...refusals,
  },
});

const downloadDocx = createRoute({
  method: 'get',
  path: '/cv/{token}/docx',
  tags: ['CV'],
  summary: 'A shared CV as a Word file',
  description:
    'The CV as a Word document (.docx) from the same data as the PDF: the name as Title, sections as Heading 1, entries as Heading 2, bulleted lists, the photo, and the years per technology as a table instead of the chart. The same privacy rules and the same `language` as `GET /api/cv/{token}` and its PDF.',
  security: optionalSession,
  request: { params: tokenParams, query: pdfLanguage },
  responses: {
    200: { description: 'The Word file', content: docxContent },
    400: { description: 'A `language` other than `sk` or `en`', ...problem },
    ...refusals,
  },
});

const exportResume = createRoute({
  method: 'get',
  path: '/candidates/my/cv/resume.json',
  tags: ['CV'],
  summary: 'My CV as a JSON Resume',
  description:
    'The CV as a JSON Resume v1 document (jsonresume.org), to take to other tools, in `language` (default: the CV’s primary language; each text in that language, or in the other where it has no version).',
  security,
  request: { query: cvLanguageQuerySchema },
  responses: {
    200: { description: 'The JSON Resume', ...json(z.record(z.string(), z.unknown())) },
    400: { description: 'A `language` other than `sk` or `en`', ...problem },
    ...signedIn,
  },
});

const linkStats = createRoute({
  method: 'get',
  path: '/candidates/my/cv/link-stats',
  tags: ['CV'],
  summary: 'How often my shared CV link was used',
  description:
    'Owner only (ADR 116): views of the shared CV page per day for the last 90 days (every day listed, oldest first) and the PDF and Word downloads of those days and since counting began. Counted are uses the viewer was allowed, from a browser (a `User-Agent` starting with `Mozilla/` that names no robot, crawler, link preview, headless browser or HTTP library; prefetches excluded), never the owner’s own. Only the counters are stored: no address, account, browser or time of day.',
  security,
  responses: { 200: { description: 'The statistics', ...json(cvLinkStatsSchema) }, ...signedIn },
});

const importResume = createRoute({
  method: 'post',
  path: '/candidates/my/cv/import/json-resume',
  tags: ['CV'],
  summary: 'Read a JSON Resume (preview, not saved)',
  description:
    'Answers the CV in the shape of `GET /api/candidates/my/cv`, its texts as versions in `language` (the language the resume is written in; default: the CV’s primary language), for the editor to merge or replace section by section; nothing is stored. Lists of up to 1,000 entries are read; each section keeps its first entries up to the CV’s limit (30, technologies 60) and `omitted` says how many readable entries were left out per section.',
  security,
  request: { query: cvLanguageQuerySchema, body: { required: true, ...json(jsonResumeSchema) } },
  responses: {
    200: { description: 'The CV read from the JSON Resume', ...json(cvImportPreviewSchema) },
    400: {
      description:
        'Not a JSON Resume (`VALIDATION_FAILED`: a field of the wrong type, a list of more than 1,000 entries)',
      ...problem,
    },
    401: signedIn[401],
    ...rateLimited,
  },
});

const importLinkedIn = createRoute({
  method: 'post',
  path: '/candidates/my/cv/import/linkedin',
  tags: ['CV'],
  summary: 'Read a LinkedIn data export (preview, not saved)',
  description:
    'Multipart `file`: the ZIP of LinkedIn’s “Get a copy of your data” (Profile.csv, Positions.csv, Education.csv, Skills.csv, Languages.csv, Certifications.csv). Answers the CV in the shape of `GET /api/candidates/my/cv`, its texts as versions in `language` (default: the CV’s primary language); nothing is stored. Each section keeps its first entries up to the CV’s limit (30, technologies 60) and `omitted` says how many were left out. The archive is read against a budget whatever its headers declare (ADR 033): at most 5,000 entries, only the six CSV files inflated, each to at most 5 MB and together 20 MB of bytes really inflated, at most 2,000 rows per file; nested archives are not opened. Refusals are 400 `VALIDATION_FAILED` with a translated message on `file`: not a ZIP, no profile files, too large unpacked (zip bombs), too many entries, a path-traversal name (`../`), too many rows, or a CSV that does not parse.',
  security,
  request: { query: cvLanguageQuerySchema, body: fileBody },
  responses: {
    200: { description: 'The CV read from the export', ...json(cvImportPreviewSchema) },
    400: {
      description:
        'No file, not a ZIP, no profile files, too large unpacked, too many entries, an unsafe entry name, too many rows, or an unreadable CSV',
      ...problem,
    },
    401: signedIn[401],
    413: { description: 'The request is larger than any upload may be', ...problem },
    429: { description: 'Too many uploads and imports', ...problem },
  },
});

const putPhoto = createRoute({
  method: 'put',
  path: '/candidates/my/cv/photo',
  tags: ['CV'],
  summary: 'Set my CV photo',
  description:
    'Multipart `file`: at most 5 MB and 40 megapixels (as its header declares, checked before decoding: ADR 033), JPEG, PNG or WebP by its content (not by its name or type; SVG and other types are refused). Re-encoded as JPEG within 800 × 800 without metadata; the previous photo is deleted. Needs a verified e-mail address.',
  security,
  request: { body: fileBody },
  responses: {
    204: { description: 'Stored; the shared CV and its PDF show it' },
    400: {
      description: 'No file, not a JPEG/PNG/WebP image, larger than 5 MB, or more than 40 megapixels',
      ...problem,
    },
    403: { description: 'The e-mail address is not verified yet', ...problem },
    413: { description: 'The request is larger than any upload may be', ...problem },
    429: { description: 'Too many uploads', ...problem },
    ...signedIn,
  },
});

const myPhoto = createRoute({
  method: 'get',
  path: '/candidates/my/cv/photo',
  tags: ['CV'],
  summary: 'My CV photo',
  security,
  responses: {
    200: {
      description: 'The photo (JPEG)',
      content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    401: signedIn[401],
    404: { description: 'The CV has no photo', ...problem },
  },
});

const deletePhoto = createRoute({
  method: 'delete',
  path: '/candidates/my/cv/photo',
  tags: ['CV'],
  summary: 'Remove my CV photo',
  description: 'The photo’s file is deleted. Nothing happens when the CV has no photo.',
  security,
  responses: { 204: { description: 'Removed' }, ...signedIn },
});

const getPhoto = createRoute({
  method: 'get',
  path: '/cv/{token}/photo',
  tags: ['CV'],
  summary: 'The photo of a shared CV',
  description: 'The same privacy rules as `GET /api/cv/{token}`; 404 when the CV has no photo.',
  security: optionalSession,
  request: { params: tokenParams },
  responses: {
    200: {
      description: 'The photo (JPEG)',
      content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...refusals,
  },
});

const putFile = createRoute({
  method: 'put',
  path: '/candidates/my/cv/file',
  tags: ['CV'],
  summary: 'Set my uploaded CV document',
  description: `Multipart \`file\`: my own CV document kept next to the builder's CV, checked exactly like an application's CV: PDF, DOC, DOCX or ODT by its content (not its name or type), at most ${CV_MAX_BYTES / 1024 / 1024} MB; a DOCX or ODT is read against a budget of bytes really inflated (50 MB), entries (2,000) and path-traversal names whatever its headers declare (ADR 033), so zip bombs are refused; stored under the detected type's extension. The previous document is deleted. Needs a verified e-mail address.`,
  security,
  request: { body: fileBody },
  responses: {
    200: { description: 'Stored', ...json(cvFileSchema) },
    400: {
      description: 'No file, not a PDF/DOC/DOCX/ODT document, too large, or a suspicious archive',
      ...problem,
    },
    403: { description: 'The e-mail address is not verified yet', ...problem },
    413: { description: 'The request is larger than any upload may be', ...problem },
    429: { description: 'Too many uploads', ...problem },
    ...signedIn,
  },
});

const getFile = createRoute({
  method: 'get',
  path: '/candidates/my/cv/file',
  tags: ['CV'],
  summary: 'Download my uploaded CV document',
  description: 'Admins download a candidate’s document through `GET /api/job-application/cvs/{id}`.',
  security,
  responses: {
    200: {
      description: 'The document, as an attachment',
      content: cvDocumentContent,
    },
    401: signedIn[401],
    404: { description: 'No uploaded CV document', ...problem },
  },
});

const deleteFile = createRoute({
  method: 'delete',
  path: '/candidates/my/cv/file',
  tags: ['CV'],
  summary: 'Remove my uploaded CV document',
  description:
    'The file is deleted; applications sent with it keep their own copy. Nothing happens without one.',
  security,
  responses: { 204: { description: 'Removed' }, ...signedIn },
});

/** A CV photo as the answer: never cached by others, never sniffed, never indexed. */
const photoAnswer = (c: Context<ApiEnv>, photo: { bytes: Uint8Array; mimeType: string }) =>
  c.body(photo.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': photo.mimeType,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'noindex',
  }) as never;

/** The signed-in account as a viewer of a shared CV (or an anonymous one). */
async function viewerOf(c: Context<ApiEnv>, token: string) {
  const session = (await c.var.account()).session;
  return {
    userId: session?.user.id ?? null,
    isAdmin: session?.user.role === 'admin',
    unlock: getCookie(c, cvUnlockCookieName(token)),
  };
}

/**
 * A shared CV as a file (PDF, Word) for `GET /api/cv/{token}/pdf|docx?language=`: rendered under the
 * link's privacy rules by `render`, downloaded, never cached by others or indexed.
 */
async function cvFileAnswer(
  c: Context<ApiEnv>,
  type: string,
  render: (
    token: string,
    viewer: Awaited<ReturnType<typeof viewerOf>>,
    language?: 'sk' | 'en',
  ) => Promise<{ bytes: Uint8Array; filename: string; ownerId: string | null }>,
) {
  const token = c.req.param('token') ?? '';
  const language = c.req.query('language') as 'sk' | 'en' | undefined;
  c.header('x-robots-tag', 'noindex');
  c.header('cache-control', 'private, no-store');
  const viewer = await viewerOf(c, token);
  const file = await render(token, viewer, language);
  // A download for the owner's link statistics (ADR 116): a person's browser, not the owner.
  if (c.req.method === 'GET')
    await c.var.services.cv.countLinkUse(token, type === DOCX_TYPE ? 'docx' : 'pdf', {
      isOwner: file.ownerId !== null,
      headers: { get: (name) => c.req.header(name) },
    });
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': type,
    'content-disposition': contentDisposition('attachment', file.filename),
    'x-content-type-options': 'nosniff',
  }) as never;
}

export const cvApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(getMyCv, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.cv.getMyCv(user.id), 200);
  })
  .openapi(putMyCv, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.cv.getMyCvSettings(user.id);
    await c.var.services.accounts.requireVerifiedEmail(user.id);
    return c.json(await c.var.services.cv.saveMyCv(user.id, c.req.valid('json')), 200);
  })
  .openapi(getSectionVersions, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.cv.getMyCvSectionVersions(user.id), 200);
  })
  .openapi(putSection, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.cv.getMyCvSettings(user.id);
    await c.var.services.accounts.requireVerifiedEmail(user.id);
    const { section } = c.req.valid('param');
    const parsed = cvSectionInputSchema(section).safeParse(c.req.valid('json'));
    if (!parsed.success) return validationProblem(c, parsed.error, c.var.t) as never;
    const { version, ...value } = parsed.data;
    return c.json(await c.var.services.cv.saveMyCvSection(user.id, section, value as never, version), 200);
  })
  .openapi(putPhoto, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.cv.getMyCvSettings(user.id);
    await c.var.services.accounts.requireVerifiedEmail(user.id);
    await c.var.services.rateLimits.limitRate('upload', user.id);
    const file = (await c.req.parseBody()).file;
    if (!file || typeof file === 'string')
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: ['validation.fileRequired'] } });
    await c.var.services.cv.replaceCvPhoto(user.id, new Uint8Array(await file.arrayBuffer()));
    return c.body(null, 204);
  })
  .openapi(myPhoto, async (c) => {
    const { user } = await sessionOf(c);
    const photo = await c.var.services.cv.getMyCvPhoto(user.id);
    if (!photo) throw new AppError('NOT_FOUND');
    return photoAnswer(c, photo);
  })
  .openapi(deletePhoto, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.cv.removeCvPhoto(user.id);
    return c.body(null, 204);
  })
  .openapi(putFile, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.cv.getMyCvSettings(user.id);
    await c.var.services.accounts.requireVerifiedEmail(user.id);
    await c.var.services.rateLimits.limitRate('upload', user.id);
    const file = (await c.req.parseBody()).file;
    if (!file || typeof file === 'string')
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: ['validation.fileRequired'] } });
    const stored = await c.var.services.cv.replaceCvFile(
      user.id,
      file.name,
      new Uint8Array(await file.arrayBuffer()),
    );
    return c.json(stored, 200);
  })
  .openapi(getFile, async (c) => {
    const { user } = await sessionOf(c);
    const file = await c.var.services.cv.getMyCvFile(user.id, true);
    if (!file?.bytes) throw new AppError('NOT_FOUND');
    return documentAnswer(c, { ...file, bytes: file.bytes });
  })
  .openapi(deleteFile, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.cv.removeCvFile(user.id);
    return c.body(null, 204);
  })
  .openapi(getPhoto, async (c) => {
    const { token } = c.req.valid('param');
    const photo = await c.var.services.cv.getSharedCvPhoto(token, await viewerOf(c, token));
    return photoAnswer(c, photo);
  })
  .openapi(getSettings, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.cv.getMyCvSettings(user.id), 200);
  })
  .openapi(putSettings, async (c) => {
    const { user } = await sessionOf(c);
    const account = await c.var.account();
    await c.var.services.cv.getMyCvSettings(user.id);
    await c.var.services.accounts.requireVerifiedEmail(user.id);
    const settings = await c.var.services.cv.updateCvSettings(user.id, c.req.valid('json'), (password) =>
      account.isAccountPassword(password),
    );
    return c.json(settings, 200);
  })
  .openapi(rotateToken, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.cv.rotateCvToken(user.id), 200);
  })
  .openapi(getShared, async (c) => {
    const { token } = c.req.valid('param');
    // The JSON is for the page and for clients; only the page of a public CV is for search engines.
    c.header('x-robots-tag', 'noindex');
    c.header('cache-control', 'private, no-store');
    const shared = await c.var.services.cv.viewSharedCv(
      token,
      await viewerOf(c, token),
      c.req.valid('query').language,
    );
    return c.json(shared as never, 200);
  })
  .openapi(unlock, async (c) => {
    const { token } = c.req.valid('param');
    const { cookie } = await c.var.services.cv.unlockSharedCv(
      token,
      c.req.valid('json').password,
      c.var.clientIp,
    );
    setCookie(c, cvUnlockCookieName(token), cookie, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.var.services.cv.secureCookies,
      maxAge: CV_UNLOCK_SECONDS,
    });
    const shared = await c.var.services.cv.viewSharedCv(token, {
      ...(await viewerOf(c, token)),
      unlock: cookie,
    });
    c.header('cache-control', 'private, no-store');
    c.header('x-robots-tag', 'noindex');
    return c.json(shared as never, 200);
  })
  .openapi(requestPdf, async (c) => {
    const { user } = await sessionOf(c);
    const { token } = c.req.valid('param');
    await c.var.services.rateLimits.limitRate('cvPdf', user.id);
    const language = c.req.valid('json').language;
    const settings = await c.var.services.cv.getMyCvSettings(user.id);
    await c.var.services.cv.requestPdf(user.id, token, language ?? settings.language);
    return c.json({ queued: true as const }, 202);
  })
  .openapi(downloadPdf, async (c) => cvFileAnswer(c, 'application/pdf', c.var.services.cv.getCvPdf))
  .openapi(downloadDocx, async (c) => cvFileAnswer(c, DOCX_TYPE, c.var.services.cv.getCvDocx))
  .openapi(exportResume, async (c) => {
    const { user } = await sessionOf(c);
    const resume = await c.var.services.cv.resume(user.id, c.req.valid('query').language);
    c.header('content-disposition', contentDisposition('attachment', `resume-${resume.language}.json`));
    c.header('cache-control', 'no-store');
    return c.json(toJsonResume(resume.cv, resume.person) as never, 200);
  })
  .openapi(linkStats, async (c) => {
    const { user } = await sessionOf(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await c.var.services.cv.getCvLinkStats(user.id), 200);
  })
  .openapi(importResume, async (c) => {
    const { user } = await sessionOf(c);
    const language = await c.var.services.cv.importLanguage(user.id, c.req.valid('query').language);
    return c.json(importJsonResume(c.req.valid('json'), language) as never, 200);
  })
  .openapi(importLinkedIn, async (c) => {
    const { user } = await sessionOf(c);
    await c.var.services.rateLimits.limitRate('upload', user.id);
    const file = (await c.req.parseBody()).file;
    if (!file || typeof file === 'string')
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: ['validation.fileRequired'] } });
    if (file.size > 50 * 1024 * 1024)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: ['cv:errors.linkedin.too_large'] } });
    const language = await c.var.services.cv.importLanguage(user.id, c.req.valid('query').language);
    const preview = await c.var.services.cv.parseLinkedInExport(
      new Uint8Array(await file.arrayBuffer()),
      language,
    );
    return c.json(preview as never, 200);
  });
