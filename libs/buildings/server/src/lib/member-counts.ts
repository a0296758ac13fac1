import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FloorApartment } from '@app/buildings-contract';
import { accounts, apartments, orders, type Db, type Tx } from '@app/server-db';

/**
 * Members of an apartment: the accounts whose apartment it is. A verified one is a member, an
 * unverified one a pending registration (the account's verify state, schema accounts.ts).
 */
export const memberCounts = {
  members: sql<number>`count(${accounts.id}) filter (where ${accounts.verify})`.mapWith(Number),
  pendingCount: sql<number>`count(${accounts.id}) filter (where not ${accounts.verify})`.mapWith(
    Number,
  ),
};

/** The apartments of the given floors with their member and pending counts, by floor, then by name. */
export async function apartmentsOfFloors(
  db: Db | Tx,
  floorIds: string[],
): Promise<Map<string, FloorApartment[]>> {
  const byFloor = new Map<string, FloorApartment[]>(floorIds.map((id) => [id, []]));
  if (!floorIds.length) return byFloor;
  const rows = await db
    .select({
      id: apartments.id,
      name: apartments.name,
      floorId: apartments.floorId,
      ...memberCounts,
    })
    .from(apartments)
    .leftJoin(accounts, eq(accounts.apartmentId, apartments.id))
    .where(inArray(apartments.floorId, floorIds))
    .groupBy(apartments.id)
    .orderBy(asc(apartments.name), asc(apartments.id));
  for (const r of rows)
    byFloor
      .get(r.floorId)
      ?.push({ _id: r.id, name: r.name, members: r.members, pendingCount: r.pendingCount });
  return byFloor;
}

/** How many accounts (verified or pending) live in the apartments matching `where`. */
export async function residentsWhere(db: Db | Tx, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(accounts)
    .innerJoin(apartments, eq(accounts.apartmentId, apartments.id))
    .where(where);
  return row?.n ?? 0;
}

/**
 * Whether an order names one of the places (orders keep the floor and apartment they were
 * delivered to, so a place with orders cannot be deleted). Rare calls: a delete of the map.
 */
export async function hasOrdersAt(
  db: Db | Tx,
  place: { floorId: string } | { apartmentId: string },
): Promise<boolean> {
  const where =
    'floorId' in place
      ? sql`${orders.floorId} = ${place.floorId} or ${orders.apartmentId} in (select ${apartments.id} from ${apartments} where ${apartments.floorId} = ${place.floorId})`
      : eq(orders.apartmentId, place.apartmentId);
  const [row] = await db.select({ id: orders.id }).from(orders).where(where).limit(1);
  return Boolean(row);
}
