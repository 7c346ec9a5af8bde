import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Strict security headers; pages get a per-request script nonce in `c.var.nonce`. */
export function securityHeaders({
  secure,
}: {
  secure: boolean;
}): MiddlewareHandler<{ Variables: { nonce: string } }> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    const docs = c.req.path === '/api/docs';
    const csp = [
      "default-src 'self'",
      docs
        ? "script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net"
        : `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'" +
        (docs ? ' https://cdn.jsdelivr.net https://fonts.googleapis.com' : ''),
      "img-src 'self' data: https:",
      "font-src 'self'" + (docs ? ' https://fonts.gstatic.com https://cdn.jsdelivr.net' : ''),
      "connect-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ');
    c.header('content-security-policy', csp);
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'strict-origin-when-cross-origin');
    c.header('x-frame-options', 'SAMEORIGIN');
    c.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    c.header('cross-origin-opener-policy', 'same-origin');
    if (secure) c.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}
