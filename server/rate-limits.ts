import type { RateLimiter, RateLimitRule, RateLimitVerdict } from '../infra/rate-limit/db-rate-limiter.ts';

/**
 * Limits of the authentication actions and public forms (ARCHITECTURE §8), per window of seconds.
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
  /** Password prompts and password checks per account. */
  reauthenticate: { window: 10 * 60, max: 10 },
  /** Submissions of one public form (referral, extra request, contact, questionnaire) per address. */
  publicForm: { window: 60 * 60, max: 10 },
  /** File uploads (CVs) per address or account. */
  upload: { window: 60 * 60, max: 30 },
  /** Job applications per account. */
  apply: { window: 60 * 60, max: 20 },
  /** Password attempts on one shared CV per address. */
  cvUnlock: { window: 15 * 60, max: 5 },
  /** PDFs of a CV e-mailed per account. */
  cvPdf: { window: 60 * 60, max: 10 },
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
