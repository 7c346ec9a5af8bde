/** A cache of computed values shared by the requests of one instance (or of all, with Redis). */
export interface Cache<T> {
  /** The cached value for `key`, or the loaded one (concurrent misses share one load). */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}
