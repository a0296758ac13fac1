import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { SHOP_ENTITY, ShopChangeAction, type HistoryEntry } from '@app/contract';
import {
  ShopBuildingStatus,
  type ListShopsFilter,
  type ShopBuilding,
  type ShopDetail,
  type ShopListItem,
  type ShopStatus,
} from '@app/shops-contract';
import { accounts, buildings, shopBuildings, shops, type Db } from '@app/server-db';
import {
  found,
  exactPage,
  mapBatches,
  createdAtSort,
  missing,
  readHistory,
  recordChange,
  selectBatches,
  textSearch,
} from '@app/server-core';
import type { BuildingScope, ChangeAuthor, Page, Result } from '@app/server-core';

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

/** The list's sort: by date, either way (`shops_created_at_idx`, `shops_status_created_at_idx`). */
const shopSort = createdAtSort<{ createdAt: Date; id: string }>(shops);

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

  /** The shop list's select, the list's and the export's. */
  const select = (scope: BuildingScope) =>
    db.select(columns(scope)).from(shops).innerJoin(accounts, eq(accounts.id, shops.ownerId));

  return {
    /** One page of shops, newest first (then by id, so pages never overlap), with the total. */
    async list(filter: ListShopsFilter, scope: BuildingScope): Promise<Page<ShopListItem>> {
      const page = await exactPage(db, select(scope).$dynamic(), {
        ...filter,
        table: shops,
        where: shopListWhere(db, filter, scope),
        order: shopSort.order(filter.sort),
      });
      return { ...page, rows: page.rows.map(toItem) };
    },

    /** Every shop the list's filters select, newest first as the list, a batch at a time. */
    exportRows(filter: Pick<ListShopsFilter, 'text' | 'status' | 'sort'>, scope: BuildingScope) {
      return mapBatches(
        selectBatches(
          () => select(scope).$dynamic(),
          shopListWhere(db, filter, scope),
          shopSort.keyset(filter.sort),
          500,
        ),
        toItem,
      );
    },

    /** One shop with its images and its pending and active buildings. */
    async detail(id: string): Promise<Result<ShopDetail>> {
      const [row] = await db
        .select({ ...columns(null), images: shops.images })
        .from(shops)
        .innerJoin(accounts, eq(accounts.id, shops.ownerId))
        .where(eq(shops.id, id));
      if (!row) return missing;
      const links = await this.buildings(id);
      return found({
        ...toItem(row),
        images: row.images,
        pendingBuildings: links.filter((l) => l.status === ShopBuildingStatus.PENDING),
        activeBuildings: links.filter((l) => l.status === ShopBuildingStatus.ACTIVE),
      });
    },

    /** Every building link of the shop: pending first, then by the building's name. */
    async buildings(shopId: string): Promise<ShopBuilding[]> {
      const rows = await db
        .select({
          id: buildings.id,
          name: buildings.name,
          address: buildings.address,
          status: shopBuildings.status,
          createdAt: shopBuildings.createdAt,
          approvedAt: shopBuildings.approvedAt,
        })
        .from(shopBuildings)
        .innerJoin(buildings, eq(buildings.id, shopBuildings.buildingId))
        .where(eq(shopBuildings.shopId, shopId))
        .orderBy(
          sql`${shopBuildings.status} = ${ShopBuildingStatus.ACTIVE}`,
          asc(buildings.name),
          asc(buildings.id),
        );
      return rows.map((r) => ({
        _id: r.id,
        name: r.name,
        address: r.address,
        status: r.status === ShopBuildingStatus.ACTIVE ? 'active' : 'pending',
        createdAt: r.createdAt.toISOString(),
        approvedAt: r.approvedAt ? r.approvedAt.toISOString() : null,
      }));
    },

    /** Whether the shop exists. */
    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, id));
      return Boolean(row);
    },

    /** Changes name, phone, address and status (or only the status); answers the shop after. */
    /**
     * Changes the shop's fields; a new status goes into the shop's history (issue 29), in the same
     * transaction, with who changed it.
     */
    async update(
      id: string,
      values: Partial<{ name: string; phone: string; address: string; status: ShopStatus }>,
      author: ChangeAuthor,
    ): Promise<Result<ShopDetail>> {
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: shops.status })
          .from(shops)
          .where(eq(shops.id, id))
          .for('update');
        if (!before) return false;
        await tx.update(shops).set(values).where(eq(shops.id, id));
        if (values.status !== undefined && values.status !== before.status)
          await recordChange(tx, {
            kind: SHOP_ENTITY,
            entityId: id,
            action: ShopChangeAction.STATUS,
            author,
            from: before.status,
            to: values.status,
          });
        return true;
      });
      return changed ? this.detail(id) : missing;
    },

    /**
     * One page of the shop's history (its status changes, its approvals into buildings and removals
     * from them), newest first; not found when the shop is not there.
     */
    async history(
      id: string,
      paging: { page: number; quantity: number },
    ): Promise<Result<Page<HistoryEntry>>> {
      if (!(await this.exists(id))) return missing;
      return found(await readHistory(db, SHOP_ENTITY, id, paging));
    },
  };
}

type ItemRow = {
  id: string;
  name: string;
  phone: string;
  address: string;
  avatar: string;
  rate: number;
  status: number;
  createdAt: Date;
  needApproval: boolean;
  ownerId: string;
  ownerName: string;
  ownerPhone: string | null;
  ownerEmail: string | null;
  ownerRole: number;
  ownerCreatedAt: Date;
};

function toItem(r: ItemRow): ShopListItem {
  return {
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
  };
}

export type ShopsRepository = ReturnType<typeof createShopsRepository>;
