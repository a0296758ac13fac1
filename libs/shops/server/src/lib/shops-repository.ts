import { and, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { ShopBuildingStatus, type ListShopsFilter, type ShopListItem } from '@app/shops-contract';
import { accounts, shopBuildings, shops, type Db } from '@app/server-db';
import { textSearch, fullCount, pageOffset, type BuildingScope, type Page } from '@app/server-core';

/** A link of the shop to a building of the scope (any building when unscoped), optionally of one status. */
function linkExists(db: Db, scope: BuildingScope, status?: ShopBuildingStatus): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(shopBuildings)
      .where(
        and(
          eq(shopBuildings.shopId, shops.id),
          scope === null ? undefined : inArray(shopBuildings.buildingId, scope),
          status ? eq(shopBuildings.status, status) : undefined,
        ),
      ),
  );
}

/**
 * The WHERE of the shop list: text on name and phone (any case or accents), status, and for an operator the
 * shops linked (pending or active) to one of their buildings.
 */
function shopListWhere(
  db: Db,
  filter: Pick<ListShopsFilter, 'text' | 'status'>,
  scope: BuildingScope,
): SQL | undefined {
  return and(
    scope === null ? undefined : scope.length ? linkExists(db, scope) : sql`false`,
    textSearch(filter.text, shops.name, shops.phone),
    filter.status === undefined ? undefined : eq(shops.status, filter.status),
  );
}

/** The queries of the shops domain; no HTTP here. */
export function createShopsRepository(db: Db) {
  const columns = (scope: BuildingScope) => ({
    id: shops.id,
    name: shops.name,
    phone: shops.phone,
    address: shops.address,
    avatar: shops.avatar,
    rate: shops.rate,
    status: shops.status,
    createdAt: shops.createdAt,
    // An operator approves links to their own buildings only, so only those make their shop "to approve".
    needApproval: sql<boolean>`${scope !== null && !scope.length ? sql`false` : linkExists(db, scope, ShopBuildingStatus.PENDING)}`,
    ownerId: accounts.id,
    ownerName: accounts.name,
    ownerPhone: accounts.phone,
    ownerEmail: accounts.email,
    ownerRole: accounts.role,
    ownerCreatedAt: accounts.createdAt,
  });

  return {
    /** One page of shops, newest first (then by id, so pages never overlap), with the total. */
    async list(filter: ListShopsFilter, scope: BuildingScope): Promise<Page<ShopListItem>> {
      const where = shopListWhere(db, filter, scope);
      const [rows, total] = await Promise.all([
        db
          .select(columns(scope))
          .from(shops)
          .innerJoin(accounts, eq(accounts.id, shops.ownerId))
          .where(where)
          .orderBy(desc(shops.createdAt), desc(shops.id))
          .limit(filter.quantity)
          .offset(pageOffset(filter.page, filter.quantity)),
        fullCount(db, shops, where),
      ]);
      return {
        total,
        exact: true,
        rows: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          phone: r.phone,
          address: r.address,
          avatar: r.avatar,
          rate: r.rate,
          status: r.status,
          needApproval: Boolean(r.needApproval),
          owner: {
            _id: r.ownerId,
            name: r.ownerName,
            phone: r.ownerPhone ?? '',
            email: r.ownerEmail ?? '',
            role: r.ownerRole,
            createdAt: r.ownerCreatedAt.toISOString(),
          },
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type ShopsRepository = ReturnType<typeof createShopsRepository>;
