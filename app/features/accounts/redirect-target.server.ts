import { REDIRECT_COOKIE, REDIRECT_COOKIE_SECONDS } from '../../../contracts/account.ts';
import {
  isLocale,
  localizePath,
  readCookie,
  sameSitePath,
  splitLocale,
  type Locale,
} from '../../../core/shared/locale.ts';

/**
 * Pages a stored target must never point at: the sign-up steps and every guest-only or one-shot
 * account page. Going "back" there after signing in would bounce (or loop) and is never what the
 * person wanted (docs/product/screens-and-routes.md: finish-signup, sign-in or sign-up → home).
 */
const NOT_TARGETS = new Set([
  '/sign-in',
  '/sign-up',
  '/sign-up/finishing',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/invalid-link',
  '/sign-out',
  '/resend-verification',
]);

const BASE = 'http://site.invalid';

/**
 * `value` as a path of this site that is safe to redirect to, or null. Only same-origin relative
 * paths starting with a single `/` pass: no scheme, no `//host`, no backslashes (browsers read
 * `/\host` as `//host`), no control characters.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // `/sk//evil.example` is a path here, but once a language segment is replaced it would start with
  // `//`: collapse every run of slashes so no later step can turn it into another host.
  return sameSitePath(url.pathname) + url.search + url.hash;
}

/** Whether `path` is one of the account pages a target must not point at, in any language. */
export function isAccountFlowPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const rest = splitLocale(pathname).rest.replace(/\/+$/, '');
  return NOT_TARGETS.has(rest);
}

/** A safe target that is not an account-flow page, or null. */
export function usableTarget(value: unknown): string | null {
  const path = safeRedirectPath(value);
  return path && !isAccountFlowPath(path) ? path : null;
}

/** `path` of this site in `locale`: its language segment replaced (Slovak has none). */
export function inLanguage(path: string, locale: Locale): string {
  const url = new URL(path, BASE);
  const { locale: segment, rest } = splitLocale(url.pathname);
  return localizePath(locale, isLocale(segment) ? rest : url.pathname) + url.search + url.hash;
}

/** The stored target of this request (raw, unchecked). */
export function readTargetCookie(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), REDIRECT_COOKIE);
}

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** `Set-Cookie` remembering `path` for 30 minutes (docs/product/screens-and-routes.md, docs/product/constants.md). */
export function targetCookie(path: string, secure: boolean): string {
  return `${REDIRECT_COOKIE}=${encodeURIComponent(path)}; Max-Age=${REDIRECT_COOKIE_SECONDS}; ${attributes(secure)}`;
}

/** `Set-Cookie` deleting the stored target. */
export function clearTargetCookie(secure: boolean): string {
  return `${REDIRECT_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}
