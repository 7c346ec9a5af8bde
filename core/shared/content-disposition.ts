/**
 * The portal's one `Content-Disposition` encoder (RFC 6266 with RFC 8187 for the UTF-8 name).
 * A stored or generated file name is first made a safe single file name (`downloadFileName`), then
 * written as a quoted ASCII `filename` that every client understands and, when that fallback had to
 * differ from the name, as `filename*=UTF-8''…` carrying the name exactly (RFC 6266 §4.3, appendix D).
 */

// eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029/\\]/g;
const MAX_LENGTH = 200;
const FALLBACK_NAME = 'download';

/**
 * A file name as it is offered for download: lone surrogates become U+FFFD, every control character
 * (C0, DEL, C1, the line and paragraph separators) and both path separators (`/`, `\`) become `_`,
 * surrounding spaces are trimmed, names longer than 200 code points are shortened keeping their
 * extension, and a name that is empty or only dots becomes `download`.
 */
export function downloadFileName(name: string): string {
  let safe = name.toWellFormed().replace(UNSAFE, '_').trim();
  const codePoints = [...safe];
  if (codePoints.length > MAX_LENGTH) {
    const extension = /\.[A-Za-z0-9]{1,10}$/.exec(safe)?.[0] ?? '';
    safe = codePoints.slice(0, MAX_LENGTH - extension.length).join('') + extension;
  }
  return /^\.*$/.test(safe) ? FALLBACK_NAME : safe;
}

/**
 * The ASCII `filename` fallback: letters with diacritics lose them (`Ž` → `Z`), any other character
 * outside printable ASCII, `"`, `%` (which some clients would percent-decode) and the path separators
 * that compatibility decomposition can produce (`／` → `/`) become `_`.
 */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%/]/gu, '_');
}

/** RFC 8187 `attr-char`: the only characters of a `filename*` value that are not percent-encoded. */
const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

/** The RFC 8187 `value-chars` of `value`: its UTF-8 octets, every one outside `attr-char` as `%XX`. */
function extValueChars(value: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(value)) {
    const char = String.fromCharCode(byte);
    out += ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The `Content-Disposition` header value offering `fileName` (made safe by `downloadFileName`). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const name = downloadFileName(fileName);
  const fallback = asciiFallback(name);
  const header = `${kind}; filename="${fallback}"`;
  return fallback === name ? header : `${header}; filename*=UTF-8''${extValueChars(name)}`;
}
