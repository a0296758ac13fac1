import type { FieldValues, Resolver } from 'react-hook-form';

type FormLogic = typeof import('./form-logic');

let loading: Promise<FormLogic> | null = null;
/** Loads the form logic (zod schemas, API client) once; screens start it right after they paint. */
export const loadFormLogic = (): Promise<FormLogic> => (loading ??= import('./form-logic'));

/** A react-hook-form resolver that waits for the form logic on its first use. */
export const lazyResolver =
  <TIn extends FieldValues, TOut>(
    pick: (logic: FormLogic) => Resolver<TIn, unknown, TOut>,
  ): Resolver<TIn, unknown, TOut> =>
  async (values, context, options) =>
    pick(await loadFormLogic())(values, context, options);
