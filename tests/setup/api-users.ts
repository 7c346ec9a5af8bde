import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { task, user } from '../../db/schema/index.ts';
import { validRegistration } from '../factories/registration.ts';
import { type SinkMessage, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { createTestApp } from './test-app.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let seq = 0;

/**
 * The test app of one test file: created before its tests (with `TRUST_PROXY`, so each call can
 * come from its own address) and closed after them. `env` may be a function, read when the app is
 * created: what an earlier `beforeAll` started (an SMTP sink's URL).
 */
export function fileTestApp(env: Record<string, string> | (() => Record<string, string>) = {}) {
  let ctx: TestApp | undefined;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true', ...(typeof env === 'function' ? env() : env) });
  });
  afterAll(() => ctx?.close());
  return () => ctx!;
}

/** A client address no other call of this file uses unless it is passed on (rate limits are per address). */
export const nextClientIp = () => `198.51.100.${(++seq % 250) + 1}`;

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
      ip = nextClientIp(),
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

/**
 * Confirms the e-mail address of an account as its owner does: the token of the latest verification
 * e-mail queued to `email`, taken to better-auth's verify-email endpoint.
 */
export async function verifyEmailByLink(ctx: () => TestApp, email: string) {
  const mail = (await queuedEmails(ctx, email)).filter((m) => m.template === 'verify-email').at(-1);
  if (!mail) throw new Error(`no verification e-mail to ${email}`);
  const token = new URL(String(mail.data.url)).searchParams.get('token');
  const response = await ctx().app.request(
    `/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`,
    {
      headers: { 'x-forwarded-for': nextClientIp() },
    },
  );
  expect(response.status, await response.clone().text()).toBeLessThan(400);
}

/** What `POST /api/registration/candidate` answers. */
export interface RegistrationAnswer {
  profile: Record<string, unknown> & { id: string; expertises: { id: number }[] };
  cvSettings: { token: string };
}

/**
 * Registers a candidate through the API: its session cookie, id and registration data, and the
 * response with its body.
 */
export async function registerCandidate(ctx: () => TestApp, overrides: Record<string, unknown> = {}) {
  const payload = validRegistration(overrides);
  const response = await apiCaller(ctx)('POST', '/api/registration/candidate', { body: payload });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as RegistrationAnswer;
  const cookie = cookiesOf(response);
  return { cookie, id: body.profile.id, email: String(payload.email), payload, response, body };
}

/**
 * `registerCandidate` whose e-mail is then confirmed (as the link in the verification e-mail would):
 * applying and the other actions that need a verified address are open to it.
 */
export async function registerVerifiedCandidate(ctx: () => TestApp, overrides: Record<string, unknown> = {}) {
  const registered = await registerCandidate(ctx, overrides);
  await ctx().database.db.update(user).set({ emailVerified: true }).where(eq(user.id, registered.id));
  return registered;
}

/** A queued e-mail: the payload of a send-email task. */
export interface QueuedEmail {
  template: string;
  to: string;
  locale: string;
  data: Record<string, unknown>;
}

/** The e-mails queued to `to` so far (delivered or not), oldest first. */
export async function queuedEmails(ctx: () => TestApp, to: string): Promise<QueuedEmail[]> {
  const rows = await ctx()
    .database.db.select()
    .from(task)
    .where(eq(task.name, 'send-email'))
    .orderBy(task.id);
  return rows.map((r) => r.payload as QueuedEmail).filter((p) => p.to === to);
}

/**
 * `fileTestApp` whose e-mail goes over SMTP to a local sink, as in production, with what a test of
 * its e-mail needs: `call` (see `apiCaller`), `emailsTo` (the e-mails queued to an address) and
 * `delivered`, which runs the app's task runner until no task is due (it is not started in tests)
 * and waits for the first received message that matches.
 */
export function fileTestAppWithSmtp(env: Record<string, string> = {}) {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());
  const app = fileTestApp(() => ({ SMTP_URL: sink!.url, ...env }));
  async function delivered(predicate: (message: SinkMessage) => boolean): Promise<SinkMessage> {
    while ((await app().accounts.runner.runDue()) > 0);
    return sink!.waitFor(predicate);
  }
  return { app, call: apiCaller(app), emailsTo: (to: string) => queuedEmails(app, to), delivered };
}
