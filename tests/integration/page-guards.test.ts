import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { createMetrics } from '../../server/metrics.ts';
import { registerCandidate, type TestApp } from '../setup/api-users.ts';
import { createTestApp } from '../setup/test-app.ts';

/**
 * The server's handling of page requests around React Router, with a stand-in page renderer that
 * answers like a page without caching headers of its own (the built pages are covered end to end).
 */
let ctx: TestApp;
let pages: ReturnType<typeof createApp>;
const rendered: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  pages = createApp({
    ...ctx,
    logger: createLogger('silent'),
    metrics: createMetrics(),
    ssr: async (request) => {
      rendered.push(new URL(request.url).pathname);
      return new Response('<!doctype html><title>page</title>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  });
});
afterAll(() => ctx?.close());

describe('pages', () => {
  it('are private, no-store for a signed-in visitor, and profile and admin pages always', async () => {
    const { cookie } = await registerCandidate(() => ctx);
    for (const path of ['/', '/en/jobs', '/profile', '/de/profile/privacy']) {
      const response = await pages.request(path, { headers: { cookie } });
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    for (const path of [
      '/profile',
      '/en/profile/applications',
      '/admin',
      '/de/admin/jobs',
      '/en/admin.data',
    ]) {
      const response = await pages.request(path);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect((await pages.request('/en/jobs')).headers.get('cache-control')).toBeNull();
  });

  it('answer 400 to NUL, lone surrogates and broken encodings in the URL without rendering', async () => {
    rendered.length = 0;
    for (const path of ['/jobs?q=%00', '/jobs/%00', '/en/jobs?q=%ED%A0%80', '/jobs?q=%E0%A4%A']) {
      const response = await pages.request(path);
      expect(response.status, path).toBe(400);
    }
    const form = new URLSearchParams({ message: 'a\u0000b' });
    const posted = await pages.request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://kariera.test' },
      body: form.toString(),
    });
    expect(posted.status).toBe(400);
    expect(rendered).toEqual([]);
  });
});
