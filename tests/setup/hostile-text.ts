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
