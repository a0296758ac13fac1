import { and, notInArray, type SQL } from 'drizzle-orm';
import { isStaffRole, staffRoles } from '@app/contract';
import { accounts } from '@app/server-db';
import { inScope, scopeCondition, type BuildingScope } from '@app/server-core';

/**
 * Whether an account is within the caller's reach: every account for the super admin (`null`
 * scope); for an operator, a resident or shop person living in one of their buildings, never a
 * staff account (audit finding 1: a staff member with a residence there is not theirs to manage).
 * Out of reach answers as absent (404), the same as another building's account.
 */
export const accountInScope = (
  account: { buildingId: string | null; role: number },
  scope: BuildingScope,
): boolean => scope === null || (inScope(account.buildingId, scope) && !isStaffRole(account.role));

/** `accountInScope` as a WHERE condition on `accounts` (nothing for the super admin). */
export const accountScopeCondition = (scope: BuildingScope): SQL | undefined =>
  scope === null
    ? undefined
    : and(scopeCondition(accounts.buildingId, scope), notInArray(accounts.role, [...staffRoles]));
