import type { AccessTokenClaims, TokenPair } from '@app/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { decodeAccessToken } from './jwt';

/** The localStorage key of the persisted session (other tabs listen to it). */
export const AUTH_STORAGE_KEY = 'console-auth';

export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  /** The signed-in account, decoded from the access token. */
  user: AccessTokenClaims | null;
  isLoggedIn: boolean;
  /** Why the last session ended, when it was not the user's choice (shown on the sign-in page). */
  notice: string | null;
  /** Stores a fresh token pair (after sign-in or a renewal). */
  setTokens: (pair: TokenPair) => void;
  /** Forgets the session: tokens cleared, signed out; `notice` says why, if the user did not ask. */
  signOut: (notice?: string) => void;
  clearNotice: () => void;
}

const fromTokens = (token: string | null, refreshToken: string | null) => {
  const user = decodeAccessToken(token);
  return user && refreshToken
    ? { token, refreshToken, user, isLoggedIn: true }
    : { token: null, refreshToken: null, user: null, isLoggedIn: false };
};

/**
 * The session store: tokens persisted in localStorage, the current user decoded from the access
 * token. Tabs share it: a renewal or sign-out in one tab reaches the others through `storage` events.
 *
 * @example
 * const role = useAuthStore((s) => s.user?.role);
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...fromTokens(null, null),
      notice: null,
      setTokens: ({ token, refreshToken }) =>
        set({ ...fromTokens(token, refreshToken), notice: null }),
      signOut: (notice) => set({ ...fromTokens(null, null), notice: notice ?? null }),
      clearNotice: () => set({ notice: null }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ token: s.token, refreshToken: s.refreshToken }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Pick<AuthState, 'token' | 'refreshToken'>>;
        return { ...current, ...fromTokens(p.token ?? null, p.refreshToken ?? null) };
      },
    },
  ),
);

/** The tokens as they are right now, for code outside React (the API client). */
export const getAuthTokens = () => {
  const { token, refreshToken } = useAuthStore.getState();
  return { token, refreshToken };
};

let listening = false;
/** Follows the session of other tabs (renewed tokens, sign-out). Safe to call more than once. */
export const syncAuthAcrossTabs = (): (() => void) => {
  if (listening || typeof window === 'undefined') return () => undefined;
  listening = true;
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) void useAuthStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
    listening = false;
  };
};
