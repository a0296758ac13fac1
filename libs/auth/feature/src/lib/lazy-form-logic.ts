import type { FieldValues, Resolver } from 'react-hook-form';

type FormLogic = typeof import('./form-logic');

let loading: Promise<FormLogic> | null = null;
/** Loads the form logic (zod schemas, API client) once; screens start it right after they paint. */
export const loadFormLogic = (): Promise<FormLogic> => (loading ??= import('./form-logic'));

/**
 * Starts loading the form logic once the screen has been painted (the frame after this one), so
 * that the sign-in page's first paint waits for none of it (ARCHITECTURE.md §6: at most 150 KB of
 * JavaScript before first paint). A submit before then loads it at once.
 */
export function preloadFormLogicAfterPaint(): void {
  const start = () => void loadFormLogic().catch(() => (loading = null));
  if (typeof requestAnimationFrame !== 'function') return start();
  requestAnimationFrame(() => setTimeout(start, 0));
}

/** A react-hook-form resolver that waits for the form logic on its first use. */
export const lazyResolver =
  <TIn extends FieldValues, TOut>(
    pick: (logic: FormLogic) => Resolver<TIn, unknown, TOut>,
  ): Resolver<TIn, unknown, TOut> =>
  async (values, context, options) =>
    pick(await loadFormLogic())(values, context, options);
