import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  myReferralSchema,
  referralConsentViewSchema,
  referralFormSchema,
  referralSubmittedSchema,
} from '../../contracts/referrals.ts';
import { sessionOf } from './candidates.ts';
import { json, problem, security, unauthorized } from './openapi-parts.ts';
import type { ApiEnv } from './env.ts';
import { validationHook } from './validation-hook.ts';

const idParam = z.object({
  id: z.string().openapi({
    param: { name: 'id', in: 'path' },
    description: 'The referral’s id (from the consent e-mail)',
  }),
});
const notFound = { 404: { description: 'No such referral', ...problem } };

const submit = createRoute({
  method: 'post',
  path: '/referrals',
  tags: ['Referral programme'],
  summary: 'Recommend a candidate (processFormReferral)',
  description:
    'Stores the recommendation with the referrer’s consent (a signed-in referrer is recorded as such) and e-mails the candidate a link to agree or to remove their data, the referrer a confirmation, and HR a notification. `jobId` names a published job; otherwise `projectText` describes the project. The answer never carries the referral’s id. Rate-limited per client address. A `jobId` of no published job is refused with 400 on `jobId`.',
  request: { body: { required: true, ...json(referralFormSchema) } },
  responses: {
    201: { description: 'Stored; the candidate was asked for consent', ...json(referralSubmittedSchema) },
    400: { description: 'Invalid fields, with translated messages per field', ...problem },
    429: { description: 'Too many submissions from this address', ...problem },
  },
});

const consentView = createRoute({
  method: 'get',
  path: '/referrals/{id}/consent',
  tags: ['Referral programme'],
  summary: 'What the referred candidate’s consent page shows',
  description:
    'Who recommended the candidate (by name only) and for what; after a removal only that the data were removed.',
  request: { params: idParam },
  responses: { 200: { description: 'The consent view', ...json(referralConsentViewSchema) }, ...notFound },
});

const consent = createRoute({
  method: 'post',
  path: '/referrals/{id}/consent',
  tags: ['Referral programme'],
  summary: 'The referred candidate agrees to be contacted',
  request: { params: idParam },
  responses: {
    200: { description: 'Agreed (or already agreed, or removed before)', ...json(referralConsentViewSchema) },
    ...notFound,
  },
});

const removeCandidate = createRoute({
  method: 'delete',
  path: '/referrals/{id}/candidate',
  tags: ['Referral programme'],
  summary: 'The referred candidate removes their data (processFormReferralRemoveCandidate)',
  description:
    'Erases the candidate’s name, e-mail, phone, information and current position; the referral becomes `removed`. Idempotent.',
  request: { params: idParam },
  responses: { 200: { description: 'Removed', ...json(referralConsentViewSchema) }, ...notFound },
});

const mine = createRoute({
  method: 'get',
  path: '/referrals/my',
  tags: ['Referral programme'],
  summary: 'My referrals, newest first, with the candidate’s timeline and the commission',
  description:
    'The referrals the signed-in user submitted. Never the candidate’s contact or CV: once the candidate agreed and applied for the job, the application’s statuses with their dates (`timeline`); once the placement starts (`placed`, `paid`), the commission’s state.',
  security,
  responses: { 200: { description: 'The referrals', ...json(z.array(myReferralSchema)) }, ...unauthorized },
});

/** The signed-in user's id, if any (public forms work for everybody). */
export async function optionalUserId(c: Context<ApiEnv>): Promise<string | undefined> {
  return (await c.var.account()).session?.user.id;
}

export const referralsApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  .openapi(submit, async (c) => {
    const { services, clientIp, locale } = c.var;
    await services.rateLimits.limitRate('publicForm', `referral:${clientIp}`);
    const input = c.req.valid('json');
    await services.referrals.submitReferral({
      input,
      referrerUserId: await optionalUserId(c),
      locale,
      ipAddress: clientIp,
    });
    return c.json({ status: 'pending' as const, candidateEmail: input.candidateEmail }, 201);
  })
  .openapi(mine, async (c) => {
    const { user } = await sessionOf(c);
    return c.json(await c.var.services.referrals.listMyReferrals(user.id), 200);
  })
  .openapi(consentView, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await c.var.services.referrals.getReferralConsent(c.req.valid('param').id), 200);
  })
  .openapi(consent, async (c) =>
    c.json(await c.var.services.referrals.consentToReferral(c.req.valid('param').id), 200),
  )
  .openapi(removeCandidate, async (c) =>
    c.json(await c.var.services.referrals.removeReferralCandidate(c.req.valid('param').id), 200),
  );
