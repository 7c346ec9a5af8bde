import { expect } from 'vitest';
import { validRegistration } from '../factories/registration.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;

/** The session cookies a response sets, as a `cookie` request header. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');

/**
 * Calls the API of a test app as a browser would: JSON or a FormData body, the session cookie, an
 * `Accept-Language`, and a distinct client address per call unless one is given (rate limits are per
 * address). The app must be created with `TRUST_PROXY: 'true'`.
 */
export function apiCaller(ctx: () => TestApp) {
  return async function call(
    method: string,
    url: string,
    {
      body,
      cookie,
      ip = `198.51.100.${(++seq % 250) + 1}`,
      lang = 'en',
    }: { body?: unknown; cookie?: string | undefined; ip?: string; lang?: string } = {},
  ) {
    const form = body instanceof FormData;
    return ctx().app.request(url, {
      method,
      headers: {
        ...(form || body === undefined ? {} : { 'content-type': 'application/json' }),
        'accept-language': lang,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
  };
}

/** Registers a candidate through the API and returns its session cookie, id and registration data. */
export async function registerCandidate(ctx: () => TestApp, overrides: Record<string, unknown> = {}) {
  const payload = validRegistration(overrides);
  const response = await apiCaller(ctx)('POST', '/api/registration/candidate', { body: payload });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as { profile: { id: string } };
  return { cookie: cookiesOf(response), id: body.profile.id, email: String(payload.email), payload };
}
