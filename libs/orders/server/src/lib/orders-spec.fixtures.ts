import { isNotNull } from 'drizzle-orm';
import { orders } from '@app/server-db';
import type { StaffTestApp } from '@app/server-core/testing';

/**
 * The seeded orders with a building, by id: those of the buildings the demo operator runs (`own`)
 * and the others (`foreign`), each at least `atLeast` (the rows a spec sets up and changes).
 */
export async function ordersByOperator(
  t: StaffTestApp,
  atLeast: number,
): Promise<{ own: string[]; foreign: string[] }> {
  const rows = await t.database.db
    .select({ id: orders.id, buildingId: orders.buildingId })
    .from(orders)
    .where(isNotNull(orders.buildingId))
    .orderBy(orders.id);
  const runs = (o: (typeof rows)[number]) => t.operatorBuildings.includes(o.buildingId!);
  const own = rows.filter(runs).map((o) => o.id);
  const foreign = rows.filter((o) => !runs(o)).map((o) => o.id);
  expect(own.length).toBeGreaterThanOrEqual(atLeast);
  expect(foreign.length).toBeGreaterThanOrEqual(atLeast);
  return { own, foreign };
}
