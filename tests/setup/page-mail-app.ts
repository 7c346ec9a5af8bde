import { afterAll, expect } from 'vitest';
import { jobBody } from '../factories/jobs.ts';
import { type SinkMessage, startSmtpSink } from '../support/smtp-sink.ts';
import { apiCaller, nextClientIp } from './api-users.ts';
import { filePageTestApp } from './page-app.ts';

const ORIGIN = 'https://kariera.test';

/** What a page shows: its HTML without the scripts (the serialised loader data). */
export const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

/**
 * `filePageTestApp` for one test file whose mail goes over SMTP to a local sink: the API caller, the
 * mail delivered, a job published by an admin, and a page as a browser without scripts gets or posts it.
 */
export async function filePageMailTestApp(env: Record<string, string> = {}) {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const app = filePageTestApp({ RATE_LIMIT_SCALE: '50', SMTP_URL: sink.url, ...env });
  const call = apiCaller(app);
  /** The first mail `predicate` accepts, once every queued task has run. */
  async function delivered(predicate: (m: SinkMessage) => boolean) {
    while ((await app().accounts.runner.runDue()) > 0);
    return sink.waitFor(predicate);
  }
  /** Publishes a job (the factory's, with `overrides`) as the admin of `adminCookie`; answers its id. */
  async function publish(adminCookie: string, overrides: Record<string, unknown>) {
    const response = await call('POST', '/api/admin/jobs?publish=true', {
      cookie: adminCookie,
      body: jobBody(overrides),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }
  /** A page as a browser without scripts gets or posts it (signed in with `cookie`, if given). */
  async function page(path: string, fields?: Record<string, string>, lang = 'en', cookie?: string) {
    const response = await app().app.request(`${ORIGIN}${path}`, {
      method: fields ? 'POST' : 'GET',
      headers: {
        origin: ORIGIN,
        'x-forwarded-for': nextClientIp(),
        'accept-language': lang,
        ...(cookie ? { cookie } : {}),
        ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(fields ? { body: new URLSearchParams(fields).toString() } : {}),
      redirect: 'manual',
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }
  return { sink, app, call, delivered, publish, page };
}
