import { z } from 'zod';

/** NUL (which PostgreSQL cannot store in text) and UTF-16 surrogates without their other half. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` holds a character no text column (nor an e-mail) can carry. */
export const hasUnstorableCharacters = (value: string) => UNSTORABLE.test(value);

export const INVALID_CHARACTERS = 'validation.invalidCharacters';

/**
 * The shared text schema: a string without NUL or lone surrogates. Every text of a form or an API
 * body builds on it (`requiredText`, `optionalText`, `emailSchema`, …), so such input is a clear 400
 * with a field message instead of a database error or an e-mail that is never sent.
 */
export const text = (options?: Parameters<typeof z.string>[0]) =>
  z.string(options).refine((v) => !hasUnstorableCharacters(v), INVALID_CHARACTERS);
