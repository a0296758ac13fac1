import { ApiStatus, REQUEST_ID_HEADER, sessionPaths, type TokenPair } from '@app/contract';
import ky, { isHTTPError, isTimeoutError, type KyInstance, type Options } from 'ky';
import { ApiError } from './api-error';
import { config } from './config';
import { messages } from './messages';

/** Call time-out (spec 000 section 9). */
export const API_TIMEOUT_MS = 150_000;

/** How a call authenticates: bearer (default), the older access-token header, or not at all. */
export type AuthMode = 'bearer' | 'legacy' | 'none';

/** Per-call options read by the client's hooks, passed as ky's `context`. */
export interface CallContext {
  auth?: AuthMode;
  /** `false`: do not report a failure through `onError` (the caller shows it itself). */
  notify?: boolean;
  /** Set by the client from the call's `timeout`. */
  timeout?: number;
}

/** The header the older calls carry their token in. */
export const LEGACY_TOKEN_HEADER = 'access-token';

const contextOf = (options: { context: Record<string, unknown> }): CallContext =>
  options.context as CallContext;

const setToken = (headers: Headers, mode: AuthMode, token: string | null): Headers => {
  headers.delete('authorization');
  headers.delete(LEGACY_TOKEN_HEADER);
  if (token && mode === 'bearer') headers.set('authorization', `Bearer ${token}`);
  if (token && mode === 'legacy') headers.set(LEGACY_TOKEN_HEADER, token);
  return headers;
};

const sentToken = (request: Request): string | null =>
  request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ??
  request.headers.get(LEGACY_TOKEN_HEADER);

/** What the browser's console shows of a failed call (never its query or body: they may hold personal data). */
export interface CallFailure {
  method: string;
  path: string;
  status?: number;
  /** The server's id of the request (`x-request-id`), the key to its line in the server's log. */
  requestId?: string;
  kind: 'http' | 'network' | 'timeout';
}

/**
 * Logs a failed call in the browser's console (spec 000 section 8: failures are also logged):
 * `console.error` for a server error, a network failure or a time-out, `console.warn` for an
 * answer that refuses the call (4xx, the session's 902).
 */
const logFailure = (
  call: { method: string; url: string },
  failure: Omit<CallFailure, 'method' | 'path'>,
) => {
  const entry: CallFailure = {
    method: call.method,
    path: new URL(call.url, 'http://console.invalid').pathname,
    ...failure,
  };
  const what = entry.status ?? entry.kind;
  const text = `[api] ${entry.method} ${entry.path} thất bại: ${what}${entry.requestId ? ` (mã yêu cầu ${entry.requestId})` : ''}`;
  const refused = entry.status !== undefined && (entry.status < 500 || entry.status > 599);
  if (refused) console.warn(text, entry);
  else console.error(text, entry);
};

const logResponseFailure = (call: { method: string; url: string }, response: Response) =>
  logFailure(call, {
    kind: 'http',
    status: response.status,
    ...(response.headers.get(REQUEST_ID_HEADER)
      ? { requestId: response.headers.get(REQUEST_ID_HEADER)! }
      : {}),
  });

let sessionEnding = false;
/** Ends the session once, however many calls find out at the same time. */
const expireSession = (): ApiError => {
  const { token, refreshToken } = config.getTokens();
  if (!sessionEnding && (token || refreshToken)) {
    sessionEnding = true;
    try {
      config.onSessionExpired(messages.sessionExpired);
    } finally {
      queueMicrotask(() => {
        sessionEnding = false;
      });
    }
  }
  return new ApiError(messages.sessionExpired, 'session', ApiStatus.SESSION_EXPIRED);
};

/** The name of the Web Lock that makes the tabs of one browser renew one at a time. */
export const RENEWAL_LOCK = 'console-token-renewal';

/**
 * Runs a renewal under a lock shared by every tab of the browser (Web Locks API), so two tabs
 * meeting 901 together renew once: the second finds the first's tokens in storage. Where Web Locks
 * are missing, the server still gives a renewal racing another within its grace window the same pair.
 */
const acrossTabs = <T>(fn: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(RENEWAL_LOCK, fn) : fn();
};

let renewal: Promise<string> | null = null;
/** The look at the stored token's expiry by this page's first authenticated call (see `api`). */
let bootCheck: Promise<void> | null = null;
/** For tests: the next authenticated call looks at its token's expiry again, as a new page's first. */
export const resetBootCheck = () => {
  bootCheck = null;
};
/**
 * One renewal for every call of this tab that met 901 at the same moment, and one at a time across
 * tabs; resolves to the new access token.
 */
const renewAccessToken = (): Promise<string> => {
  const expiredWith = config.getTokens().refreshToken;
  renewal ??= acrossTabs(async () => {
    const { token, refreshToken } = config.getTokens();
    if (!refreshToken) throw expireSession();
    // Another tab renewed while this one waited for the lock: its tokens are already here.
    if (token && refreshToken !== expiredWith) return token;
    try {
      const pair = await ky
        .post(sessionPaths.renewToken, {
          ...(config.baseUrl ? { prefix: config.baseUrl } : {}),
          json: { token: refreshToken },
          timeout: API_TIMEOUT_MS,
          retry: 0,
        })
        .json<TokenPair>();
      config.setTokens(pair);
      return pair.token;
    } catch (error) {
      const call = { method: 'POST', url: sessionPaths.renewToken };
      if (isHTTPError(error)) logResponseFailure(call, error.response);
      else logFailure(call, { kind: isTimeoutError(error) ? 'timeout' : 'network' });
      throw expireSession();
    }
  }).finally(() => {
    renewal = null;
  });
  return renewal;
};

