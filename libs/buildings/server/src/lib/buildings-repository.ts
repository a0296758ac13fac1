import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { BuildingListItem, ListBuildingsFilter } from '@app/buildings-contract';
import { buildings, type Db } from '@app/server-db';
import {
  textSearch,
  fullCount,
  pageOffset,
  scopeCondition,
  type BuildingScope,
  type Page,
} from '@app/server-core';

/** The WHERE of the building list: text on name, address and host (any case or accents), status, the caller's buildings. */
export function buildingListWhere(
  filter: Pick<ListBuildingsFilter, 'text' | 'status'>,
  scope: BuildingScope,
): SQL | undefined {
  return and(
    scopeCondition(buildings.id, scope),
    textSearch(filter.text, buildings.name, buildings.address, buildings.host),
    filter.status === undefined ? undefined : eq(buildings.status, filter.status),
  );
}

const columns = {
  id: buildings.id,
  name: buildings.name,
  host: buildings.host,
  floorNumber: buildings.floorNumber,
  address: buildings.address,
  description: buildings.description,
  status: buildings.status,
  images: buildings.images,
  createdAt: buildings.createdAt,
};

type Row = Pick<typeof buildings.$inferSelect, keyof typeof columns>;

const toListItem = (r: Row): BuildingListItem => ({
  _id: r.id,
  name: r.name,
  host: r.host,
  floorNumber: r.floorNumber,
  address: r.address,
  description: r.description,
  status: r.status,
  images: r.images,
  createdAt: r.createdAt.toISOString(),
});

/** The queries of the buildings domain; no HTTP here. */
export function createBuildingsRepository(db: Db) {
  return {
    /** One page of buildings by name (then id, so pages never overlap), with the total. */
    async list(filter: ListBuildingsFilter, scope: BuildingScope): Promise<Page<BuildingListItem>> {
      const where = buildingListWhere(filter, scope);
      const [rows, total] = await Promise.all([
        db
          .select(columns)
          .from(buildings)
          .where(where)
          .orderBy(asc(buildings.name), asc(buildings.id))
          .limit(filter.quantity)
          .offset(pageOffset(filter.page, filter.quantity)),
        fullCount(db, buildings, where),
      ]);
      return { rows: rows.map(toListItem), total, exact: true };
    },
  };
}

export type BuildingsRepository = ReturnType<typeof createBuildingsRepository>;
