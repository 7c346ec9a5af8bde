import { AppError } from '../../core/shared/app-error.ts';
import { type RateLimitAction, ruleOf } from '../rate-limits.ts';
import type { ServiceContext } from './context.ts';

/** The request limits of server/rate-limits.ts, counted by the process's limiter (ADR 009, 081). */
export function createRateLimitsServices({ limiter, rateLimitScale }: ServiceContext) {
  return {
    /**
     * Counts one request of `action` by `key` (the form and the client's address, say) and throws
     * RATE_LIMITED (429) once over the limit of server/rate-limits.ts.
     */
    limitRate: async (action: RateLimitAction, key: string) => {
      const verdict = await limiter.consume(`${action}:${key}`, ruleOf(action, rateLimitScale));
      if (!verdict.allowed)
        throw new AppError('RATE_LIMITED', { message: `retry after ${verdict.retryAfter ?? 60} s` });
    },
  };
}
