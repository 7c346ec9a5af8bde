import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';

export const UTM_COOKIE = 'utm';
export const UTM_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;
const UTM_KEYS = ['source', 'medium', 'campaign', 'recruit'] as const;

/** Keeps UTM parameters (source, medium, campaign, recruit) of a landing page in a cookie for 5 days. */
export function utmCookie({ secure }: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' && c.res.status < 400) {
      const url = new URL(c.req.url);
      const utm: Record<string, string> = {};
      for (const key of UTM_KEYS) {
        const value = url.searchParams.get(`utm_${key}`);
        if (value) utm[key] = value.slice(0, 100);
      }
      if (Object.keys(utm).length) {
        setCookie(c, UTM_COOKIE, JSON.stringify(utm), {
          path: '/',
          maxAge: UTM_MAX_AGE_SECONDS,
          sameSite: 'Lax',
          secure,
          httpOnly: false,
        });
      }
    }
  };
}
