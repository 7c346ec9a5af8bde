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

/*
 * Control characters, by field kind. A single-line field (a name, a title, a subject, a city, a URL,
 * a phone number, a tag…) may end up in an e-mail header, a calendar line, a file name or a CSV cell:
 * it holds no C0 or C1 control character, no line or paragraph separator and no bidirectional
 * override or isolate (which make a text read differently from what it is). A tab becomes a space.
 * A multi-line field (a description, a message, Markdown) holds line feeds, CRLF and CR being
 * normalised to LF, and tabs, but no other control character.
 */
const SINGLE_LINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const CONTROL_CHARACTERS = 'validation.controlCharacters';
export const CONTROL_CHARACTERS_MULTILINE = 'validation.controlCharactersMultiline';

/** Whether a text may stand in a single-line field. */
export const isSingleLine = (value: string) => !SINGLE_LINE_FORBIDDEN.test(value);

/**
 * The shared single-line text schema: trimmed, tabs as spaces, without NUL, lone surrogates, line
 * breaks or other control characters (a field message, `validation.controlCharacters`).
 */
export const singleLine = (options?: Parameters<typeof z.string>[0]) =>
  text(options)
    .trim()
    .overwrite((v) => v.replace(/\t/g, ' '))
    .refine(isSingleLine, CONTROL_CHARACTERS);

/** The shared multi-line text schema: line breaks as LF, no other control character. */
export const multiLine = (options?: Parameters<typeof z.string>[0]) =>
  text(options)
    .overwrite((v) => v.replace(/\r\n?|[\u2028\u2029]/g, '\n'))
    .refine((v) => !MULTI_LINE_FORBIDDEN.test(v), CONTROL_CHARACTERS_MULTILINE);
