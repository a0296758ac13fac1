import { Role } from '@app/contract';
import { useAuthStore } from './auth-store';

/** A call the spec gives twice: the admin path, and the operator's twin of it (`twinPath` in `@app/contract`). */
export interface RoleTwin<T = string> {
  admin: T;
  operator: T;
}

/**
 * The operator twin for a signed-in operator, the admin path for the other staff roles: the one
 * way a feature's endpoint client picks the path for the caller's role (the server checks the role
 * either way).
 *
 * @example api.get(forSignedInRole(buildingsPaths.buildings))
 */
export const forSignedInRole = <T>(twin: RoleTwin<T>): T =>
  useAuthStore.getState().user?.role === Role.OPERATOR ? twin.operator : twin.admin;
