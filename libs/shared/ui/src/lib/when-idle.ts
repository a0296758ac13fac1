import { useEffect, useState } from 'react';

export interface WhenIdleOptions {
  /** The longest the job waits for an idle moment, in ms (`requestIdleCallback`'s `timeout`). */
  timeout: number;
  /**
   * The delay, in ms, where the browser has no `requestIdleCallback` (Safari) and cannot say when it
   * is idle; 0 by default.
   */
  fallback?: number;
}

/**
 * Runs `job` once the browser is idle, at most `timeout` ms later (`requestIdleCallback`), or after
 * `fallback` ms where it has none: work that must not delay a paint (the next page asked for ahead,
 * code loaded ahead). Answers the function that cancels it.
 *
 * @example
 * useEffect(() => whenIdle(() => prefetch(next), { timeout: 1000 }), [next]);
 */
export function whenIdle(job: () => void, { timeout, fallback = 0 }: WhenIdleOptions): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => job(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(job, fallback);
  return () => clearTimeout(id);
}

/**
 * False until the browser has been idle once after the component's first commit ({@link whenIdle}
 * with `options`): a part that may wait then mounts after what the screen is for has painted.
 *
 * @example
 * const pickers = useAfterIdle({ timeout: 2000, fallback: 200 });
 * return pickers ? <Pickers /> : <Placeholder />;
 */
export function useAfterIdle({ timeout, fallback }: WhenIdleOptions): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeout, fallback }), [timeout, fallback]);
  return idle;
}
