import fc from 'fast-check';
import { type Document, resolve, type Schema } from './openapi.ts';

/**
 * fast-check arbitraries of values VALID against a JSON Schema, for the subset the API's OpenAPI
 * document uses: `type` (also a list), `enum`, `const`, `format` (email, uri, date, date-time,
 * uuid), `minLength`/`maxLength`, `minimum`/`maximum` (also exclusive), `multipleOf`, simple
 * `pattern`s, `required`, `items`/`minItems`/`maxItems`, `oneOf`/`anyOf`/`allOf` and `$ref`.
 * Text is ordinary printable text (letters with Slovak and German diacritics, digits, spaces inside
 * words), since a schema-valid text is what a client would send. Unknown shapes give `null`.
 */
export function arbitraryOf(schema: Schema | undefined, doc: Document, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  if (!s || depth > 12) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.allOf)
    return arbitraryOf(
      mergeAll(
        s.allOf.map((part) => resolve(part, doc) ?? {}),
        s,
      ),
      doc,
      depth + 1,
    );
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) {
    const base = withoutKeys(s, ['oneOf', 'anyOf']);
    return fc.oneof(
      ...alternatives.map((alt) => arbitraryOf(mergeAll([resolve(alt, doc) ?? {}], base), doc, depth + 1)),
    );
  }
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [guessType(s)];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...s, type }, doc, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integer(s);
    case 'number':
      return number(s);
    case 'string':
      return string(s);
    case 'array':
      return fc.array(arbitraryOf(s.items, doc, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, Math.max(s.minItems ?? 0, 3)),
      });
    case 'object':
      return object(s, doc, depth);
    default:
      return fc.constant(null);
  }
}

function guessType(s: Schema): string {
  if (s.properties) return 'object';
  if (s.items) return 'array';
  if (s.format || s.pattern || s.minLength !== undefined) return 'string';
  if (s.minimum !== undefined || s.maximum !== undefined) return 'number';
  return 'unknown';
}

function withoutKeys(s: Schema, keys: string[]): Schema {
  const copy = { ...s };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The conjunction of object schemas (properties and required lists joined), other keys of the last. */
function mergeAll(parts: Schema[], base: Schema): Schema {
  const merged: Schema = withoutKeys(base, ['allOf']);
  for (const part of parts) {
    const { properties, required, ...rest } = part;
    Object.assign(merged, rest);
    if (properties) merged.properties = { ...merged.properties, ...properties };
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  }
  return merged;
}

function object(s: Schema, doc: Document, depth: number): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, doc, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
}

function bounds(s: Schema, integerOnly: boolean) {
  const step = integerOnly ? 1 : 0;
  let min =
    s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (step || 1e-6) : -1_000_000);
  let max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (step || 1e-6) : 1_000_000);
  min = Math.max(min, -Number.MAX_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  return { min, max };
}

function integer(s: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(s, true);
  const step = s.multipleOf && Number.isInteger(s.multipleOf) ? s.multipleOf : 1;
  const lo = Math.ceil(min / step);
  const hi = Math.floor(max / step);
  return fc.integer({ min: lo, max: Math.max(lo, hi) }).map((n) => n * step);
}

function number(s: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(s, false);
  if (s.multipleOf) {
    // Whole multiples, e.g. cents for 0.01: k × step with k an integer, rounded to the step's decimals.
    const decimals = Math.max(0, -Math.floor(Math.log10(s.multipleOf)));
    const lo = Math.ceil(min / s.multipleOf - 1e-9);
    const hi = Math.floor(max / s.multipleOf + 1e-9);
    return fc
      .integer({ min: lo, max: Math.max(lo, hi) })
      .map((k) => Number((k * s.multipleOf!).toFixed(decimals)));
  }
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

const WORD_CHARS =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789áäčďéíĺľňóôŕšťúýžÄÖÜß'.split('');
const word = (min: number, max: number) =>
  fc.array(fc.constantFrom(...WORD_CHARS), { minLength: min, maxLength: max }).map((c) => c.join(''));
const lowerWord = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), {
      minLength: min,
      maxLength: max,
    })
    .map((c) => c.join(''));

/** Printable text of `min`–`max` characters: words of letters and digits, single spaces between. */
function text(min: number, max: number): fc.Arbitrary<string> {
  const cap = Math.min(max, Math.max(min, 40));
  return fc
    .array(word(1, 12), { minLength: 1, maxLength: 6 })
    .map((words) => words.join(' '))
    .map((t) => {
      let out = t.slice(0, cap).trim();
      while (out.length < min) out += 'x';
      return out;
    });
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const date = fc
  .record({
    year: fc.integer({ min: 1990, max: 2035 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`);

function string(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 200;
  const fits = (v: string) => [...v].length >= min && [...v].length <= max;
  let arbitrary: fc.Arbitrary<string>;
  switch (s.format) {
    case 'email':
      arbitrary = fc
        .tuple(lowerWord(1, 12), lowerWord(1, 10), fc.constantFrom('sk', 'de', 'com', 'eu'))
        .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
      break;
    case 'uri':
    case 'url':
      arbitrary = fc
        .tuple(lowerWord(1, 10), fc.constantFrom('sk', 'de', 'com'), lowerWord(0, 10))
        .map(([host, tld, path]) => `https://${host}.${tld}/${path}`);
      break;
    case 'date':
      arbitrary = date;
      break;
    case 'date-time':
      arbitrary = fc
        .tuple(date, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([d, h, m]) => `${d}T${pad(h)}:${pad(m)}:00.000Z`);
      break;
    case 'uuid':
      arbitrary = fc.uuid();
      break;
    case 'binary':
      arbitrary = text(1, 20);
      break;
    default:
      arbitrary = s.pattern ? patterned(s.pattern, min, max) : text(min, max);
  }
  return arbitrary.filter(fits);
}

/**
 * Text matching `pattern`: a one-class pattern (`^[A-Za-z0-9_-]+$`) is drawn from its class within
 * the length bounds (stringMatching alone rarely reaches a minimum length); others by stringMatching.
 */
function patterned(pattern: string, min: number, max: number): fc.Arbitrary<string> {
  const oneClass = /^\^(\[[^\]]+\])[+*]\$$/.exec(pattern);
  if (!oneClass) return fc.stringMatching(new RegExp(pattern));
  const single = new RegExp(`^${oneClass[1]}$`);
  const chars = Array.from({ length: 0x250 }, (_, code) => String.fromCharCode(code)).filter((c) =>
    single.test(c),
  );
  return fc
    .array(fc.constantFrom(...chars), {
      minLength: Math.max(min, 1),
      maxLength: Math.min(max, Math.max(min, 1) + 40),
    })
    .map((c) => c.join(''));
}
