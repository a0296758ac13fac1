import { and, asc, eq, sql } from 'drizzle-orm';
import {
  buildingsMessages as m,
  type CreateFloorValues,
  type Floor,
  type ListFloorsFilter,
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
  found,
  exactPage,
  inScope,
  missing,
  refused,
  scopeCondition,
  textSearch,
} from '@app/server-core';
import type { BuildingScope, Page, Result } from '@app/server-core';
import { apartmentsOfFloors, hasOrdersAt, residentsWhere } from './member-counts';

const floorColumns = {
  id: floors.id,
  name: floors.name,
  position: floors.position,
  buildingId: floors.buildingId,
  buildingName: buildings.name,
};
type FloorRow = {
  id: string;
  name: string;
  position: number;
  buildingId: string;
  buildingName: string;
};

async function toFloors(db: Db | Tx, rows: FloorRow[]): Promise<Floor[]> {
  const byFloor = await apartmentsOfFloors(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    position: r.position,
    building: { _id: r.buildingId, name: r.buildingName },
    apartments: byFloor.get(r.id) ?? [],
  }));
}

const sameName = (column: typeof floors.name, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/** Floors: the building map's rows. Every call sees only the buildings of the scope. */
export function createFloorsRepository(db: Db) {
  async function one(tx: Db | Tx, id: string): Promise<Floor | undefined> {
    const rows = await tx
      .select(floorColumns)
      .from(floors)
      .innerJoin(buildings, eq(buildings.id, floors.buildingId))
      .where(eq(floors.id, id));
    return (await toFloors(tx, rows))[0];
  }

  /** The floor locked for a change, if the scope sees it. */
  async function lockFloor(tx: Tx, id: string, scope: BuildingScope) {
    const [row] = await tx.select().from(floors).where(eq(floors.id, id)).for('update');
    return row && inScope(row.buildingId, scope) ? row : undefined;
  }

  return {
    /** A page of floors by building, then position, each with its apartments and their counts (the tile map in one call). */
    async list(filter: ListFloorsFilter, scope: BuildingScope): Promise<Page<Floor>> {
      const where = and(
        scopeCondition(floors.buildingId, scope),
        filter.building ? eq(floors.buildingId, filter.building) : undefined,
        textSearch(filter.text, floors.name),
      );
      const page = await exactPage(
        db,
        db
          .select(floorColumns)
          .from(floors)
          .innerJoin(buildings, eq(buildings.id, floors.buildingId))
          .$dynamic(),
        {
          ...filter,
          table: floors,
          where,
          order: [
            asc(buildings.name),
            asc(floors.buildingId),
            asc(floors.position),
            asc(floors.id),
          ],
        },
      );
      return { ...page, rows: await toFloors(db, page.rows) };
    },

    /** A new floor at the end of its building; its name is unique in the building (any case). */
    async create(input: CreateFloorValues, scope: BuildingScope): Promise<Result<Floor>> {
      return retryingTransaction(db, async (tx) => {
        const [building] = await tx
          .select({ id: buildings.id })
          .from(buildings)
          .where(eq(buildings.id, input.building))
          .for('update');
        if (!building || !inScope(building.id, scope)) return missing;
        const [taken] = await tx
          .select({ id: floors.id })
          .from(floors)
          .where(and(eq(floors.buildingId, building.id), sameName(floors.name, input.name)));
        if (taken) return refused('conflict', m.floorNameTaken(input.name));
        const [last] = await tx
          .select({ max: sql<number | null>`max(${floors.position})`.mapWith(Number) })
          .from(floors)
          .where(eq(floors.buildingId, building.id));
        const id = newId();
        await tx.insert(floors).values({
          id,
          buildingId: building.id,
          name: input.name,
          position: (last?.max ?? 0) + 1,
        });
        return found((await one(tx, id))!);
      });
    },

    async rename(id: string, name: string, scope: BuildingScope): Promise<Result<Floor>> {
      return retryingTransaction(db, async (tx) => {
        const floor = await lockFloor(tx, id, scope);
        if (!floor) return missing;
        const [taken] = await tx
          .select({ id: floors.id })
          .from(floors)
          .where(
            and(
              eq(floors.buildingId, floor.buildingId),
              sameName(floors.name, name),
              sql`${floors.id} <> ${id}`,
            ),
          );
        if (taken) return refused('conflict', m.floorNameTaken(name));
        await tx.update(floors).set({ name }).where(eq(floors.id, id));
        return found((await one(tx, id))!);
      });
    },

    /** Deletes the floor and its apartments; refused while any of them has a member or a pending registration, or an order names them. */
    async remove(id: string, scope: BuildingScope): Promise<Result<{ id: string }>> {
      return retryingTransaction(db, async (tx) => {
        // Parent first (the lock order of retryingTransaction): the building, then the floor and
        // its apartments. A building delete takes the building first too, so its cascades never
        // meet this one halfway (a floor never changes building).
        const [seen] = await tx
          .select({ buildingId: floors.buildingId })
          .from(floors)
          .where(eq(floors.id, id));
        if (!seen || !inScope(seen.buildingId, scope)) return missing;
        await lockRows(tx, buildings, [seen.buildingId]);
        const floor = await lockFloor(tx, id, scope);
        if (!floor) return missing;
        // Locking the apartments makes an account joining one of them wait for this transaction.
        await tx
          .select({ id: apartments.id })
          .from(apartments)
          .where(eq(apartments.floorId, id))
          .for('update');
        if ((await residentsWhere(tx, eq(apartments.floorId, id))) > 0)
          return refused('conflict', m.floorHasMembers);
        if (await hasOrdersAt(tx, { floorId: id })) return refused('conflict', m.floorHasOrders);
        await tx.delete(floors).where(eq(floors.id, id));
        return found({ id });
      });
    },
  };
}

export type FloorsRepository = ReturnType<typeof createFloorsRepository>;
