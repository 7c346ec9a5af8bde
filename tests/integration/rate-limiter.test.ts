import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDbRateLimiter, type RateLimiter } from '../../infra/rate-limit/db-rate-limiter.ts';
import { createRedisRateLimiter } from '../../infra/rate-limit/redis-rate-limiter.ts';
import { openTestDatabase, testDriver } from '../setup/test-db.ts';

const rule = { window: 60, max: 3 };

/** What both limiters promise: a fixed window, and a refund that gives one request back (ADR 103). */
function behavesAsALimiter(limiter: () => RateLimiter) {
  it('refuses past the maximum and gives a refunded request back', async () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    const consume = async () => (await limiter().consume(key, rule)).allowed;
    expect([await consume(), await consume(), await consume()]).toEqual([true, true, true]);
    const refused = await limiter().consume(key, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    // Two refunds undo the refused request and one counted one: exactly one more passes.
    await limiter().refund(key);
    await limiter().refund(key);
    expect([await consume(), await consume()]).toEqual([true, false]);
  });

  it('never counts below zero, nor for a key it has not seen', async () => {
    const key = `test:${randomBytes(6).toString('hex')}`;
    await limiter().refund(key);
    expect(await limiter().consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
    for (let i = 0; i < 5; i++) await limiter().refund(key);
    const passed = [];
    for (let i = 0; i < rule.max + 1; i++) passed.push((await limiter().consume(key, rule)).allowed);
    expect(passed).toEqual([true, true, true, false]);
  });
}

describe('the database limiter', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());
  behavesAsALimiter(() => createDbRateLimiter(database.db));
});

describe.runIf(testDriver() === 'postgres')('the Redis limiter', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(() => redis?.quit());
  behavesAsALimiter(() => createRedisRateLimiter(redis, `kariera-test-${process.pid}`));
});
