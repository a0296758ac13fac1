import { useEffect, useMemo, useRef } from 'react';

/** The search debounce of the spec (section 9). */
export const SEARCH_DEBOUNCE_MS = 500;

export interface DebouncedFunction<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel: () => void;
  /** Runs a pending call now. */
  flush: () => void;
}

/**
 * A stable function that calls the latest `callback` once `delay` ms have passed without a new
 * call. A pending call is dropped when the component unmounts.
 *
 * @example
 * const search = useDebouncedCallback((text: string) => setFilters({ text }));
 * <input onChange={(e) => search(e.target.value)} />
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number = SEARCH_DEBOUNCE_MS,
): DebouncedFunction<A> {
  const callbackRef = useRef(callback);
  useEffect(() => {
    callbackRef.current = callback;
  });

  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: A | undefined;
    const run = () => {
      timer = undefined;
      const args = pending;
      pending = undefined;
      if (args) callbackRef.current(...args);
    };
    const fn = ((...args: A) => {
      pending = args;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(run, delay);
    }) as DebouncedFunction<A>;
    fn.cancel = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    };
    fn.flush = () => {
      if (timer !== undefined) clearTimeout(timer);
      run();
    };
    return fn;
  }, [delay]);

  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
