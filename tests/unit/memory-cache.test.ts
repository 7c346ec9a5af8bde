import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from '../../infra/cache/memory-cache.ts';

describe('memory cache', () => {
  it('serves a value until it expires, sharing one load between concurrent misses', async () => {
    const cache = createMemoryCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    cache.clear();
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('reloads when the time to live is zero, drops the least recently used entry and never caches a failure', async () => {
    const fresh = createMemoryCache<number>({ ttlMs: 0, maxEntries: 10 });
    let n = 0;
    await fresh.getOrLoad('k', async () => ++n);
    expect(await fresh.getOrLoad('k', async () => ++n)).toBe(2);

    const small = createMemoryCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await small.getOrLoad('a', async () => 'a1');
    await small.getOrLoad('b', async () => 'b1');
    await small.getOrLoad('a', async () => 'a2');
    await small.getOrLoad('c', async () => 'c1');
    expect(await small.getOrLoad('a', async () => 'a3')).toBe('a1');
    expect(await small.getOrLoad('b', async () => 'b2')).toBe('b2');

    await expect(small.getOrLoad('x', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    await Promise.resolve();
    expect(await small.getOrLoad('x', async () => 'ok')).toBe('ok');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps no expired answers: a stream of distinct keys holds only the live ones, and none without a time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createMemoryCache<string>({ ttlMs: 30_000, maxEntries: 1000 });
    for (let i = 0; i < 300; i++) await cache.getOrLoad(`search ${i}`, async () => 'x'.repeat(1000));
    expect(cache.size).toBe(300);
    vi.advanceTimersByTime(20_000);
    for (let i = 300; i < 400; i++) await cache.getOrLoad(`search ${i}`, async () => 'y');
    expect(cache.size).toBe(400);
    vi.advanceTimersByTime(10_001);
    await cache.getOrLoad('one more', async () => 'z');
    expect(cache.size).toBe(101);

    const off = createMemoryCache<number>({ ttlMs: 0, maxEntries: 1000 });
    for (let i = 0; i < 50; i++) await off.getOrLoad(`k${i}`, async () => i);
    expect(off.size).toBe(0);
  });
});
