import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  appLanguageSchema,
  candidateProfileSchema,
  deleteAccountSchema,
  notificationSettingsSchema,
  updateProfileSchema,
} from '../../contracts/account.ts';
import { AppError } from '../../core/shared/app-error.ts';
import { contentDisposition } from '../../core/shared/content-disposition.ts';
import type { AuthOutcome } from '../account-types.ts';
import { problemResponse } from '../middleware/problem.ts';
import { json, problem, security } from './openapi-parts.ts';
import { rateLimited } from './responses.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

const signedIn = {
  401: { description: 'Not signed in', ...problem },
  404: { description: 'The account has no profile yet (sign-up not finished)', ...problem },
};

const getMy = createRoute({
  method: 'get',
  path: '/candidates/my',
  tags: ['Candidates'],
  summary: 'The signed-in candidate’s profile',
  security,
  responses: { 200: { description: 'The profile', ...json(candidateProfileSchema) }, ...signedIn },
});

const putMy = createRoute({
  method: 'put',
  path: '/candidates/my',
  tags: ['Candidates'],
  summary: 'Update the profile',
  description:
    'The stored profile merged with the fields sent, validated as a whole (the phone against the numbering plan of its country). Returns the profile. Refused with 400 on the field: a `phone` that is not a number of the numbering plan of `phoneCountry`, `expertises` that are not ids of the technology catalogue.',
  security,
  request: { body: { required: true, ...json(updateProfileSchema) } },
  responses: {
    200: { description: 'The updated profile', ...json(candidateProfileSchema) },
    400: { description: 'Invalid fields, with translated messages per field', ...problem },
    ...signedIn,
  },
});

const putNotifications = createRoute({
  method: 'put',
  path: '/candidates/my/notification-settings',
  tags: ['Candidates'],
  summary: 'Newsletter choices',
  description: 'Sets the choices sent and returns only the fields that changed.',
  security,
  request: { body: { required: true, ...json(notificationSettingsSchema) } },
  responses: {
    200: { description: 'The changed fields', ...json(notificationSettingsSchema) },
    400: { description: 'Invalid body', ...problem },
    ...signedIn,
  },
});

const putLanguage = createRoute({
  method: 'put',
  path: '/candidates/my/language',
  tags: ['Candidates'],
  summary: 'Language of the portal and of e-mails',
  security,
  request: { body: { required: true, ...json(appLanguageSchema) } },
  responses: {
    200: {
      description: 'The new app language',
      ...json(z.object({ appLanguage: z.object({ value: z.enum(['sk', 'en', 'de']) }) })),
    },
    400: { description: 'Unsupported language', ...problem },
    ...signedIn,
  },
});

const exportMy = createRoute({
  method: 'get',
  path: '/candidates/my/export',
  tags: ['Candidates'],
  summary: 'Download all my data (JSON)',
  security,
  responses: {
    200: { description: 'Everything stored about the account', ...json(z.record(z.string(), z.unknown())) },
    401: signedIn[401],
  },
});

const avatar = createRoute({
  method: 'get',
  path: '/candidates/my/avatar',
  tags: ['Candidates'],
  summary: 'The signed-in candidate’s photo',
  security,
  responses: {
    200: {
      description: 'The image',
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...signedIn,
  },
});

const deleteMy = createRoute({
  method: 'delete',
  path: '/candidates/my',
  tags: ['Candidates'],
  summary: 'Delete the account for good',
  description:
    'Needs a session signed in within the last 10 minutes (else 403 `recent_login_required`) and, for accounts with a password, the current password. Removes the profile, CV, personal data of applications, consents, sessions and uploaded files.',
  security,
  request: { body: { required: true, ...json(deleteAccountSchema) } },
  responses: {
    204: { description: 'Deleted; the session cookie is cleared' },
    400: { description: 'Wrong password or missing confirmation', ...problem },
    401: signedIn[401],
    403: { description: 'The session is not fresh: re-authenticate first', ...problem },
    ...rateLimited,
  },
});

/** The signed-in account of the request, or a 401. */
export async function sessionOf(c: Context<ApiEnv>) {
  const session = (await c.var.account()).session;
  if (!session) throw new AppError('UNAUTHORIZED');
  return session;
}

/** An authentication failure as problem+json with its translated docs/product/errors.md message. */
export function authProblem(c: Context<ApiEnv>, outcome: Extract<AuthOutcome, { ok: false }>): Response {
  if (outcome.status === 429) c.header('retry-after', '60');
  return problemResponse(c, {
    title: c.var.t(`auth.errors.${outcome.code}` as never),
    status: outcome.status,
    code: outcome.status === 429 ? 'RATE_LIMITED' : outcome.code,
  });
}

export const candidatesApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(getMy, async (c) => {
    const { user } = await sessionOf(c);
    const profile = await c.var.services.accounts.getCandidateProfile(user.id);
    if (!profile) throw new AppError('NOT_FOUND');
    return c.json(profile, 200);
  })
  .openapi(putMy, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.accounts.updateCandidateProfile(user.id, c.req.valid('json')), 200);
  })
  .openapi(putNotifications, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(
      await c.var.services.accounts.updateNotificationSettings(user.id, c.req.valid('json')),
      200,
    );
  })
  .openapi(putLanguage, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.accounts.setAppLanguage(user.id, c.req.valid('json').language), 200);
  })
  .openapi(exportMy, async (c) => {
    const { user } = await sessionOf(c);
    const data = await c.var.services.accounts.exportMyData(user.id);
    c.header(
      'content-disposition',
      contentDisposition('attachment', `kariera-it-my-data-${data.exportedAt.slice(0, 10)}.json`),
    );
    c.header('cache-control', 'no-store');
    return c.json(data, 200);
  })
  .openapi(avatar, async (c) => {
    const { user } = await sessionOf(c);
    const file = await c.var.services.accounts.getAvatar(user.id);
    if (!file) throw new AppError('NOT_FOUND');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.mimeType,
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    }) as never;
  })
  .openapi(deleteMy, async (c) => {
    await sessionOf(c);
    const outcome = await (await c.var.account()).deleteAccount({ password: c.req.valid('json').password });
    if (!outcome.ok) return authProblem(c, outcome) as never;
    for (const cookie of outcome.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    return c.body(null, 204);
  });
