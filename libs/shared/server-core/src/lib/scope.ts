import { inArray, is, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BuildingScope } from './list-query';

/** Whether a record of `buildingId` is visible to the scope: every record for `null`, else its building's. */
export const inScope = (buildingId: string | null, scope: BuildingScope): boolean =>
  scope === null || (buildingId !== null && scope.includes(buildingId));

/**
 * `column IN scope` for an operator, nothing for an unscoped caller; an operator with no building
 * sees nothing. The column may be an expression (the feedback's building, read through its
 * apartment when it has none of its own).
 *
 * @example
 * db.select().from(orders).where(and(scopeCondition(orders.buildingId, scope), ...))
 */
export const scopeCondition = (column: AnyPgColumn | SQL, scope: BuildingScope): SQL | undefined =>
  scope === null
    ? undefined
    : !scope.length
      ? sql`false`
      : // inArray's overloads take a column or an expression, not the union.
        is(column, SQL)
        ? inArray(column, scope)
        : inArray(column, scope);
