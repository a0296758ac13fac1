import type { Role } from '@app/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthStore } from './auth-store';
import { paths, signInWithRedirect } from './paths';

/**
 * Renders its children for a signed-in user; anyone else goes to /signin, which brings them back
 * here after sign-in. An account whose password someone else set goes to /changepassword first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const mustChangePassword = useAuthStore((s) => s.user?.mustChangePassword === true);
  const location = useLocation();
  if (!isLoggedIn) {
    return <Navigate to={signInWithRedirect(location.pathname + location.search)} replace />;
  }
  // A password someone else set is changed before anything else (the server refuses the rest).
  if (mustChangePassword) return <Navigate to={paths.changePassword} replace />;
  return children;
}

/** Renders its children only for the given roles; a wrong role goes to /dashboard. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const role = useAuthStore((s) => s.user?.role);
  if (role === undefined || !roles.includes(role)) return <Navigate to={paths.dashboard} replace />;
  return children;
}
