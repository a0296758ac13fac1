import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BuildingScope } from './list-query';

/** Whether a record of `buildingId` is visible to the scope: every record for `null`, else its building's. */
export const inScope = (buildingId: string | null, scope: BuildingScope): boolean =>
  scope === null || (buildingId !== null && scope.includes(buildingId));

/**
 * `column IN scope` for an operator, nothing for an unscoped caller; an operator with no building
 * sees nothing.
 *
 * @example
 * db.select().from(orders).where(and(scopeCondition(orders.buildingId, scope), ...))
 */
export const scopeCondition = (column: AnyPgColumn, scope: BuildingScope): SQL | undefined =>
  scope === null ? undefined : scope.length ? inArray(column, scope) : sql`false`;
