import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, bodyClassOf } from '../../server/middleware/body-limits.ts';
import { nextClientIp, registerVerifiedCandidate } from './api-users.ts';
import { nastyString } from './hostile-text.ts';
import { filePageTestApp } from './page-app.ts';
import { testDriver } from './test-db.ts';

/**
 * A property-based fuzz test over every page action (every route module of React Router's build that
 * exports `action`, read at run time: forms added later are covered without touching this file), as
 * an anonymous visitor, a candidate and an admin, with the bodies a crafted client can send: form
 * posts with the page's own field names and intents (taken from its rendered form) and nasty values
 * (control characters, NUL, lone surrogates, huge and repeated values, bracketed names, unknown
 * intents), multipart bodies with and without files, broken multipart, JSON, text/plain, no content
 * type, and bodies over the route's limit; as document posts and as React Router `.data` requests.
 * Nothing may be answered with a 5xx or reach the error reporter; what the guard refuses gets its
 * own status (415, 400, 413).
 *
 * Each visitor's run is a test file of its own (`tests/integration/page-action-fuzz-*.test.ts`), so
 * that the three run on different workers at the same time.
 */
const ADMIN = `fuzz.admin.${Date.now()}@example.sk`;
const app = filePageTestApp({ RATE_LIMIT_SCALE: '1000', ADMIN_EMAILS: ADMIN });
const ORIGIN = 'https://kariera.test';

export type FuzzRole = 'anonymous' | 'candidate' | 'admin';

const VISITOR: Record<FuzzRole, string> = {
  anonymous: 'an anonymous visitor',
  candidate: 'a candidate',
  admin: 'an admin',
};

/** Requests per route and role; 5,000+ in all (over the three roles) with the routes of today. */
const RUNS = Number(process.env.PAGE_FUZZ_RUNS ?? 32);

interface ActionRoute {
  id: string;
  /** The URL path pattern, e.g. `/:lang?/jobs/:id/apply`. */
  pattern: string;
}

/** The page actions of the server build, with their full path patterns. */
function actionRoutes(): ActionRoute[] {
  const routes = app().build.routes as Record<
    string,
    { id: string; parentId?: string; path?: string; module: { action?: unknown } }
  >;
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return '';
    const parent = fullPath(route.parentId);
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
  };
  return Object.values(routes)
    .filter((r) => typeof r.module.action === 'function')
    .map((r) => ({ id: r.id, pattern: fullPath(r.id) || '/' }));
}

const nastyText = nastyString(20_000);

const COMMON_FIELDS = [
  'intent',
  'email',
  'password',
  'name',
  'message',
  'gdpr',
  'id',
  'locale',
  'redirectTo',
];

/** What one fuzzed request sends. */
type Variant =
  | { kind: 'form'; fields: [string, string][]; multipart: boolean; file: boolean }
  | { kind: 'raw'; contentType: string | undefined; body: string; expect: readonly number[] }
  | { kind: 'oversized'; multipart: boolean };

function variants(fields: string[], intents: string[]): fc.Arbitrary<Variant> {
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fields, ...COMMON_FIELDS) },
    { weight: 1, arbitrary: fc.constantFrom('a[b][c][d]', 'x'.repeat(2000), '__proto__', 'constructor', '') },
  );
  const value = fc.oneof(
    { weight: 2, arbitrary: nastyText },
    { weight: 1, arbitrary: fc.constantFrom(...intents, 'delete-everything', 'INTENT', '') },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('form' as const),
        fields: fc.array(fc.tuple(name, value), { maxLength: 12 }),
        multipart: fc.boolean(),
        file: fc.boolean(),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.record({
          kind: fc.constant('raw' as const),
          contentType: fc.constantFrom('application/json', 'text/plain', 'application/xml', undefined),
          body: fc.oneof(
            fc.jsonValue().map((v) => JSON.stringify(v)),
            fc.string({ unit: 'binary', maxLength: 200 }),
          ),
          expect: fc.constant([415]),
        }),
        fc.record({
          kind: fc.constant('raw' as const),
          contentType: fc.constantFrom(
            'multipart/form-data; boundary=xyz',
            'multipart/form-data',
            'multipart/form-data; boundary=',
          ),
          body: fc.constantFrom(
            '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nx',
            '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--abc--\r\n',
            'not multipart at all',
            '--xyz\r\n\r\n\r\n--xyz--',
          ),
          expect: fc.constant([400]),
        }),
      ),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('oversized' as const), multipart: fc.boolean() }) },
  );
}

const bigBody = new Map<number, Uint8Array<ArrayBuffer>>();

