/** What went wrong with a call. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancelled' | 'session';

/** The one error type every call rejects with; `message` is ready to show (Vietnamese). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
