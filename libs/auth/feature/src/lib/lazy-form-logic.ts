import type { FieldValues, Resolver } from 'react-hook-form';

type FormLogic = typeof import('./form-logic');

let loading: Promise<FormLogic> | null = null;
/** Loads the form logic (zod schemas, API client) once; screens start it right after they paint. */
export const loadFormLogic = (): Promise<FormLogic> => (loading ??= import('./form-logic'));

/**
 * Starts loading the form logic once the page has been painted, so that the sign-in page's first
 * paint waits for none of it (ARCHITECTURE.md §6: at most 150 KB of JavaScript before first
 * paint). "Painted" is the browser's own first-contentful-paint entry: the frame after React's
 * commit is not enough, since Chromium reports the paint some 30–50 ms later and a localhost answer
 * lands in between. A page reached inside the app (painted long ago) loads at once; a browser
 * without paint timing, after the next frame; a tab that never paints (hidden), after a second.
 * A submit before then loads it at once.
 */
export function preloadFormLogicAfterPaint(): void {
  const start = () => void loadFormLogic().catch(() => (loading = null));
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    if (typeof requestAnimationFrame !== 'function') return start();
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  if (performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) return start();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) once();
  });
  observer.observe({ type: 'paint' });
  const timer = setTimeout(once, 1000);
}

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** A react-hook-form resolver that waits for the form logic on its first use. */
export const lazyResolver =
  <TIn extends FieldValues, TOut>(
    pick: (logic: FormLogic) => Resolver<TIn, unknown, TOut>,
  ): Resolver<TIn, unknown, TOut> =>
  async (values, context, options) =>
    pick(await loadFormLogic())(values, context, options);
