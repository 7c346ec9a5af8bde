import { z } from '@hono/zod-openapi';
import { problemSchema } from '../../contracts/problem.ts';
import { documentTypes } from '../../core/shared/sniff-document.ts';
import { AUTH_CHALLENGES } from '../middleware/problem.ts';

/** An RFC 9457 problem answer, for a route's `responses`. */
export const problem = { content: { 'application/problem+json': { schema: problemSchema } } };

/** The header every 401 carries (RFC 9110 §11.6.1). */
export const wwwAuthenticate = {
  'WWW-Authenticate': {
    description: `The authentication challenge: \`${AUTH_CHALLENGES.session}\` (sign in, then send the session cookie or \`Authorization: Bearer <session token>\`), or \`${AUTH_CHALLENGES.cvPassword}\` for a password-protected shared CV (unlock it with \`POST /cv/{token}/unlock\`).`,
    required: true,
    schema: { type: 'string' as const, example: AUTH_CHALLENGES.session },
  },
};

/**
 * The answers the API's shared guards give (request-guards.ts, the body limit in server/app.ts, the
 * rate limits of server/rate-limits.ts), each with its problem body and stable `code`. Routes spread
 * what applies to them; `completeDocument` adds them where a route did not (openapi-document.ts).
 */
export const standardResponses = {
  400: {
    description:
      'The request does not match this operation (`VALIDATION_FAILED`, with translated messages per field), or its path, query or body carries characters that cannot be stored',
    ...problem,
  },
  401: {
    description: 'Not signed in (`UNAUTHORIZED`)',
    headers: wwwAuthenticate,
    ...problem,
  },
  403: { description: 'Signed in, but not allowed (`FORBIDDEN`)', ...problem },
  413: {
    description: 'The body is larger than the server takes (`PAYLOAD_TOO_LARGE`)',
    ...problem,
  },
  415: {
    description:
      'The body is not of a media type this operation takes, or a body was sent without a Content-Type (`UNSUPPORTED_MEDIA_TYPE`)',
    ...problem,
  },
  429: {
    description: 'Too many requests from this client or account (`RATE_LIMITED`); try again later',
    ...problem,
  },
  503: {
    description:
      'Bodies over 1 MB are read a few at a time; this one waited too long for its turn (`SERVER_BUSY`): send it again after `Retry-After` seconds',
    headers: {
      'Retry-After': {
        description: 'Seconds to wait before sending the request again',
        required: true,
        schema: { type: 'string' as const, example: '5' },
      },
    },
    ...problem,
  },
} as const;

/** The answer of a route that needs a session, to a caller without one. */
export const unauthorized = { 401: standardResponses[401] };

/** The answers of a route only admins may call. */
export const adminOnly = {
  401: standardResponses[401],
  403: { ...standardResponses[403], description: 'Signed in, but not an admin (`FORBIDDEN`)' },
};

/** The answer of a rate-limited route over its limit. */
export const rateLimited = { 429: standardResponses[429] };

const binary = { schema: z.string().openapi({ format: 'binary' }) };

/** The content of a stored CV document: PDF, DOC, DOCX or ODT, as its content was detected on upload. */
export const cvDocumentContent = Object.fromEntries(
  Object.values(documentTypes).map((type) => [type.mimeType, binary]),
);

/** The content of a PDF download. */
export const pdfContent = { 'application/pdf': binary };
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const docxContent = { [DOCX_TYPE]: binary };
