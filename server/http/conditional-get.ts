import { createHash } from 'node:crypto';

/**
 * The answer to a GET of a generated document (the blog's RSS, the events calendar) with validators:
 * a weak `ETag` of the body (weak: compression may change the bytes, never the meaning) and, when
 * known, `Last-Modified`. A request whose `If-None-Match` names the ETag, or which has no
 * `If-None-Match` and an `If-Modified-Since` not before `Last-Modified`, is answered 304 without a
 * body (RFC 9110, 13.1.2 and 13.2.2: If-None-Match takes precedence).
 */
export function conditionalGet(
  request: Request,
  body: string,
  {
    lastModified,
    headers,
  }: {
    lastModified?: Date | null | undefined;
    headers: Record<string, string>;
  },
): Response {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const modified =
    lastModified && !Number.isNaN(lastModified.getTime())
      ? new Date(Math.floor(lastModified.getTime() / 1000) * 1000)
      : null;
  const validators: Record<string, string> = {
    etag,
    ...(modified ? { 'last-modified': modified.toUTCString() } : {}),
  };
  if (notModified(request, etag, modified)) {
    const { 'content-type': _type, ...rest } = headers;
    return new Response(null, { status: 304, headers: { ...rest, ...validators } });
  }
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: { ...headers, ...validators },
  });
}

/** Whether the request's conditions say the client's copy is current. */
function notModified(request: Request, etag: string, modified: Date | null): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = request.headers.get('if-modified-since');
  if (since === null || !modified) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && modified.getTime() <= time;
}
