import { redirect } from 'react-router';

/** Headers carrying every `Set-Cookie` of `sources` (gateway outcomes, cookie helpers). */
export function cookieHeaders(...sources: (Headers | string | null | undefined)[]): Headers {
  const headers = new Headers();
  for (const source of sources) {
    if (!source) continue;
    if (typeof source === 'string') headers.append('set-cookie', source);
    else for (const cookie of source.getSetCookie()) headers.append('set-cookie', cookie);
  }
  return headers;
}

/** A redirect to `path` that sets every cookie of `sources`. */
export function redirectWithCookies(path: string, ...sources: (Headers | string | null | undefined)[]) {
  return redirect(path, { headers: cookieHeaders(...sources) });
}
