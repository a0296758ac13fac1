import type { TokenPair } from '@app/contract';

export interface ApiClientConfig {
  /** Base URL of the API; the page's own origin when absent. */
  baseUrl?: string;
  getTokens: () => { token: string | null; refreshToken: string | null };
  setTokens: (pair: TokenPair) => void;
  /**
   * When an access token stops being accepted, in ms since the epoch (`null`: not known). The
   * first authenticated call of a page whose stored token is past it renews first (see `api`).
   */
  tokenExpiresAt?: (token: string) => number | null;
  /** The session is over (902, 401 on an authenticated call, failed renewal): sign out and go to /signin. */
  onSessionExpired: (message: string) => void;
  /** Any other failure, with a message ready to show (an error toast). */
  onError: (message: string) => void;
}

/** The live configuration the client reads on every call. */
export const config: ApiClientConfig = {
  getTokens: () => ({ token: null, refreshToken: null }),
  setTokens: () => undefined,
  onSessionExpired: () => undefined,
  onError: () => undefined,
};

/**
 * Connects the client to the app: where the API is, where the tokens live, and how failures reach
 * the user. The console calls it once at start-up with the auth store and the toaster.
 *
 * @example
 * configureApiClient({ getTokens, setTokens, onSessionExpired: signOutToSignIn, onError: (m) => toast.error(m) });
 */
export const configureApiClient = (next: Partial<ApiClientConfig>): void => {
  Object.assign(config, next);
};
