import { isApiError } from '@app/data-access-api';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { preloadFormLogicAfterPaint } from './lazy-form-logic';

/**
 * The form of every auth screen: react-hook-form with the lazily loaded resolver, the form logic
 * preloaded after the first paint, and the server's refusal kept for the alert above the fields.
 * `submit(send, refused?)` makes the form's onSubmit: it clears the refusal, runs `send` with the
 * valid values and shows what it throws, unless `refused` took the message (returned true); the
 * message `send` resolves to (the server's answer) is kept as `done`, which replaces the form.
 */
export function useAuthForm<TIn extends FieldValues, TOut extends FieldValues>(
  resolver: Resolver<TIn, unknown, TOut>,
  defaultValues: DefaultValues<TIn>,
  initialError: string | null = null,
) {
  const [serverError, setServerError] = useState<string | null>(initialError);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues });

  useEffect(() => {
    preloadFormLogicAfterPaint();
  }, []);

  const submit = (
    send: (values: TOut) => Promise<string | void>,
    refused?: (message: string) => boolean,
  ) =>
    form.handleSubmit(async (values) => {
      setServerError(null);
      try {
        const answer = await send(values);
        if (answer) setDone(answer);
      } catch (error) {
        const message = isApiError(error) ? error.message : String(error);
        if (!refused?.(message)) setServerError(message);
      }
    });

  return { ...form, serverError, done, submit };
}
