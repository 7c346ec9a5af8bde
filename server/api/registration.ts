import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { registrationResponseSchema, signUpSchema } from '../../contracts/account.ts';
import { translateFieldErrors, validationProblem, problemResponse } from '../middleware/problem.ts';
import { problem } from './openapi-parts.ts';
import { authProblem } from './candidates.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

const register = createRoute({
  method: 'post',
  path: '/registration/candidate',
  tags: ['Candidates'],
  summary: 'Register a candidate',
  description:
    'Creates the account and its profile (docs/product/entities.md registration payload: expertises as ids, e-mail, password, GDPR consent and the profile fields; multipart/form-data with an optional `avatar` image ≤ 5 MB, or JSON without one), signs in with remember-me (session cookie) and sends the verification e-mail. Rate-limited per client address. Refused with 400 on the field: a `phone` that is not a number of the numbering plan of `phoneCountry`, `expertises` that are not ids of the technology catalogue.',
  request: {
    body: {
      // Either content type; the handler validates multipart bodies with the same schema.
      required: false,
      content: {
        'application/json': { schema: signUpSchema },
        'multipart/form-data': {
          schema: z
            .object({ avatar: z.any().openapi({ type: 'string', format: 'binary' }) })
            .partial()
            .passthrough(),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'The new profile and CV settings',
      content: { 'application/json': { schema: registrationResponseSchema } },
    },
    400: {
      description: 'Invalid fields (per-field translated messages) or e-mail already registered',
      ...problem,
    },
    429: { description: 'Too many registrations from this address', ...problem },
  },
});

/** The form fields of a multipart body (Hono's parsed and cached body); repeated names become arrays. */
function fieldsOf(body: Record<string, string | File | (string | File)[]>) {
  const fields: Record<string, unknown> = {};
  let avatar: File | undefined;
  for (const [name, value] of Object.entries(body)) {
    if (name === 'avatar') {
      const file = Array.isArray(value) ? value[0] : value;
      if (typeof file !== 'string' && file && file.size > 0) avatar = file;
    } else if (name === 'expertises') fields.expertises = ([] as unknown[]).concat(value);
    else fields[name] = Array.isArray(value) ? value[0] : value;
  }
  return { fields, avatar };
}

export const registrationApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook }).openapi(
  register,
  async (c) => {
    const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
    const { fields, avatar } = multipart
      ? fieldsOf(await c.req.parseBody({ all: true }))
      : { fields: await c.req.json<Record<string, unknown>>(), avatar: undefined };
    const parsed = signUpSchema.safeParse({ language: c.var.locale, ...fields });
    if (!parsed.success) return validationProblem(c, parsed.error, c.var.t) as never;
    const account = await c.var.account();
    const outcome = await account.signUp(parsed.data, avatar);
    if (!outcome.ok) {
      if (outcome.fieldErrors)
        return problemResponse(c, {
          title: c.var.t('errors.validation'),
          status: 400,
          code: outcome.code === 'email_exists' ? 'email_exists' : 'VALIDATION_FAILED',
          fieldErrors: translateFieldErrors(outcome.fieldErrors, c.var.t),
        }) as never;
      return authProblem(c, outcome) as never;
    }
    for (const cookie of outcome.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    const userId = outcome.userId;
    const profile = await c.var.services.accounts.getCandidateProfile(userId);
    const cvSettings = await c.var.services.accounts.getCvSettings(userId);
    return c.json({ profile: profile!, cvSettings: cvSettings! }, 201);
  },
);
