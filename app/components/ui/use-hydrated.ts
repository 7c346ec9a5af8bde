import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while rendering on the server and hydrating, true afterwards: swap no-JS fallbacks with it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
