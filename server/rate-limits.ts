import type { RateLimitRule } from '../infra/rate-limit/db-rate-limiter.ts';

/**
 * Limits of the authentication actions and public forms (ARCHITECTURE §8), per window of seconds.
 * Keys combine the action with the client's address and, where there is one, the e-mail or account,
 * so one noisy client cannot lock out others.
 */
export const RATE_LIMITS = {
  /** Per address and e-mail. */
  signIn: { window: 10 * 60, max: 10 },
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
} satisfies Record<string, RateLimitRule>;

export type RateLimitAction = keyof typeof RATE_LIMITS;

/** The rule of `action` with its maximum multiplied by `scale` (RATE_LIMIT_SCALE, for test servers). */
export const ruleOf = (action: RateLimitAction, scale: number): RateLimitRule => ({
  window: RATE_LIMITS[action].window,
  max: Math.max(1, Math.round(RATE_LIMITS[action].max * scale)),
});
