export {
  AUTH_STORAGE_KEY,
  getAuthTokens,
  syncAuthAcrossTabs,
  useAuthStore,
  type AuthState,
} from './lib/auth-store';
export { RequireAuth, RequireRole } from './lib/guards';
export { decodeAccessToken } from './lib/jwt';
export { REDIRECT_PARAM, paths, safeRedirect, signInWithRedirect } from './lib/paths';
export {
  menuFilters,
  AccountCard,
  accountCardAccess,
  accountCardRules,
  actionRoles,
  can,
  canOpen,
  matchDashboardRoute,
  menuFor,
  menuItems,
  routeRoles,
  type CardAccess,
  type DashboardRoute,
  type MenuItem,
} from './lib/permissions';
export { APP_TITLE, documentTitle, setWaitingWork, usePageTitle } from './lib/page-title';
export { screenTitle, useDocumentTitle } from './lib/titles';
export {
  prefetchPage,
  revalidateOnUrlChange,
  type PagePrefetch,
  type PrefetchLoader,
} from './lib/prefetch';
export { forSignedInRole, type RoleTwin } from './lib/role-twin';
