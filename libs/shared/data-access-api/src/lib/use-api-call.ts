import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-error';
import { messages } from './messages';

/** The per-call status of the spec (000 section 4), plus `idle` before the first run. */
export const CallStatus = {
  IDLE: 'idle',
  PENDING: 'pending',
  SUCCESS: 'success',
  FAILURE: 'failure',
  CANCELLED: 'cancelled',
} as const;
export type CallStatus = (typeof CallStatus)[keyof typeof CallStatus];

export interface ApiCallState<T> {
  status: CallStatus;
  data: T | undefined;
  error: ApiError | undefined;
}

const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError
    ? error
    : error instanceof Error && error.name === 'AbortError'
      ? new ApiError(messages.cancelled, 'cancelled')
      : new ApiError(
          error instanceof Error && error.message ? error.message : messages.unknown,
          'network',
        );

/**
 * Runs an API call and tracks its status (pending, success, failure, cancelled). A new run cancels
 * the one still in flight, `cancel()` cancels it, and unmounting the component cancels it too, so
 * a screen that is left never receives a late answer. `run` resolves to the data, or `undefined`
 * when the call failed or was cancelled (the failure itself is in `error`).
 *
 * @example
 * const orders = useApiCall((signal, page: number) => getOrders({ page }, signal));
 * useEffect(() => { void orders.run(1); }, [orders.run]);
 */
export function useApiCall<TArgs extends unknown[], T>(
  call: (signal: AbortSignal, ...args: TArgs) => Promise<T>,
) {
  const [state, setState] = useState<ApiCallState<T>>({
    status: CallStatus.IDLE,
    data: undefined,
    error: undefined,
  });
  const callRef = useRef(call);
  const controllerRef = useRef<AbortController | null>(null);
  const mountedRef = useRef(true);

  useEffect(() => {
    callRef.current = call;
  }, [call]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      controllerRef.current?.abort();
    };
  }, []);

  const run = useCallback(async (...args: TArgs): Promise<T | undefined> => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState((s) => ({ ...s, status: CallStatus.PENDING, error: undefined }));
    try {
      const data = await callRef.current(controller.signal, ...args);
      if (controller.signal.aborted) throw new ApiError(messages.cancelled, 'cancelled');
      if (mountedRef.current) setState({ status: CallStatus.SUCCESS, data, error: undefined });
      return data;
    } catch (error) {
      const apiError = controller.signal.aborted
        ? new ApiError(messages.cancelled, 'cancelled')
        : asApiError(error);
      const stillCurrent = controllerRef.current === controller;
      if (mountedRef.current && (stillCurrent || apiError.kind !== 'cancelled')) {
        setState((s) => ({
          ...s,
          status: apiError.kind === 'cancelled' ? CallStatus.CANCELLED : CallStatus.FAILURE,
          error: apiError.kind === 'cancelled' ? undefined : apiError,
        }));
      }
      return undefined;
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    controllerRef.current?.abort();
  }, []);

  return { ...state, run, cancel };
}
