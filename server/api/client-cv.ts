import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  clientCvConsentSchema,
  clientCvGenerationSchema,
  clientCvQuerySchema,
} from '../../contracts/client-cv.ts';
import { contentDisposition } from '../../core/shared/content-disposition.ts';
import { sessionOf } from './candidates.ts';
import { adminOnly, json, problem, security } from './openapi-parts.ts';
import { DOCX_TYPE, docxContent, pdfContent } from './responses.ts';
import type { ApiEnv } from './env.ts';
import { requireAdmin } from './require-admin.ts';
import { validationHook } from './validation-hook.ts';

const tags = ['CV'];
const candidateId = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'k3Xr0p9kR2m7YwZc' }),
});
const noCandidate = { 404: { description: 'No candidate profile has this account id', ...problem } };

const requestConsent = createRoute({
  method: 'post',
  path: '/admin/candidates/{id}/client-cv/consent-request',
  tags,
  summary: 'Ask a candidate to agree to anonymised client CVs',
  description:
    'E-mails the candidate, in their portal language, a single-use link (30 days) to a page that shows the anonymised client CV exactly as a client gets it, where they agree or refuse (ADR 112). An earlier unanswered link stops working. A candidate who agreed already is not asked again (`sent: false`).',
  security,
  request: { params: candidateId },
  responses: {
    200: {
      description: 'The request was sent (or consent is already given)',
      ...json(z.object({ sent: z.boolean(), consent: clientCvConsentSchema })),
    },
    ...adminOnly,
    ...noCandidate,
  },
});

const consentState = createRoute({
  method: 'get',
  path: '/admin/candidates/{id}/client-cv/consent',
  tags,
  summary: 'A candidate’s consent to client CVs and the client CVs made',
  description:
    'The current state (`requested`, `given`, `refused`, `withdrawn`; null when never asked) with its times and text version, and the log of client CVs made of the candidate: when, by which admin, for which job, which file.',
  security,
  request: { params: candidateId },
  responses: {
    200: {
      description: 'Consent and log',
      ...json(z.object({ consent: clientCvConsentSchema, generations: z.array(clientCvGenerationSchema) })),
    },
    ...adminOnly,
    ...noCandidate,
  },
});

const clientCv = createRoute({
  method: 'get',
  path: '/admin/candidates/{id}/client-cv',
  tags,
  summary: 'The anonymised client CV (PDF or Word)',
  description:
    'The candidate’s CV without name, photo, contact details, city and references, confidential employers named by their kind ("a bank"), details of the person taken out of every text, with the portal’s logo and contact (ADR 112). In `language` (sk or en; else the CV’s primary one). Only once the candidate agreed: 409 `CONSENT_REQUIRED` before, after a refusal and after a withdrawal. Each file made is logged with the admin, the time and `jobId` when given.',
  security,
  request: { params: candidateId, query: clientCvQuerySchema },
  responses: {
    200: { description: 'The file', content: { ...pdfContent, ...docxContent } },
    400: { description: 'Invalid format, language or job', ...problem },
    ...adminOnly,
    ...noCandidate,
    409: { description: 'The candidate has not agreed (`CONSENT_REQUIRED`)', ...problem },
  },
});

const myConsent = createRoute({
  method: 'get',
  path: '/candidates/my/client-cv-consent',
  tags,
  summary: 'My consent to anonymised client CVs',
  security,
  responses: {
    200: {
      description: 'The current state (null: never asked)',
      ...json(z.object({ consent: clientCvConsentSchema })),
    },
    401: { description: 'Not signed in', ...problem },
  },
});

const withdraw = createRoute({
  method: 'delete',
  path: '/candidates/my/client-cv-consent',
  tags,
  summary: 'Withdraw my consent to anonymised client CVs',
  description:
    'From now on no client CV is made until the candidate agrees to a new request (GDPR Art. 7(3)). Answers the state after, unchanged when there was no consent to withdraw.',
  security,
  responses: {
    200: { description: 'The state after', ...json(z.object({ consent: clientCvConsentSchema })) },
    401: { description: 'Not signed in', ...problem },
  },
});

export const clientCvApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(requestConsent, async (c) => {
    const session = await requireAdmin(c);
    const result = await c.var.services.clientCv.admin.requestClientCvConsent(
      session.user.id,
      c.req.valid('param').id,
    );
    return c.json(result, 200);
  })
  .openapi(consentState, async (c) => {
    await requireAdmin(c);
    const { id } = c.req.valid('param');
    const { admin } = c.var.services.clientCv;
    const [consent, generations] = await Promise.all([
      admin.getClientCvConsent(id),
      admin.listClientCvGenerations(id),
    ]);
    return c.json({ consent, generations }, 200);
  })
  .openapi(clientCv, async (c) => {
    const session = await requireAdmin(c);
    const query = c.req.valid('query');
    const file = await c.var.services.clientCv.admin.getClientCv(
      session.user.id,
      c.req.valid('param').id,
      query,
    );
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': query.format === 'pdf' ? 'application/pdf' : DOCX_TYPE,
      'content-disposition': contentDisposition('attachment', file.filename),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    }) as never;
  })
  .openapi(myConsent, async (c) => {
    const { user } = await sessionOf(c);
    return c.json({ consent: await c.var.services.clientCv.getClientCvConsent(user.id) }, 200);
  })
  .openapi(withdraw, async (c) => {
    const { user } = await sessionOf(c);
    return c.json({ consent: await c.var.services.clientCv.withdrawClientCvConsent(user.id) }, 200);
  });
