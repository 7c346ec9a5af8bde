import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export interface RateLimitRule {
  /** Window length in seconds. */
  window: number;
  /** Requests allowed in one window. */
  max: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window frees up, when refused. */
  retryAfter: number | null;
}

/** Counts requests per key in fixed windows; shared by every instance through the database. */
export interface RateLimiter {
  consume(key: string, rule: RateLimitRule): Promise<RateLimitVerdict>;
  /**
   * Gives back one request counted under `key` in its current window (an attempt that turned out
   * not to count, such as a right password); nothing when the window holds none.
   */
  refund(key: string): Promise<void>;
}

/** Share of calls that also delete expired windows, so the table stays small without a scheduler. */
const SWEEP_PROBABILITY = 0.002;

/**
 * A fixed-window limiter over the `rate_limit` table. Check and increment are one atomic upsert, so
 * concurrent requests (also from several instances) cannot all pass a stale count.
 */
export function createDbRateLimiter(db: Db): RateLimiter {
  return {
    async consume(key, rule) {
      const [row] = await queryRows<{ count: number; window_start: string | Date }>(
        db,
        sql`insert into rate_limit (key, window_start, count) values (${key}, now(), 1)
            on conflict (key) do update set
              count = case when rate_limit.window_start <= now() - make_interval(secs => ${rule.window})
                           then 1 else rate_limit.count + 1 end,
              window_start = case when rate_limit.window_start <= now() - make_interval(secs => ${rule.window})
                                  then now() else rate_limit.window_start end
            returning count, window_start`,
      );
      // Now and then, windows older than a day (longer than any rule) are swept away.
      if (Math.random() < SWEEP_PROBABILITY)
        await db.execute(sql`delete from rate_limit where window_start < now() - interval '1 day'`);
      const count = Number(row?.count ?? 1);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      const started = new Date(row?.window_start ?? Date.now()).getTime();
      return {
        allowed: false,
        retryAfter: Math.max(1, Math.ceil((started + rule.window * 1000 - Date.now()) / 1000)),
      };
    },
    async refund(key) {
      await db.execute(sql`update rate_limit set count = count - 1 where key = ${key} and count > 0`);
    },
  };
}
