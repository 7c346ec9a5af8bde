import { useEffect, useMemo, useRef, useState } from 'react';

/** The status of one async action (docs/product/states.md): profile update, PDF generation, an auth action… */
export type AsyncStatus = 'idle' | 'loading' | 'success' | 'fail';

export interface AsyncState<E = unknown> {
  status: AsyncStatus;
  /** The failure, while the status is `fail`. */
  error: E | undefined;
}

/** How long `success` shows before the status returns to `idle` (docs/product/states.md, docs/product/constants.md: 2.5 s). */
export const SUCCESS_RESET_MS = 2500;

export interface AsyncStatusOptions<E> {
  /** How long `success` lasts; default 2.5 s. */
  successResetMs?: number;
  /** Told of each failure of `run` (e.g. to show it in a toast). */
  onFail?: (error: E) => void;
}

export interface AsyncStatusControls<E> {
  /** Runs `action`: loading, then success or fail. Resolves with its result, or `undefined` when it failed (never rejects). */
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  start: () => void;
  succeed: () => void;
  fail: (error: E) => void;
  reset: () => void;
}

export interface AsyncStatusController<E> extends AsyncStatusControls<E> {
  readonly state: AsyncState<E>;
  /** (Re)attaches the controller to its component: changes are reported again. */
  activate: () => void;
  /** Detaches it: the success timer is cleared and late results are ignored. */
  dispose: () => void;
}

const IDLE: AsyncState<never> = { status: 'idle', error: undefined };

/**
 * The state machine behind `useAsyncStatus`, free of React: idle → loading → success | fail, success
 * back to idle after `successResetMs`. Only the latest `run` decides the outcome.
 */
export function createAsyncStatus<E = unknown>(
  onChange: (state: AsyncState<E>) => void,
  { successResetMs = SUCCESS_RESET_MS, onFail }: AsyncStatusOptions<E> = {},
): AsyncStatusController<E> {
  let state: AsyncState<E> = IDLE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latestRun = 0;
  let active = true;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: AsyncState<E>) => {
    clearTimer();
    if (!active) return;
    state = next;
    onChange(state);
  };
  const reset = () => set(IDLE);
  const start = () => set({ status: 'loading', error: undefined });
  const succeed = () => {
    set({ status: 'success', error: undefined });
    if (active) timer = setTimeout(reset, successResetMs);
  };
  const fail = (error: E) => set({ status: 'fail', error });

  return {
    get state() {
      return state;
    },
    start,
    succeed,
    fail,
    reset,
    async run<T>(action: () => Promise<T>) {
      const id = ++latestRun;
      start();
      try {
        const result = await action();
        if (id === latestRun) succeed();
        return result;
      } catch (error) {
        if (id === latestRun && active) {
          fail(error as E);
          onFail?.(error as E);
        }
        return undefined;
      }
    },
    activate() {
      active = true;
    },
    dispose() {
      clearTimer();
      active = false;
    },
  };
}

/**
 * Status of an async action for a component: `idle | loading | success | fail` with the error;
 * success returns to idle after 2.5 s. The timer is cleared when the component unmounts.
 *
 * ```tsx
 * const save = useAsyncStatus({ onFail: showApiError });
 * <Button disabled={save.status === 'loading'} onClick={() => save.run(() => api('/api/…', { method: 'PUT', json }))} />
 * ```
 */
export function useAsyncStatus<E = unknown>(
  options: AsyncStatusOptions<E> = {},
): AsyncState<E> & AsyncStatusControls<E> {
  const [state, setState] = useState<AsyncState<E>>(IDLE);
  const onFail = useRef(options.onFail);
  useEffect(() => {
    onFail.current = options.onFail;
  });
  const [controller] = useState(() =>
    createAsyncStatus<E>(setState, {
      successResetMs: options.successResetMs,
      onFail: (error) => onFail.current?.(error),
    }),
  );
  useEffect(() => {
    controller.activate();
    return controller.dispose;
  }, [controller]);
  const { run, start, succeed, fail, reset } = controller;
  return useMemo(
    () => ({ ...state, run, start, succeed, fail, reset }),
    [state, run, start, succeed, fail, reset],
  );
}