function encode(
  variant: Variant,
  limit: number,
): { body: BodyInit | undefined; contentType?: string | undefined; length?: number } {
  if (variant.kind === 'raw') return { body: variant.body, contentType: variant.contentType };
  if (variant.kind === 'oversized') {
    const big = (bigBody.get(limit) ??
      bigBody.set(limit, new TextEncoder().encode(`message=${'x'.repeat(limit)}`)).get(limit))!;
    // Declared, as browsers do: refused before a byte of it is read.
    return {
      length: big.length,
      body: big.slice(),
      contentType: variant.multipart
        ? 'multipart/form-data; boundary=xyz'
        : 'application/x-www-form-urlencoded',
    };
  }
  if (!variant.multipart) {
    const params = new URLSearchParams();
    for (const [k, v] of variant.fields) params.append(k, v.replace(/[\ud800-\udfff]/g, '\ufffd'));
    // A lone surrogate or a broken escape as raw percent-encoding, which URLSearchParams cannot produce.
    const extra = variant.fields.some(([, v]) => /[\ud800-\udfff]/.test(v)) ? '&x=%ED%A0%80&y=%E0%A4%A' : '';
    return { body: params.toString() + extra, contentType: 'application/x-www-form-urlencoded' };
  }
  const form = new FormData();
  for (const [k, v] of variant.fields) form.append(k, v);
  if (variant.file) {
    for (const field of ['file', 'image', 'photo', 'avatar', 'cv'])
      form.append(field, new Blob(['%PDF-1.4\n%\u00e2\u00e3\n', 'x'.repeat(100)]), 'a\u0000b.pdf');
  }
  return { body: form };
}

/** The field names and intents of the forms a page renders for this visitor. */
async function formOf(path: string, cookie: string | undefined) {
  const response = await app().app.request(`${ORIGIN}${path}`, {
    headers: { 'x-forwarded-for': nextClientIp(), ...(cookie ? { cookie } : {}) },
  });
  const html = response.ok ? await response.text() : '';
  const names = [...html.matchAll(/\sname="([^"]+)"/g)].map((m) => m[1]!);
  const intents = [...html.matchAll(/<button[^>]*name="intent"[^>]*value="([^"]+)"/g)].map((m) => m[1]!);
  return { fields: [...new Set(names)].slice(0, 40), intents: [...new Set(intents)] };
}

const paramValue = fc.constantFrom('1', 'x', '999999999999', '-1', 'a'.repeat(300), 'programmer', 'tester');

/**
 * The fuzz for one kind of visitor. The guards under test sit in front of the database, so it runs in
 * the PGlite pass of the gate only; the PostgreSQL pass repeats the tests whose behaviour depends on
 * the database.
 */
export function describePageActionFuzz(role: FuzzRole) {
  describe.skipIf(testDriver() === 'postgres')(`fuzzing every page action as ${role}`, () => {
    it(`never answers a crafted body with a 5xx, for ${VISITOR[role]}`, { timeout: 600_000 }, async () => {
      const cookie =
        role === 'anonymous'
          ? undefined
          : (await registerVerifiedCandidate(app, role === 'admin' ? { email: ADMIN } : {})).cookie;
      const routes = actionRoutes();
      expect(routes.length).toBeGreaterThan(40);
      let requests = 0;
      const failures: string[] = [];
      const statuses = new Map<number, number>();

      for (const route of routes) {
        // Signing out would end the session the other requests of this role use.
        if (route.id === 'sign-out' && cookie) continue;
        const samplePath =
          route.pattern
            .replace(/\/:lang\?/, '')
            .replace(/:\w+\??/g, '1')
            .replace('*', 'x') || '/';
        const { fields, intents } = await formOf(samplePath, cookie);
        const request = fc.record({
          lang: fc.constantFrom('', '/en', '/de'),
          params: fc.array(paramValue, { minLength: 3, maxLength: 3 }),
          // Mostly React Router's data requests: the same actions, without rendering a document after each.
          data: fc.oneof(
            { weight: 3, arbitrary: fc.constant(true) },
            { weight: 1, arbitrary: fc.constant(false) },
          ),
          variant: variants(fields, intents),
        });
        await fc
          .assert(
            fc.asyncProperty(request, async ({ lang, params, data, variant }) => {
              let n = 0;
              const path =
                route.pattern
                  .replace(/^\/:lang\?/, lang)
                  .replace(/:\w+\??/g, () => params[n++ % params.length]!)
                  .replace('*', 'x') || '/';
              const url = data ? `${path === '/' ? '/_root' : path}.data` : path;
              const limit = BODY_LIMITS[bodyClassOf(url)];
              const { body, contentType, length } = encode(variant, limit);
              const response = await app().app.request(`${ORIGIN}${url}`, {
                method: 'POST',
                headers: {
                  origin: ORIGIN,
                  'x-forwarded-for': nextClientIp(),
                  'accept-language': 'en',
                  ...(cookie ? { cookie } : {}),
                  ...(contentType ? { 'content-type': contentType } : {}),
                  ...(length ? { 'content-length': String(length) } : {}),
                },
                body,
              });
              await response.arrayBuffer();
              requests++;
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
              const expected =
                variant.kind === 'raw' ? variant.expect : variant.kind === 'oversized' ? [413] : undefined;
              const ok = response.status < 500 && (!expected || expected.includes(response.status));
              if (!ok)
                failures.push(
                  `${role} POST ${url} ${JSON.stringify(variant).slice(0, 300)} → ${response.status}`,
                );
              return ok;
            }),
            { numRuns: RUNS, endOnFailure: true },
          )
          .catch((error: unknown) => failures.push(String(error).slice(0, 1500)));
      }
      console.info(
        `page-action fuzz (${role}): ${requests} requests over ${routes.length} actions`,
        Object.fromEntries(statuses),
      );
      expect(failures).toEqual([]);
      expect(app().reported.map((r) => String(r.error).slice(0, 300))).toEqual([]);
      // 32 runs of every action: over 5,000 requests for the three visitors together.
      expect(requests).toBeGreaterThanOrEqual(1_600);
    });
  });
}
