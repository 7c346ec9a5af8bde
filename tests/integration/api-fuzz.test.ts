import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileTestApp, nextClientIp } from '../setup/api-users.ts';
import { nastyString } from '../setup/hostile-text.ts';
import { declaresSession, operationsOf, propertiesOf, readOpenApiDocument } from '../support/openapi.ts';

/**
 * A property-based fuzz test over every public operation of the OpenAPI document, read at run time:
 * operations other engineers add later are covered without touching this file. Malformed input —
 * wrong types, huge and deeply nested values, control characters, NUL, lone surrogates, broken
 * percent-encodings, wrong or missing content types — must never be answered with a 5xx.
 */
const app = fileTestApp({ RATE_LIMIT_SCALE: '1000' });

/** Runs per operation: enough to meet every kind of value below, small enough for a 2-core runner. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const nastyText = nastyString(200_000);

const nastyNumber = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
);

/** Deep nesting: arrays or objects `depth` levels down. */
const deep = fc.tuple(fc.integer({ min: 10, max: 3000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.array(nastyText, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 50_000 }).map((n) => Array(n).fill(1)) },
  { weight: 1, arbitrary: fc.dictionary(nastyText, nastyText, { maxKeys: 5 }) },
  { weight: 1, arbitrary: deep },
);

/** A body: a JSON text of the schema's fields with nasty values, any JSON, or not JSON at all. */
function bodies(fields: string[]): fc.Arbitrary<string> {
  const shaped =
    fields.length > 0
      ? fc
          .record(Object.fromEntries(fields.map((f) => [f, nastyValue])), { requiredKeys: [] })
          .map((v) => JSON.stringify(v))
      : fc.constant('{}');
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: nastyValue.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"\\ud800"', '{"a":"\\u0000"}', '\u0000'),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  undefined,
);

/** A raw path or query segment: plain, percent-encoded nasty text, or a broken encoding. */
const urlSegment = fc.oneof(
  fc.constantFrom('1', '0', '-1', '999999999999999999999', 'abc', '%00', '%ED%A0%80', '%E0%A4%A', '%', '..'),
  nastyText.map((s) => {
    try {
      return encodeURIComponent(s.slice(0, 300));
    } catch {
      return '%ED%A0%80';
    }
  }),
);

async function publicOperations() {
  const doc = await readOpenApiDocument(app().app);
  return { doc, operations: operationsOf(doc).filter(({ op }) => !declaresSession(op)) };
}

describe('fuzzing every public operation of the OpenAPI document', () => {
  it('never answers malformed input with a 5xx', { timeout: 600_000 }, async () => {
    const { doc, operations } = await publicOperations();
    expect(operations.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const { method, path, op } of operations) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const bodyType = Object.keys(op.requestBody?.content ?? {})[0];
      const fields = propertiesOf(bodyType ? op.requestBody!.content[bodyType]!.schema : undefined, doc);
      const request = fc.record({
        params: fc.array(urlSegment, { minLength: 4, maxLength: 4 }),
        query: fc.array(fc.tuple(fc.constantFrom(...query, 'locale', 'x'), urlSegment), { maxLength: 4 }),
        body: bodies(fields),
        contentType: contentTypes,
      });
      await fc
        .assert(
          fc.asyncProperty(request, async ({ params, query: pairs, body, contentType }) => {
            let n = 0;
            const url =
              `/api${path.replace(/\{[^}]+\}/g, () => params[n++ % params.length]!)}` +
              (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '');
            const sendsBody = method !== 'GET' && method !== 'HEAD';
            const response = await app().app.request(url, {
              method,
              headers: {
                'x-forwarded-for': nextClientIp(),
                'accept-language': 'en',
                ...(contentType && sendsBody ? { 'content-type': contentType } : {}),
              },
              ...(sendsBody ? { body } : {}),
            });
            await response.arrayBuffer();
            if (response.status >= 500) {
              failures.push(`${method} ${url} [${contentType}] ${body.slice(0, 200)} → ${response.status}`);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: unknown) => failures.push(String(error).slice(0, 2000)));
    }
    expect(failures).toEqual([]);
  });
});
