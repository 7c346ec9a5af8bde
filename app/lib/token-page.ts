/**
 * The headers of a page reached by a secret link from an e-mail (a confirmation, unsubscribe,
 * consent, verification or password-reset token): never stored by a browser or proxy cache, never
 * indexed, and the address with its token never sent on as a referrer.
 */
export const TOKEN_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;

/** A route module's `headers` export for such a page: React Router uses it for the HTML document too. */
export const tokenPageHeaders = () => TOKEN_PAGE_HEADERS;
