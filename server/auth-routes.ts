import { Hono } from 'hono';
import type { Accounts } from './accounts.ts';
import type { ServerI18n } from './i18n.ts';
import { fromAcceptLanguage } from '../core/shared/locale.ts';
import { problemResponse } from './middleware/problem.ts';
import { consumeSignIn, type RateLimitAction, ruleOf } from './rate-limits.ts';

/** The `email` of a sign-in request's body (JSON or form), read from a copy; '' when there is none. */
async function emailOf(request: Request): Promise<string> {
  try {
    const type = request.headers.get('content-type') ?? '';
    const email = type.includes('json')
      ? ((await request.clone().json()) as { email?: unknown }).email
      : (await request.clone().formData()).get('email');
    return typeof email === 'string' ? email.slice(0, 320) : '';
  } catch {
    return '';
  }
}

/** better-auth's endpoints that count against the portal's limits, keyed by the client's address. */
const LIMITED: Record<string, RateLimitAction> = {
  '/sign-in/email': 'signIn',
  '/sign-up/email': 'signUp',
  '/request-password-reset': 'passwordReset',
  '/reset-password': 'passwordReset',
  '/send-verification-email': 'resendVerification',
  '/verify-email': 'verifyEmail',
};

/**
 * The better-auth endpoints reachable over HTTP. Sign-up, password and e-mail changes and deletion
 * go through the portal's own routes (pages and /api), which add the profile, consent,
 * common-password, freshness and phone checks better-auth does not know about.
 */
const PUBLIC_ENDPOINTS: RegExp[] = [
  /^GET \/get-session$/,
  /^GET \/ok$/,
  /^GET \/error$/,
  /^POST \/sign-in\/email$/,
  /^POST \/sign-in\/social$/,
  /^(GET|POST) \/callback\/[\w-]+$/,
  /^POST \/sign-out$/,
  /^POST \/request-password-reset$/,
  /^POST \/send-verification-email$/,
  /^GET \/verify-email$/,
];

/**
 * /api/auth/*: better-auth's own endpoints (sessions, OAuth callbacks, and the e-mail and password
 * calls for clients other than the pages), behind the same rate limits as the pages.
 */
export function authRoutes({
  accounts,
  i18n,
  rateLimitScale,
}: {
  accounts: Accounts;
  i18n: ServerI18n;
  rateLimitScale: number;
}) {
  const app = new Hono<{ Variables: { clientIp: string } }>();
  app.on(['GET', 'POST'], '/*', async (c) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    if (!PUBLIC_ENDPOINTS.some((pattern) => pattern.test(`${c.req.method} ${path}`))) {
      const t = i18n.t(fromAcceptLanguage(c.req.header('accept-language')) ?? 'sk');
      return problemResponse(c, { title: t('errors.notFound'), status: 404, code: 'NOT_FOUND' });
    }
    const action = LIMITED[path];
    if (action && c.req.method === 'POST') {
      const verdict =
        action === 'signIn'
          ? // The same buckets as the sign-in page: per address, and per account across addresses.
            await consumeSignIn(accounts.deps.limiter, {
              ip: c.var.clientIp,
              email: await emailOf(c.req.raw),
              scale: rateLimitScale,
            })
          : await accounts.deps.limiter.consume(
              `${action}:${c.var.clientIp}`,
              ruleOf(action, rateLimitScale),
            );
      if (!verdict.allowed) {
        c.header('retry-after', String(verdict.retryAfter ?? 60));
        const t = i18n.t(fromAcceptLanguage(c.req.header('accept-language')) ?? 'sk');
        return problemResponse(c, { title: t('errors.rateLimited'), status: 429, code: 'RATE_LIMITED' });
      }
    }
    return accounts.auth.handler(c.req.raw);
  });
  return app;
}
