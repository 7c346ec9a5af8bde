import fc from 'fast-check';

/**
 * Pieces that break hand-written structured text: line breaks, quotes, separators, escapes, control
 * characters, a bidirectional override, non-BMP characters and letters with diacritics.
 */
export const TEXT_BREAKERS = [
  '\r\n',
  '\r',
  '\n',
  '\t',
  '"',
  "'",
  ';',
  ',',
  ':',
  '\\',
  '\\n',
  '^',
  '^n',
  '=',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u202e',
  '😀',
  '𝔘𝔫𝔦',
  'ľščťžýáíé',
] as const;

/** The breakers plus what file names and headers add: path separators, percent escapes, encoded-word starts, a lone surrogate. */
export const HOSTILE_PIECES = [...TEXT_BREAKERS, '/', '%', '%0D%0A', '=?', '\u00a0', '\ud83d'] as const;

/**
 * Arbitrary strings made of hostile pieces, the format's own injection attempts (`extra`), graphemes
 * and arbitrary UTF-16 code units (lone surrogates included).
 */
export const hostileText = (extra: readonly string[] = []) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...HOSTILE_PIECES, ...extra),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.string({ maxLength: 8 }),
        fc.string({ unit: 'binary', maxLength: 4 }),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(''));

/**
 * Values that have broken servers: NUL, lone surrogates, escape sequences, broken percent-encodings,
 * path traversal, SQL and template injection, header injection, impossible dates, look-alikes of
 * booleans and numbers, a loopback URL.
 */
export const NASTY_VALUES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u001b[31m',
  '\r\n\t\u0007',
  'line\r\nBcc: x@example.sk',
  '%00',
  '%ED%A0%80',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '💥👩‍💻',
  'on',
  'true',
  '-1',
  '1e308',
  '2027-13-45T99:99',
  'https://[::1]/',
  'x@example.sk',
  'Zelená-Lúka-42',
] as const;

/** A fuzzer's string: arbitrary UTF-16, a nasty value, or one letter repeated up to `maxRepeat` times. */
export const nastyString = (maxRepeat: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(...NASTY_VALUES),
    fc.integer({ min: 1_000, max: maxRepeat }).map((n) => 'ž'.repeat(n)),
  );
