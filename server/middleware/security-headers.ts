import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { EMBEDDABLE_PAGES } from '../../contracts/embeddable-pages.ts';

/** `/TownBratislava`, `/en/net-projects` …: the pages other sites may show in a frame. */
const EMBEDDABLE = new RegExp(`^(/(sk|en|de))?/(${EMBEDDABLE_PAGES.join('|')})/?$`);

/** Where the built-in social providers' sign-in starts (their authorization endpoints' origins). */
const AUTHORIZATION_ORIGINS: Record<string, string> = {
  google: 'https://accounts.google.com',
  linkedin: 'https://www.linkedin.com',
  facebook: 'https://www.facebook.com',
  github: 'https://github.com',
};

/**
 * The origins a social sign-in form may be redirected to: a button posts to the portal, which
 * answers with a redirect to the provider, and browsers apply `form-action` to that redirect too.
 * A generic OpenID Connect provider's is its issuer's (the origin of its discovery document).
 */
export function socialSignInOrigins(providers: readonly { id: string; discoveryUrl?: string }[]): string[] {
  const origins = providers.map((p) => {
    if (AUTHORIZATION_ORIGINS[p.id]) return AUTHORIZATION_ORIGINS[p.id];
    if (!p.discoveryUrl) return undefined;
    try {
      return new URL(p.discoveryUrl).origin;
    } catch {
      return undefined;
    }
  });
  return [...new Set(origins.filter((o): o is string => Boolean(o)))];
}

/** The origin the browser's Sentry SDK sends envelopes to (the DSN's), if the DSN is a URL. */
export function errorReportingOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}

/** Strict security headers; pages get a per-request script nonce in `c.var.nonce`. */
export function securityHeaders({
  secure,
  socialProviders = [],
  errorReportingDsn,
}: {
  secure: boolean;
  /** The configured social sign-in providers: their sign-in origins are allowed in `form-action`. */
  socialProviders?: readonly { id: string; discoveryUrl?: string }[];
  /**
   * SENTRY_DSN: the browser SDK posts to the DSN's origin (`connect-src`), and session replay
   * compresses in a worker it creates from a blob (`worker-src`).
   */
  errorReportingDsn?: string;
}): MiddlewareHandler<{ Variables: { nonce: string } }> {
  const formAction = ["form-action 'self'", ...socialSignInOrigins(socialProviders)].join(' ');
  const sentryOrigin = errorReportingOrigin(errorReportingDsn);
  const connectSrc = sentryOrigin ? `connect-src 'self' ${sentryOrigin}` : "connect-src 'self'";
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    const embeddable = EMBEDDABLE.test(c.req.path);
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      connectSrc,
      ...(sentryOrigin ? ["worker-src 'self' blob:"] : []),
      embeddable ? 'frame-ancestors *' : "frame-ancestors 'self'",
      "base-uri 'self'",
      formAction,
      "object-src 'none'",
    ].join('; ');
    c.header('content-security-policy', csp);
    c.header('x-content-type-options', 'nosniff');
    // A page reached by a secret link (app/lib/token-page.ts) keeps its stricter `no-referrer`.
    if (!c.res.headers.has('referrer-policy')) c.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!embeddable) c.header('x-frame-options', 'SAMEORIGIN');
    c.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    c.header('cross-origin-opener-policy', 'same-origin');
    if (secure) c.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}
