import { and, asc, eq, sql } from 'drizzle-orm';
import {
  buildingsMessages as m,
  type Apartment,
  type ApartmentValues,
  type ListApartmentsFilter,
} from '@app/buildings-contract';
import {
  apartments,
  buildings,
  floors,
  lockRows,
  newId,
  retryingTransaction,
  type Db,
  type Tx,
} from '@app/server-db';
import {
  coreMessages,
  found,
  exactPage,
  inScope,
  missing,
  refused,
  scopeCondition,
  textSearch,
} from '@app/server-core';
import type { BuildingScope, Page, Result } from '@app/server-core';
import { hasOrdersAt, residentsWhere } from './member-counts';

const columns = {
  id: apartments.id,
  name: apartments.name,
  buildingId: apartments.buildingId,
  buildingName: buildings.name,
  floorId: apartments.floorId,
  floorName: floors.name,
};
type Row = { [K in keyof typeof columns]: string };

const toApartment = (r: Row): Apartment => ({
  _id: r.id,
  name: r.name,
  building: { _id: r.buildingId, name: r.buildingName },
  floor: { _id: r.floorId, name: r.floorName },
});

/** Apartments: the list screen, the pickers and the map's changes. Every call sees only the buildings of the scope. */
export function createApartmentsRepository(db: Db) {
  const select = (tx: Db | Tx) =>
    tx
      .select(columns)
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .innerJoin(floors, eq(floors.id, apartments.floorId));

  async function one(tx: Db | Tx, id: string, scope: BuildingScope) {
    const [row] = await select(tx).where(eq(apartments.id, id));
    return row && inScope(row.buildingId, scope) ? toApartment(row) : undefined;
  }

  /**
   * Checks that the floor is in the building and the scope, and that no other apartment of the floor
   * has the name (any case); locks the floor so that two requests cannot both add the same name.
   */
  async function checkPlace(
    tx: Tx,
    input: ApartmentValues,
    scope: BuildingScope,
    exceptId?: string,
  ): Promise<Result<true>> {
    if (!inScope(input.building, scope)) return missing;
    const [floor] = await tx.select().from(floors).where(eq(floors.id, input.floor)).for('update');
    if (!floor || !inScope(floor.buildingId, scope))
      return refused('invalid', `${m.floorNotInBuilding} (floor)`);
    if (floor.buildingId !== input.building)
      return refused('invalid', `${m.floorNotInBuilding} (floor)`);
    const [taken] = await tx
      .select({ id: apartments.id })
      .from(apartments)
      .where(
        and(
          eq(apartments.floorId, floor.id),
          sql`lower(${apartments.name}) = lower(${input.name})`,
          exceptId ? sql`${apartments.id} <> ${exceptId}` : undefined,
        ),
      );
    if (taken) return refused('conflict', m.apartmentNameTaken(input.name));
    return found(true);
  }

  return {
    /** A page of apartments by building, floor position and name, with the total. */
    async list(filter: ListApartmentsFilter, scope: BuildingScope): Promise<Page<Apartment>> {
      const where = and(
        scopeCondition(apartments.buildingId, scope),
        filter.building ? eq(apartments.buildingId, filter.building) : undefined,
        filter.floor ? eq(apartments.floorId, filter.floor) : undefined,
        textSearch(filter.text, apartments.name),
      );
      const page = await exactPage(db, select(db).$dynamic(), {
        ...filter,
        table: apartments,
        where,
        order: [
          asc(buildings.name),
          asc(apartments.buildingId),
          asc(floors.position),
          asc(apartments.floorId),
          asc(apartments.name),
          asc(apartments.id),
        ],
      });
      return { ...page, rows: page.rows.map(toApartment) };
    },

    /** Every apartment of a building (the older `GET /api/v1/apartment/get/building/{id}`). */
    async ofBuilding(buildingId: string, scope: BuildingScope): Promise<Result<Apartment[]>> {
      if (!inScope(buildingId, scope)) return missing;
      const [building] = await db
        .select({ id: buildings.id })
        .from(buildings)
        .where(eq(buildings.id, buildingId));
      if (!building) return missing;
      const rows = await select(db)
        .where(eq(apartments.buildingId, buildingId))
        .orderBy(asc(floors.position), asc(apartments.floorId), asc(apartments.name));
      return found(rows.map(toApartment));
    },

    async get(id: string, scope: BuildingScope): Promise<Result<Apartment>> {
      const apartment = await one(db, id, scope);
      return apartment ? found(apartment) : missing;
    },

    async create(input: ApartmentValues, scope: BuildingScope): Promise<Result<Apartment>> {
      return retryingTransaction(db, async (tx) => {
        if (!inScope(input.building, scope)) return missing;
        // Parent first (the lock order of retryingTransaction): the building, then the floor.
        await lockRows(tx, buildings, [input.building]);
        const place = await checkPlace(tx, input, scope);
        if (!place.ok) return place;
        const id = newId();
        await tx
          .insert(apartments)
          .values({ id, name: input.name, buildingId: input.building, floorId: input.floor });
        return found((await one(tx, id, scope))!);
      });
    },

    /** Renames or moves an apartment; moving one with residents is refused (their account names the old floor). */
    async update(
      id: string,
      input: ApartmentValues,
      scope: BuildingScope,
    ): Promise<Result<Apartment>> {
      return retryingTransaction(db, async (tx) => {
        const [seen] = await tx.select().from(apartments).where(eq(apartments.id, id));
        if (!seen || !inScope(seen.buildingId, scope) || !inScope(input.building, scope))
          return missing;
        // Parents first (the lock order of retryingTransaction): the buildings, the floors (the one
        // it leaves and the one it goes to), then the apartment. Locked the other way round, a
        // delete of the floor (floor, then its apartments) deadlocked with this change.
        await lockRows(tx, buildings, [seen.buildingId, input.building]);
        await lockRows(tx, floors, [seen.floorId, input.floor], 'update');
        const [current] = await tx
          .select()
          .from(apartments)
          .where(eq(apartments.id, id))
          .for('update');
        if (!current) return missing;
        // Moved by another change between the read and the lock: its parents were not locked.
        if (current.floorId !== seen.floorId || current.buildingId !== seen.buildingId)
          return refused('conflict', coreMessages.concurrentChange);
        const place = await checkPlace(tx, input, scope, id);
        if (!place.ok) return place;
        const moves = current.floorId !== input.floor || current.buildingId !== input.building;
        if (moves && (await residentsWhere(tx, eq(apartments.id, id))) > 0)
          return refused('conflict', m.apartmentMoveHasMembers);
        await tx
          .update(apartments)
          .set({ name: input.name, buildingId: input.building, floorId: input.floor })
          .where(eq(apartments.id, id));
        return found((await one(tx, id, scope))!);
      });
    },

    /** Deletes an apartment; refused while it has a member or a pending registration, or an order names it. */
    async remove(id: string, scope: BuildingScope): Promise<Result<{ id: string }>> {
      return retryingTransaction(db, async (tx) => {
        const [current] = await tx
          .select()
          .from(apartments)
          .where(eq(apartments.id, id))
          .for('update');
        if (!current || !inScope(current.buildingId, scope)) return missing;
        if ((await residentsWhere(tx, eq(apartments.id, id))) > 0)
          return refused('conflict', m.apartmentHasMembers);
        if (await hasOrdersAt(tx, { apartmentId: id }))
          return refused('conflict', m.apartmentHasOrders);
        await tx.delete(apartments).where(eq(apartments.id, id));
        return found({ id });
      });
    },
  };
}

export type ApartmentsRepository = ReturnType<typeof createApartmentsRepository>;
