import { encodeWord } from 'nodemailer/lib/mime-funcs/index.js';

/**
 * The portal's one encoder for e-mail header values (RFC 5322, RFC 2047). Every header the portal
 * writes goes through nodemailer, which quotes display names, encodes non-ASCII text as encoded words
 * and folds long lines; what it lets through is closed here: control characters (a header value is one
 * line) and, in the subject, ASCII text that merely looks like an encoded word (`=?UTF-8?B?…?=` typed
 * into a job title would otherwise be decoded by the recipient's client into other text).
 */

// eslint-disable-next-line no-control-regex -- control characters are exactly what is folded to a space
const CONTROLS = /[\s\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** The longest subject the portal sends, in code points (longer ones end in `…`). */
export const MAX_SUBJECT_LENGTH = 250;

/**
 * A header value as one line of text: lone surrogates become U+FFFD, every run of white space and
 * control characters (CR, LF, tab, NUL, C1, the line and paragraph separators) becomes one space, the
 * ends are trimmed, and a value longer than `maxLength` code points is cut to end in `…`.
 */
export function headerText(value: string, maxLength: number = MAX_SUBJECT_LENGTH): string {
  const line = value.toWellFormed().replace(CONTROLS, ' ').trim();
  const codePoints = [...line];
  return codePoints.length > maxLength
    ? `${codePoints
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`
    : line;
}

/**
 * The Subject as nodemailer should receive it: `headerText`, and encoded by hand (RFC 2047 B words of
 * UTF-8) when it contains `=?`, so that the recipient sees exactly the text, never a decoded lookalike.
 */
export function subjectHeader(subject: string): string {
  const text = headerText(subject);
  return text.includes('=?') ? encodeWord(text, 'B', 52) : text;
}
