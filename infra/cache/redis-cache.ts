import type { Redis } from 'ioredis';
import type { Cache } from '../../core/shared/ports.ts';

/**
 * A cache shared by every instance through Redis: JSON values under `prefix:key` with a time to live.
 * Concurrent misses of one key in this instance share one load. Redis trouble never fails a request:
 * the value is loaded from the source and the error reported. `clear()` forgets this instance's loads
 * in flight; entries of other versions are never read again (callers key by version) and expire.
 */
export function createRedisCache<T>({
  redis,
  prefix,
  ttlMs,
  onError,
}: {
  redis: Redis;
  prefix: string;
  ttlMs: number;
  onError: (error: unknown) => void;
}): Cache<T> {
  const loading = new Map<string, Promise<T>>();
  return {
    getOrLoad(key, load) {
      const pending = loading.get(key);
      if (pending) return pending;
      const redisKey = `${prefix}:${key}`;
      const value = (async () => {
        if (ttlMs > 0) {
          try {
            const hit = await redis.get(redisKey);
            if (hit !== null) return JSON.parse(hit) as T;
          } catch (error) {
            onError(error);
          }
        }
        const loaded = await load();
        if (ttlMs > 0)
          redis.set(redisKey, JSON.stringify(loaded), 'PX', ttlMs).catch((error: unknown) => onError(error));
        return loaded;
      })();
      loading.set(key, value);
      void value.then(
        () => loading.delete(key),
        () => loading.delete(key),
      );
      return value;
    },
    clear() {
      loading.clear();
    },
  };
}
