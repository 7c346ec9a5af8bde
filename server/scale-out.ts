import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Cache } from '../core/shared/ports.ts';
import type { Database } from '../db/client.ts';
import { createRedisCache } from '../infra/cache/redis-cache.ts';
import {
  createLocalJobsChangedBus,
  createPgJobsChangedBus,
  createRedisJobsChangedBus,
  type JobsChangedBus,
} from '../infra/events/jobs-changed-bus.ts';
import type { RateLimiter } from '../infra/rate-limit/db-rate-limiter.ts';
import { createRedisRateLimiter } from '../infra/rate-limit/redis-rate-limiter.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';

/** What several instances share beyond the database (ADR 081). */
export interface ScaleOut {
  /** The rate limiter in Redis; absent without REDIS_URL (the database's table then). */
  limiter?: RateLimiter;
  /** A cache shared by every instance (Redis); absent without REDIS_URL (each instance's memory). */
  sharedCache?: <T>(name: string, ttlMs: number) => Cache<T>;
  /** Job changes announced to every instance: Redis pub/sub, else PostgreSQL LISTEN/NOTIFY, else this process. */
  jobsChanged: JobsChangedBus;
  close(): Promise<void>;
}

/**
 * Picks from the configuration only: with REDIS_URL, limits, the job-search cache and job events in
 * Redis; on PostgreSQL without it, events over LISTEN/NOTIFY; on PGlite, everything in the process.
 * Redis keys start with a digest of the database's address, so two portals (or test databases)
 * sharing one Redis never read each other's entries.
 */
export function createScaleOut({
  config,
  database,
  logger,
}: {
  config: Pick<Config, 'REDIS_URL' | 'DATABASE_URL'>;
  database: Pick<Database, 'driver'>;
  logger: Logger;
}): ScaleOut {
  const onError = (err: unknown) =>
    logger.warn({ err }, 'shared cache or events: Redis or PostgreSQL trouble');
  if (config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', onError);
    const scope = createHash('sha256')
      .update(config.DATABASE_URL ?? 'pglite')
      .digest('hex')
      .slice(0, 12);
    const jobsChanged = createRedisJobsChangedBus({ redis, onError });
    return {
      limiter: createRedisRateLimiter(redis, `kariera:${scope}:rl`),
      sharedCache: <T>(name: string, ttlMs: number) =>
        createRedisCache<T>({ redis, prefix: `kariera:${scope}:${name}`, ttlMs, onError }),
      jobsChanged,
      async close() {
        await jobsChanged.close();
        await redis.quit().catch(() => undefined);
      },
    };
  }
  const jobsChanged =
    database.driver === 'postgres' && config.DATABASE_URL
      ? createPgJobsChangedBus({ databaseUrl: config.DATABASE_URL, onError })
      : createLocalJobsChangedBus();
  return { jobsChanged, close: () => jobsChanged.close() };
}
