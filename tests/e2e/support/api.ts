import type { Page } from 'playwright-core';
import { validRegistration } from '../../factories/registration.ts';
import { linkTo, type Mailbox } from './mailbox.ts';

/**
 * Arrange steps of end-to-end tests through the portal's REST API (what another client would do):
 * registering people, granting roles through admin endpoints, looking up jobs. Requests carry the
 * server's own Origin, as a browser's would.
 */
export function portalApi(baseUrl: () => string) {
  async function call(
    method: string,
    path: string,
    { body, cookie }: { body?: unknown; cookie?: string | undefined } = {},
  ): Promise<Response> {
    return fetch(baseUrl() + path, {
      method,
      headers: {
        origin: baseUrl(),
        'accept-language': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }
  async function json<T>(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string | undefined } = {},
  ) {
    const response = await call(method, path, options);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }
  return {
    call,
    json,
    /** Registers a candidate; returns the session cookie, the profile id and the sign-in details. */
    async register(overrides: Record<string, unknown> = {}) {
      const payload = validRegistration(overrides);
      const response = await call('POST', '/api/registration/candidate', { body: payload });
      if (response.status !== 201) throw new Error(`registration failed: ${await response.text()}`);
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { profile } = (await response.json()) as { profile: { id: string } };
      return { cookie, id: profile.id, email: String(payload.email), password: String(payload.password) };
    },
    /** Confirms a registered address by opening the link of its verification e-mail, as its owner would. */
    async verify(email: string, mailbox: Mailbox) {
      const mail = await mailbox.waitFor(email, /confirm|potvrď|bestätig/i);
      const response = await fetch(linkTo(mail, 'verify-email?token='));
      if (!response.ok) throw new Error(`verification failed: ${response.status}`);
    },
    /** Published jobs, first page of the default order, with their states. */
    async jobs(filter: Record<string, unknown> = {}, size = 50) {
      const page = await json<{ page: { content: { id: number; name: string; states: string[] }[] } }>(
        'POST',
        '/api/job-descriptions',
        { body: { filter, size } },
      );
      return page.page.content;
    },
  };
}

/**
 * Signs a new account up through the API in the page's browser context, so the session cookie stays
 * with the page; answers the profile id.
 */
export async function signUpInBrowser(
  page: Page,
  baseUrl: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const response = await page.request.post(`${baseUrl}/api/registration/candidate`, {
    data: payload,
    headers: { origin: baseUrl, 'accept-language': 'en' },
  });
  if (response.status() !== 201) throw new Error(`registration failed: ${await response.text()}`);
  return ((await response.json()) as { profile: { id: string } }).profile.id;
}
