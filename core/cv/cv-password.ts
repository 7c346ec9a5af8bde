import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an unlocked password-protected CV stays open in the browser that unlocked it. */
export const CV_UNLOCK_SECONDS = 30 * 60;

/** The cookie that keeps one unlocked CV open: named by its token, so rotating the link ends it. */
export const cvUnlockCookieName = (token: string) => `cv_unlock_${token}`;

/**
 * The value of the unlock cookie: its expiry and a MAC keyed by the stored password hash, so a new
 * password (or a new link) ends every earlier unlock without a table of grants.
 */
export function signCvUnlock(token: string, passwordHash: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + CV_UNLOCK_SECONDS;
  return `${expires}.${createHmac('sha256', passwordHash).update(`${token}.${expires}`).digest('base64url')}`;
}

export function isCvUnlocked(
  token: string,
  passwordHash: string,
  value: string | undefined,
  now = Date.now(),
) {
  if (!value) return false;
  const [expires, mac] = value.split('.');
  if (!expires || !mac || !/^\d+$/.test(expires) || Number(expires) * 1000 < now) return false;
  const expected = createHmac('sha256', passwordHash).update(`${token}.${expires}`).digest();
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
