import { and, asc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type Shipper, type ShipperSearchBy } from '@app/contract';
import { buildings, orders, shippers, type Db } from '@app/server-db';
import { textSearch, fullCount, namedRef, type BuildingScope, type Page } from '@app/server-core';
import { ShipperStatus } from '@app/accounts-contract';

export interface ShipperSearch {
  searchBy: ShipperSearchBy;
  searchText?: string;
  buildingId?: string;
  offset: number;
  limit: number;
}

/** A shipper's own fields: the shipper search and the shipper screen (`shippers-admin.ts`) read them alike. */
export const shipperColumns = {
  id: shippers.id,
  name: shippers.name,
  email: shippers.email,
  phone: shippers.phone,
  staffCode: shippers.staffCode,
};

const columns = {
  ...shipperColumns,
  buildingId: buildings.id,
  buildingName: buildings.name,
};

const searchColumn = {
  name: shippers.name,
  email: shippers.email,
  phone: shippers.phone,
  staffCode: shippers.staffCode,
};

/** A shipper's own fields and building, as the shipper search and the shipper screen answer them. */
export const toShipper = (s: {
  id: string;
  name: string;
  email: string;
  phone: string;
  staffCode: string;
  buildingId: string | null;
  buildingName: string | null;
}): Shipper => ({
  _id: s.id,
  name: s.name,
  email: s.email,
  phone: s.phone,
  staffCode: s.staffCode,
  building: namedRef(s.buildingId, s.buildingName),
});

/**
 * The shippers a caller may pick: approved ones and those with orders (a shipper since rejected
 * still delivered them); for an operator, only those of or delivering in their buildings.
 */
function pickable(db: Db, scope: BuildingScope): SQL | undefined {
  const hasOrders = (extra?: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(eq(orders.shipperId, shippers.id), extra)),
    );
  const anyone = or(eq(shippers.status, ShipperStatus.APPROVED), hasOrders());
  if (scope === null) return anyone;
  if (!scope.length) return sql`false`;
  return and(
    anyone,
    or(inArray(shippers.buildingId, scope), hasOrders(inArray(orders.buildingId, scope))),
  );
}

/** The shipper queries of the accounts domain: the order filter's list and the picker's search. */
export function createShippersRepository(db: Db) {
  const select = () =>
    db
      .select(columns)
      .from(shippers)
      .leftJoin(buildings, eq(buildings.id, shippers.buildingId))
      .orderBy(asc(shippers.name), asc(shippers.id))
      .$dynamic();

  return {
    /** Every shipper the caller may pick, by name. */
    async all(scope: BuildingScope): Promise<Shipper[]> {
      return (await select().where(pickable(db, scope))).map(toShipper);
    },

    /**
     * One window (offset, limit) of the picker's search, by name, with the total. `buildingId` keeps
     * the shippers who deliver in that building (have orders there), as the order list and the
     * shipper statistics group by the order's building, not by the shipper's home building (audit
     * item 13); without it, every shipper the caller may pick.
     */
    async search(search: ShipperSearch, scope: BuildingScope): Promise<Page<Shipper>> {
      const where = and(
        pickable(db, scope),
        search.buildingId
          ? exists(
              db
                .select({ one: sql`1` })
                .from(orders)
                .where(
                  and(eq(orders.shipperId, shippers.id), eq(orders.buildingId, search.buildingId)),
                ),
            )
          : undefined,
        textSearch(search.searchText, searchColumn[search.searchBy]),
      );
      const [rows, total] = await Promise.all([
        select().where(where).limit(search.limit).offset(search.offset),
        fullCount(db, shippers, where),
      ]);
      return { rows: rows.map(toShipper), total, exact: true };
    },
  };
}