const toApiError = (error: Error, timeout: number): ApiError => {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const data = error.data as { message?: unknown } | string | undefined;
    const serverMessage =
      typeof data === 'object' && data && typeof data.message === 'string' ? data.message : null;
    return new ApiError(serverMessage ?? messages.unknown, 'http', error.response.status, data);
  }
  if (isTimeoutError(error)) return new ApiError(messages.timeout(timeout), 'timeout');
  if (error.name === 'AbortError') return new ApiError(messages.cancelled, 'cancelled');
  return new ApiError(messages.network, 'network');
};

const options: Options = {
  timeout: API_TIMEOUT_MS,
  // Only the 901 renewal retries a call (forced retries ignore `methods`); nothing retries on its own.
  retry: { limit: 1, methods: [], statusCodes: [] },
  headers: { accept: 'application/json' },
  hooks: {
    init: [
      (opts) => {
        if (config.baseUrl) opts.prefix = config.baseUrl;
        // Normalised options drop `timeout`; the time-out message needs it.
        opts.context = {
          ...opts.context,
          timeout: typeof opts.timeout === 'number' ? opts.timeout : API_TIMEOUT_MS,
        };
      },
    ],
    beforeRequest: [
      async ({ request, options: opts }) => {
        const mode = contextOf(opts).auth ?? 'bearer';
        if (mode === 'none') return;
        let { token } = config.getTokens();
        if (token) {
          // A page opened with a stored token already past its expiry (the first page of the
          // morning, issue 31): renewed before its first calls rather than after their 901s, two
          // round trips less before the first rows; the calls made meanwhile wait for it. Once per
          // page: a browser clock far ahead of the server's costs one needless renewal, not one
          // per call. A failed renewal has ended the session; the call goes with the old token and
          // is refused as before.
          const stored = token;
          bootCheck ??= (async () => {
            const expiresAt = config.tokenExpiresAt?.(stored) ?? null;
            if (expiresAt !== null && expiresAt <= Date.now())
              await renewAccessToken().catch(() => undefined);
          })();
          await bootCheck;
          token = config.getTokens().token ?? token;
        }
        setToken(request.headers, mode, token);
      },
    ],
    afterResponse: [
      async ({ request, options: opts, response, retryCount }) => {
        const mode = contextOf(opts).auth ?? 'bearer';
        // A 901 the client renews and retries is no failure (the retry's answer is logged if it fails).
        const renews =
          mode !== 'none' && response.status === ApiStatus.ACCESS_TOKEN_EXPIRED && retryCount === 0;
        if (!response.ok && !renews) logResponseFailure(request, response);
        if (mode === 'none') return;
        if (response.status === ApiStatus.ACCESS_TOKEN_EXPIRED && retryCount === 0) {
          const current = config.getTokens().token;
          // Another call may have renewed already: then only retry with the newer token.
          const token =
            current && current !== sentToken(request) ? current : await renewAccessToken();
          // ky does not run beforeRequest again on a retry: the retried request carries the new token itself.
          const headers = setToken(new Headers(request.headers), mode, token);
          return ky.retry({
            request: new Request(request, { headers }),
            delay: 0,
            code: 'TOKEN_RENEWED',
          });
        }
        if (
          response.status === ApiStatus.SESSION_EXPIRED ||
          response.status === ApiStatus.ACCESS_TOKEN_EXPIRED ||
          (response.status === 401 && sentToken(request))
        ) {
          throw expireSession();
        }
        return undefined;
      },
    ],
    beforeError: [
      ({ error, request, options: opts }) => {
        const apiError = toApiError(error, contextOf(opts).timeout ?? API_TIMEOUT_MS);
        // An answer was logged when it came (afterResponse); a call that got none is logged here.
        if (apiError.kind === 'network' || apiError.kind === 'timeout')
          logFailure(request, { kind: apiError.kind });
        if (
          apiError.kind !== 'cancelled' &&
          apiError.kind !== 'session' &&
          contextOf(opts).notify !== false
        ) {
          config.onError(apiError.message);
        }
        return apiError;
      },
    ],
  },
};

/**
 * The one HTTP client of the console: JSON, the bearer token, a 150000 ms time-out, token renewal
 * on 901 (one shared renewal, then the call is retried with the new token), session end on 902 and
 * on 401 for an authenticated call, and every other failure reported through `onError`. Every call
 * rejects with an {@link ApiError}.
 *
 * @example
 * const orders = await api.get('admin/package', { searchParams: { page: 1 }, signal }).json<PageInfoAnswer<Order>>();
 * await api.post('auth/login', { json: input, context: { auth: 'none', notify: false } });
 */
export const api: KyInstance = ky.create(options);
