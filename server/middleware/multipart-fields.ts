/** The most the text fields of a multipart body may hold together; no form comes near it (ADR 094). */
export const MULTIPART_TEXT_FIELD_BYTES = 256 * 1024;
/** The most parts a multipart body may have; the longest upload form has a few dozen fields. */
export const MULTIPART_PARTS = 500;

export type MultipartProblem = 'field_too_large' | 'too_many_parts';

const boundaryOf = (contentType: string | undefined) => {
  const match = /^\s*multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
    contentType ?? '',
  );
  return match ? (match[1] ?? match[2])! : undefined;
};

/**
 * What makes a multipart body too costly to parse: text fields (parts without a file name) of more
 * than `limit` bytes together, or more than `MULTIPART_PARTS` parts. Only the delimiters and part headers are looked
 * at, in place; a body whose structure is not found is left to the form parser, which refuses it. A
 * file part may fill the body (it stays outside the V8 heap), but megabytes of text fields would
 * become strings on the heap, twice or more while forms are parsed.
 */
export function multipartProblem(
  bytes: Uint8Array,
  contentType: string | undefined,
  limit = MULTIPART_TEXT_FIELD_BYTES,
): MultipartProblem | null {
  const boundary = boundaryOf(contentType);
  if (!boundary) return null;
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may open the body without the line break before it.
  let at = body.indexOf(delimiter.subarray(2));
  if (at !== 0) at = body.indexOf(delimiter);
  else at -= 2;
  let parts = 0;
  let text = 0;
  while (at !== -1) {
    const headersStart = at + delimiter.length;
    // `--` after the delimiter closes the body.
    if (body[headersStart] === 0x2d && body[headersStart + 1] === 0x2d) return null;
    if (++parts > MULTIPART_PARTS) return 'too_many_parts';
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd === -1) return null;
    const next = body.indexOf(delimiter, headersEnd + 4);
    const partEnd = next === -1 ? body.length : next;
    const headers = body.toString('latin1', headersStart, headersEnd);
    if (!/;\s*filename\*?=/i.test(headers) && (text += partEnd - (headersEnd + 4)) > limit)
      return 'field_too_large';
    at = next;
  }
  return null;
}
