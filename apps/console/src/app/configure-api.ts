import { configureApiClient } from '@app/data-access-api';
import { toast } from '@app/ui';
import { decodeAccessToken, getAuthTokens, syncAuthAcrossTabs, useAuthStore } from '@app/util-auth';

/**
 * Wires the API client to the auth store and the toaster: a session that ends signs out with the
 * spec's message, which the sign-in page shows (the route gate sends the user there, remembering
 * the page); other failures show an error toast. Tabs share the session.
 */
export const configureApi = () => {
  configureApiClient({
    baseUrl: import.meta.env.VITE_API_URL || undefined,
    getTokens: getAuthTokens,
    setTokens: (pair) => useAuthStore.getState().setTokens(pair),
    tokenExpiresAt: (token) => {
      const exp = decodeAccessToken(token)?.exp;
      return typeof exp === 'number' ? exp * 1000 : null;
    },
    onSessionExpired: (message) => useAuthStore.getState().signOut(message),
    onError: (message) => toast.error(message),
  });
  syncAuthAcrossTabs();
};
