import type { Redis } from 'ioredis';
import type { RateLimiter } from './db-rate-limiter.ts';

/**
 * The fixed window of db-rate-limiter.ts in Redis: the first request of a window starts it, each
 * request counts, one atomic script, so every instance shares the count and the same limits hold.
 * Keeps the limiter off the database's write path. A Redis failure refuses nothing silently: it
 * throws (a 500), as limits must hold; run Redis as available as the database.
 */
const SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** One request fewer in the key's window, never below zero, and only while the window lasts. */
const REFUND_SCRIPT = `
if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisRateLimiter(redis: Redis, prefix = 'rl'): RateLimiter {
  return {
    async consume(key, rule) {
      const [count, ttl] = (await redis.eval(SCRIPT, 1, `${prefix}:${key}`, String(rule.window * 1000))) as [
        number,
        number,
      ];
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async refund(key) {
      await redis.eval(REFUND_SCRIPT, 1, `${prefix}:${key}`);
    },
  };
}
