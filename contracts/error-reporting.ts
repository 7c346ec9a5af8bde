/**
 * What error reports may carry, for the server and the browser alike: no personal data — no user
 * details beyond an id, no cookies, headers, bodies or query strings (reset and verification tokens).
 */
export const REPORT_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
} as const;
