import type { CvUnlockLimits } from '../core/cv/unlock-shared-cv.ts';
import type { RateLimiter, RateLimitRule, RateLimitVerdict } from '../infra/rate-limit/db-rate-limiter.ts';

/**
 * Limits of the authentication actions and public forms (docs/ARCHITECTURE.md#security-baseline), per window of seconds.
 * Keys combine the action with the client's address and, where there is one, the e-mail or account,
 * so one noisy client cannot lock out others.
 */
export const RATE_LIMITS = {
  /** Per client address: the sign-in page and `/api/auth/sign-in/email` count in this one bucket. */
  signIn: { window: 10 * 60, max: 10 },
  /** Per account (e-mail), across client addresses: a cap on guessing one person's password. */
  signInAccount: { window: 60 * 60, max: 30 },
  /** Per address. */
  signUp: { window: 60 * 60, max: 20 },
  /** Per address and e-mail. */
  passwordReset: { window: 15 * 60, max: 5 },
  /** Per account. */
  resendVerification: { window: 10 * 60, max: 3 },
  /** Per address. */
  verifyEmail: { window: 10 * 60, max: 30 },
  /**
   * Checks of an account's password by a signed-in session (the password prompt, changing the password,
   * deleting the account, and a CV password that must differ from it), per account.
   */
  reauthenticate: { window: 10 * 60, max: 10 },
  /** The same checks per client address, across the accounts of its sessions. */
  reauthenticateAddress: { window: 10 * 60, max: 30 },
  /** Submissions of one public form (referral, extra request, contact, questionnaire) per address. */
  publicForm: { window: 60 * 60, max: 10 },
  /** File uploads (CVs) per address or account. */
  upload: { window: 60 * 60, max: 30 },
  /** Job applications per account. */
  apply: { window: 60 * 60, max: 20 },
  /** Password attempts on one shared CV per address. */
  cvUnlock: { window: 15 * 60, max: 5 },
  /**
   * Wrong passwords on one shared CV from all addresses together; past it the CV stays locked for
   * everyone until the window ends (a right password does not count).
   */
  cvUnlockCv: { window: 60 * 60, max: 10 },
  /** Lock-out notices to a CV's owner: one per CV and window. */
  cvLockNotice: { window: 60 * 60, max: 1 },
  /** PDFs of a CV e-mailed per account. */
  cvPdf: { window: 60 * 60, max: 10 },
  /** Invitations to apply sent by one admin (ADR 122; per candidate the invitations themselves count). */
  invite: { window: 60 * 60, max: 30 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitAction = keyof typeof RATE_LIMITS;

/** The rule of `action` with its maximum multiplied by `scale` (RATE_LIMIT_SCALE, for test servers). */
export const ruleOf = (action: RateLimitAction, scale: number): RateLimitRule => ({
  window: RATE_LIMITS[action].window,
  max: Math.max(1, Math.round(RATE_LIMITS[action].max * scale)),
});

/**
 * Counts one sign-in attempt from `ip` for `email`, wherever it comes from (the page or the API):
 * refused once the address has used its attempts, or once the account has from any addresses.
 */
export async function consumeSignIn(
  limiter: RateLimiter,
  { ip, email, scale }: { ip: string; email: string; scale: number },
): Promise<RateLimitVerdict> {
  const byAddress = await limiter.consume(`signIn:${ip}`, ruleOf('signIn', scale));
  if (!byAddress.allowed) return byAddress;
  const account = email.trim().toLowerCase();
  if (!account) return byAddress;
  return limiter.consume(`signInAccount:${account}`, ruleOf('signInAccount', scale));
}

/**
 * Counts one check of an account's password by a signed-in session (docs/ARCHITECTURE.md#security-baseline: per account
 * and per address): refused once the address has used its checks, or once the account has from
 * any addresses. Answers which limit refused.
 */
export async function consumePasswordCheck(
  limiter: RateLimiter,
  { ip, userId, scale }: { ip: string; userId: string; scale: number },
): Promise<RateLimitVerdict & { action: RateLimitAction }> {
  const byAddress = await limiter.consume(
    `reauthenticateAddress:${ip}`,
    ruleOf('reauthenticateAddress', scale),
  );
  if (!byAddress.allowed) return { ...byAddress, action: 'reauthenticateAddress' };
  const byAccount = await limiter.consume(`reauthenticate:${userId}`, ruleOf('reauthenticate', scale));
  return { ...byAccount, action: 'reauthenticate' };
}

/**
 * The limits on guessing a shared CV's password for one client (ADR 103): `cvUnlock` per address and
 * CV, `cvUnlockCv` per CV from all addresses (wrong passwords only: a right one is refunded), and one
 * lock-out notice to the owner per `cvLockNotice` window.
 */
export function cvUnlockLimits(
  limiter: RateLimiter,
  { ip, scale }: { ip: string; scale: number },
): CvUnlockLimits {
  const allowed = async (action: RateLimitAction, key: string) =>
    (await limiter.consume(`${action}:${key}`, ruleOf(action, scale))).allowed;
  return {
    byClient: (token) => allowed('cvUnlock', `${ip}:${token}`),
    byCv: (token) => allowed('cvUnlockCv', token),
    refundCv: (token) => limiter.refund(`cvUnlockCv:${token}`),
    // Not scaled: one notice per window whatever RATE_LIMIT_SCALE says.
    claimLockNotice: async (token) =>
      (await limiter.consume(`cvLockNotice:${token}`, RATE_LIMITS.cvLockNotice)).allowed,
    lockHours: Math.max(1, Math.round(RATE_LIMITS.cvUnlockCv.window / 3600)),
  };
}
