import type { Cache } from '../../core/shared/ports.ts';

/**
 * An in-process cache with a time to live and a size bound (least recently used entries go first).
 * Concurrent misses of one key share a single load; failed loads are not cached. Expired entries are
 * dropped as new ones come in (ADR 082): a stream of distinct keys keeps only the last `ttlMs` of
 * answers, not `maxEntries` stale ones.
 */
export function createMemoryCache<T>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}): Cache<T> & { readonly size: number } {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  /** Entries are kept in the order of their last use: the sweep stops at the first live one. */
  const dropExpired = (now: number) => {
    for (const [key, entry] of entries) {
      if (entry.expires > now) break;
      entries.delete(key);
    }
  };
  return {
    getOrLoad(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      if (hit) entries.delete(key);
      dropExpired(now);
      const value = load();
      if (ttlMs <= 0) return value;
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => entries.delete(key));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
