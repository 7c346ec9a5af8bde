import type { Cache } from '../../core/shared/ports.ts';

/**
 * An in-process cache with a time to live and a size bound (least recently used entries go first).
 * Concurrent misses of one key share a single load; failed loads are not cached.
 */
export function createMemoryCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): Cache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    getOrLoad(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => entries.delete(key));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
