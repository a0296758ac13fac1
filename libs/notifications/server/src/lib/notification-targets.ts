import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  accounts,
  apartments,
  buildings,
  floors,
  shopBuildings,
  shops,
  type Db,
  type Tx,
} from '@app/server-db';
import { scopeCondition, textSearch, type BuildingScope } from '@app/server-core';
import type { SendType, TargetSearchFilter } from '@app/notifications-contract';

/**
 * The targets of a send (spec 000 §2 Send-notification modal) and who they reach:
 * - building, floor, apartment: every verified resident (an account whose apartment is approved,
 *   `verify`) living in one of the chosen buildings, floors or apartments;
 * - shop: the owner of each chosen shop.
 * An operator's scope limits the targets to the buildings they run (a shop: linked to one of them).
 */

/** Where a place target is: its table, its id and its building (a building is its own). */
const places = {
  building: { table: buildings, id: buildings.id, buildingId: buildings.id },
  floor: { table: floors, id: floors.id, buildingId: floors.buildingId },
  apartment: { table: apartments, id: apartments.id, buildingId: apartments.buildingId },
};

/** The ids among `ids` that exist and are within the scope. */
export async function existingTargets(
  db: Db | Tx,
  sendType: SendType,
  ids: string[],
  scope: BuildingScope,
): Promise<Set<string>> {
  let rows: { id: string }[];
  if (sendType === 'shop') {
    rows = await db
      .select({ id: shops.id })
      .from(shops)
      .where(
        and(
          inArray(shops.id, ids),
          scope === null
            ? undefined
            : exists(
                db
                  .select({ one: sql`1` })
                  .from(shopBuildings)
                  .where(
                    and(
                      eq(shopBuildings.shopId, shops.id),
                      scopeCondition(shopBuildings.buildingId, scope),
                    ),
                  ),
              ),
        ),
      );
  } else {
    const place = places[sendType];
    rows = await db
      .select({ id: place.id })
      .from(place.table)
      .where(and(inArray(place.id, ids), scopeCondition(place.buildingId, scope)));
  }
  return new Set(rows.map((r) => r.id));
}

/** A subquery answering the distinct `id` of every account the targets reach. */
export function recipientsQuery(db: Db | Tx, sendType: SendType, ids: string[]) {
  if (sendType === 'shop') {
    return db
      .selectDistinct({ id: sql<string>`${shops.ownerId}`.as('id') })
      .from(shops)
      .where(inArray(shops.id, ids));
  }
  const where =
    sendType === 'building'
      ? inArray(apartments.buildingId, ids)
      : sendType === 'floor'
        ? inArray(apartments.floorId, ids)
        : inArray(apartments.id, ids);
  return db
    .selectDistinct({ id: sql<string>`${accounts.id}`.as('id') })
    .from(accounts)
    .innerJoin(apartments, eq(apartments.id, accounts.apartmentId))
    .where(and(where, eq(accounts.verify, true)));
}

/**
 * A page of floors or apartments to pick, named "building · floor (· apartment)", searched by
 * those names (accent-insensitive), within the scope and, given `buildingId`, of that building.
 */
export async function searchTargets(db: Db, filter: TargetSearchFilter, scope: BuildingScope) {
  const offset = (filter.page - 1) * filter.quantity;
  const scoped = (column: AnyPgColumn) => scopeCondition(column, scope);
  if (filter.sendType === 'floor') {
    const where = and(
      scoped(floors.buildingId),
      filter.buildingId ? eq(floors.buildingId, filter.buildingId) : undefined,
      textSearch(filter.text, buildings.name, floors.name),
    );
    const name = sql<string>`${buildings.name} || ' · ' || ${floors.name}`;
    const [rows, [total]] = await Promise.all([
      db
        .select({ _id: floors.id, name })
        .from(floors)
        .innerJoin(buildings, eq(buildings.id, floors.buildingId))
        .where(where)
        .orderBy(buildings.name, floors.position, floors.id)
        .limit(filter.quantity)
        .offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(floors)
        .innerJoin(buildings, eq(buildings.id, floors.buildingId))
        .where(where),
    ]);
    return { data: rows, total: Number(total?.n ?? 0) };
  }
  const where = and(
    scoped(apartments.buildingId),
    filter.buildingId ? eq(apartments.buildingId, filter.buildingId) : undefined,
    textSearch(filter.text, buildings.name, floors.name, apartments.name),
  );
  const name = sql<string>`${buildings.name} || ' · ' || ${floors.name} || ' · ' || ${apartments.name}`;
  const base = () =>
    db
      .select({ _id: apartments.id, name })
      .from(apartments)
      .innerJoin(floors, eq(floors.id, apartments.floorId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(buildings.name, floors.position, apartments.name, apartments.id)
      .limit(filter.quantity)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(apartments)
      .innerJoin(floors, eq(floors.id, apartments.floorId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(where),
  ]);
  return { data: rows, total: Number(total?.n ?? 0) };
}

/**
 * The targets of a sent notification by name, in the order the pickers show them: a building by
 * its name, a floor 'building · floor', an apartment 'building · floor · apartment', a shop by its
 * name. A target deleted since has no row and is left out; a staff notice has no targets.
 */
export async function targetNames(
  db: Db,
  sendType: string,
  ids: string[],
): Promise<{ _id: string; name: string }[]> {
  if (ids.length === 0) return [];
  if (sendType === 'shop')
    return db
      .select({ _id: shops.id, name: shops.name })
      .from(shops)
      .where(inArray(shops.id, ids))
      .orderBy(shops.name, shops.id);
  if (sendType === 'building')
    return db
      .select({ _id: buildings.id, name: buildings.name })
      .from(buildings)
      .where(inArray(buildings.id, ids))
      .orderBy(buildings.name, buildings.id);
  if (sendType === 'floor')
    return db
      .select({ _id: floors.id, name: sql<string>`${buildings.name} || ' · ' || ${floors.name}` })
      .from(floors)
      .innerJoin(buildings, eq(buildings.id, floors.buildingId))
      .where(inArray(floors.id, ids))
      .orderBy(buildings.name, floors.position, floors.id);
  if (sendType === 'apartment')
    return db
      .select({
        _id: apartments.id,
        name: sql<string>`${buildings.name} || ' · ' || ${floors.name} || ' · ' || ${apartments.name}`,
      })
      .from(apartments)
      .innerJoin(floors, eq(floors.id, apartments.floorId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(inArray(apartments.id, ids))
      .orderBy(buildings.name, floors.position, apartments.name, apartments.id);
  return [];
}
