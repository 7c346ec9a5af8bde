import { describe, expect, it } from 'vitest';
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
});
