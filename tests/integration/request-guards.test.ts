import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { task } from '../../db/schema/index.ts';
import { apiCaller, fileTestApp, nextClientIp, registerCandidate } from '../setup/api-users.ts';

const app = fileTestApp({ RATE_LIMIT_SCALE: '50' });
const call = apiCaller(app);

/** A raw request as any client could send it (a distinct client address each). */
const raw = (method: string, url: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}) =>
  app().app.request(url, {
    method,
    headers: { 'accept-language': 'en', 'x-forwarded-for': nextClientIp(), ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });

type Operation = { method: string; path: string; secured: boolean; bodyTypes: string[] };

/** Every operation of the OpenAPI document, read at run time (operations added later are covered). */
async function operations(): Promise<Operation[]> {
  const doc = (await (await raw('GET', '/api/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<string, { security?: Record<string, unknown>[]; requestBody?: { content: object } }>
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      // Private: a session is required. `[{}, { session: [] }]` means a session is optional (a shared CV).
      secured:
        (op.security ?? []).some((r) => Object.keys(r).length > 0) &&
        !(op.security ?? []).some((r) => Object.keys(r).length === 0),
      bodyTypes: Object.keys(op.requestBody?.content ?? {}),
    })),
  );
}

/** A concrete URL of an OpenAPI path: every parameter is `1`. */
const urlOf = (path: string) => `/api${path.replace(/\{[^}]+\}/g, '1')}`;

describe('authentication before validation', () => {
  it('answers 401 to an anonymous call of every private operation, whatever its body', async () => {
    const secured = (await operations()).filter((o) => o.secured);
    expect(secured.length).toBeGreaterThan(20);
    for (const op of secured) {
      for (const body of ['{}', '{"id":"x","email":1}', 'not json']) {
        const response = await raw(op.method, urlOf(op.path), {
          headers: { 'content-type': 'application/json' },
          ...(op.method === 'GET' ? {} : { body }),
        });
        expect(response.status, `${op.method} ${op.path} ${body}`).toBe(401);
      }
    }
  });

  it('answers 401 (not 400) to an anonymous application with an empty body', async () => {
    const response = await call('POST', '/api/job-application/apply', { body: {} });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('UNAUTHORIZED');
  });

  it('answers 403 (not 400) to a candidate sending an invalid body to an admin operation', async () => {
    const { cookie } = await registerCandidate(app);
    const response = await call('PUT', '/api/admin/jobs/1', { body: { name: 42 }, cookie });
    expect(response.status).toBe(403);
  });
});

describe('wrong content types', () => {
  it('answer 415 on every operation with a body, anonymous or signed in, never a 500', async () => {
    const { cookie } = await registerCandidate(app);
    const withBody = (await operations()).filter((o) => o.bodyTypes.length && !o.path.startsWith('/admin/'));
    expect(withBody.length).toBeGreaterThan(10);
    for (const op of withBody) {
      for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
        if (op.bodyTypes.some((t) => type.startsWith(t))) continue;
        const response = await raw(op.method, urlOf(op.path), {
          headers: { 'content-type': type, ...(op.secured ? { cookie } : {}) },
          body: '{}',
        });
        expect(response.status, `${op.method} ${op.path} as ${type}`).toBe(415);
        expect((await response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
    }
  });

  it('answers 415 to the salary calculator sent as text/plain and to a body without a type', async () => {
    const typed = await raw('POST', '/api/salary/employment', {
      headers: { 'content-type': 'text/plain' },
      body: '{"amount":3000}',
    });
    expect(typed.status).toBe(415);
    const untyped = await raw('POST', '/api/salary/employment', { body: new Uint8Array([123, 125]) });
    expect(untyped.status).toBe(415);
  });

  it('answers 415 to a CV upload sent as JSON', async () => {
    const { cookie } = await registerCandidate(app);
    const response = await call('POST', '/api/job-application/cv-upload', { body: { file: 'x' }, cookie });
    expect(response.status).toBe(415);
  });
});

describe('NUL, lone surrogates and broken encodings', () => {
  it.each([
    '/api/expertises?name=%00',
    '/api/expertises?name=%ED%A0%80',
    '/api/expertises?name=%E0%A4%A',
    '/api/job-descriptions/%00',
    '/api/referrals/a%00b/consent',
  ])('GET %s → 400', async (url) => {
    const response = await raw('GET', url);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('VALIDATION_FAILED');
  });

  it('refuses NUL and lone surrogates in JSON bodies with a field message, and queues no e-mail', async () => {
    const email = `surrogate.${Date.now()}@example.sk`;
    for (const message of ['Hello \ud800 there', 'Hello \udc00', 'a\u0000b']) {
      const response = await call('POST', '/api/contact-messages', {
        body: { phone: '+421 905 123 456', message, email, consent: true },
      });
      expect(response.status).toBe(400);
      const problem = await response.json();
      expect(problem.fieldErrors.message).toEqual([
        'This text contains characters that cannot be stored. Please remove them.',
      ]);
    }
    const keyed = await call('POST', '/api/contact-messages', {
      body: { phone: '+421 905 123 456', message: 'hi', 'x\u0000': 1, consent: true },
    });
    expect(keyed.status).toBe(400);
    const tasks = await app().database.db.select().from(task).where(eq(task.name, 'send-email'));
    expect(tasks.filter((t) => JSON.stringify(t.payload).includes(email))).toEqual([]);
  });

  it('keeps a pair of surrogates (an emoji) as text', async () => {
    const response = await call('POST', '/api/contact-messages', {
      body: { phone: '+421 905 123 456', message: 'Ahoj 👋 čau', consent: true },
    });
    expect(response.status).toBeLessThan(300);
  });

  it('refuses a body nested deeper than any schema needs', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const response = await raw('POST', '/api/job-descriptions', {
      headers: { 'content-type': 'application/json' },
      body: `{"filter":${deep}}`,
    });
    expect(response.status).toBe(400);
  });
});

describe('personal answers are never cached', () => {
  it('marks the profile, its 401 and every answer to a signed-in request private, no-store', async () => {
    const { cookie } = await registerCandidate(app);
    for (const url of ['/api/candidates/my', '/api/job-application/my', '/api/job-application/cvs']) {
      const mine = await call('GET', url, { cookie });
      expect(mine.status, url).toBe(200);
      expect(mine.headers.get('cache-control'), url).toBe('private, no-store');
      const anonymous = await call('GET', url);
      expect(anonymous.headers.get('cache-control'), url).toBe('private, no-store');
    }
    const publicForSignedIn = await call('GET', '/api/enums', { cookie });
    expect(publicForSignedIn.headers.get('cache-control')).toContain('no-store');
  });
});
