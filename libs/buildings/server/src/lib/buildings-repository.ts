import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SHOP_ENTITY, ShopChangeAction } from '@app/contract';
import {
  buildingsMessages as m,
  type ApartmentStats,
  type BuildingDetail,
  type BuildingListItem,
  type BuildingShop,
  type BuildingValues,
  type CreateBuildingValues,
  defaultFloorName,
  type ListBuildingsFilter,
} from '@app/buildings-contract';
import {
  accounts,
  apartments,
  buildings,
  buildingSpecialCategories,
  floors,
  newId,
  orders,
  retryingTransaction,
  shopBuildings,
  shops,
  specialCategories,
  uploads,
  type Db,
  type Tx,
} from '@app/server-db';
import {
  EXPORT_BATCH_SIZE,
  textSearch,
  found,
  exactPage,
  inScope,
  mapBatches,
  missing,
  recordChange,
  refused,
  scopeCondition,
  selectBatches,
} from '@app/server-core';
import type { BuildingScope, ChangeAuthor, Keyset, Page, Result } from '@app/server-core';

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

/** Who changes a building's images: their id and scope (an operator may use their own uploads and their buildings'). */
export interface Uploader {
  id: string;
  scope: BuildingScope;
}

const done = found(null);

/** The stored file name of an image URL. */
const fileOf = (url: string) => url.split('/').pop()!;

/** The building list's order: by name, then by id. */
const byName: Keyset<Row> = {
  columns: [buildings.name, buildings.id],
  direction: 'asc',
  of: (r) => [r.name, r.id],
};

/** The queries of the buildings domain; no HTTP here. */
export function createBuildingsRepository(db: Db) {
  /** The building list's select, the list's and the export's. */
  const listSelect = () => db.select(columns).from(buildings).$dynamic();
  async function detail(tx: Db | Tx, id: string): Promise<BuildingDetail | undefined> {
    const [row] = await tx.select(columns).from(buildings).where(eq(buildings.id, id));
    if (!row) return undefined;
    const [categories, shopRows] = await Promise.all([
      tx
        .select({
          _id: specialCategories.id,
          name: specialCategories.name,
          key: specialCategories.key,
          active: specialCategories.active,
        })
        .from(buildingSpecialCategories)
        .innerJoin(
          specialCategories,
          eq(specialCategories.id, buildingSpecialCategories.categoryId),
        )
        .where(eq(buildingSpecialCategories.buildingId, id))
        .orderBy(asc(specialCategories.name), asc(specialCategories.id)),
      tx
        .select({
          _id: shops.id,
          name: shops.name,
          phone: shops.phone,
          avatar: shops.avatar,
          status: shops.status,
          link: shopBuildings.status,
          createdAt: shopBuildings.createdAt,
          approvedAt: shopBuildings.approvedAt,
        })
        .from(shopBuildings)
        .innerJoin(shops, eq(shops.id, shopBuildings.shopId))
        .where(eq(shopBuildings.buildingId, id))
        .orderBy(asc(shops.name), asc(shops.id)),
    ]);
    const shop = ({ link: _link, ...r }: (typeof shopRows)[number]): BuildingShop => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      approvedAt: r.approvedAt?.toISOString() ?? null,
    });
    return {
      ...toListItem(row),
      specialCategories: categories,
      pendingShops: shopRows.filter((r) => r.link === 'pending').map(shop),
      activeShops: shopRows.filter((r) => r.link === 'active').map(shop),
    };
  }

  /** The building locked for a change, if the scope sees it. */
  async function lock(tx: Tx, id: string, scope: BuildingScope) {
    if (!inScope(id, scope)) return undefined;
    const [row] = await tx.select().from(buildings).where(eq(buildings.id, id)).for('update');
    return row;
  }

  /**
   * Images new to building `id` must be uploads of no other building; an operator may add only
   * their own uploads or their buildings'. A refusal, or `null` when all may be added.
   */
  async function checkNewImages(tx: Tx, id: string, added: string[], by: Uploader) {
    if (!added.length) return null;
    const names = added.map(fileOf);
    const rows = await tx.select().from(uploads).where(inArray(uploads.name, names));
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const name of names) {
      const row = byName.get(name);
      const allowed =
        row &&
        (row.buildingId === null || row.buildingId === id) &&
        (by.scope === null || row.ownerId === by.id || row.buildingId === id);
      if (!allowed) return refused('invalid', `${m.imageNotUploaded} (images)`);
    }
    return null;
  }

  /**
   * Whoever attaches it, an image now belongs to the building: deleting it takes the building (its
   * uploader may no longer, unless they run it).
   */
  async function tagImages(tx: Tx, id: string, added: string[]) {
    if (added.length)
      await tx
        .update(uploads)
        .set({ buildingId: id })
        .where(inArray(uploads.name, added.map(fileOf)));
  }

  /** Runs `change` on the locked building and answers its detail afterwards. */
  const change = (
    id: string,
    scope: BuildingScope,
    run: (tx: Tx, building: typeof buildings.$inferSelect) => Promise<Result<unknown>>,
  ): Promise<Result<BuildingDetail>> =>
    retryingTransaction(db, async (tx) => {
      const building = await lock(tx, id, scope);
      if (!building) return missing;
      const outcome = await run(tx, building);
      if (!outcome.ok) return outcome;
      return found((await detail(tx, id))!);
    });

  return {
    async get(id: string, scope: BuildingScope): Promise<Result<BuildingDetail>> {
      if (!inScope(id, scope)) return missing;
      const building = await detail(db, id);
      return building ? found(building) : missing;
    },

    /**
     * A new building with its floors 'Tầng 1' … 'Tầng N' (N its floor count) and the images
     * uploaded in the creation form (checked and tagged as `setImages` does), in one transaction:
     * a refused image creates nothing.
     */
    async create(
      { images, ...values }: CreateBuildingValues,
      by: Uploader,
    ): Promise<Result<BuildingDetail>> {
      return db.transaction(async (tx) => {
        const id = newId();
        const refusal = await checkNewImages(tx, id, images, by);
        if (refusal) return refusal;
        await tx.insert(buildings).values({ id, ...values, images });
        if (values.floorNumber > 0)
          await tx.insert(floors).values(
            Array.from({ length: values.floorNumber }, (_, i) => ({
              id: newId(),
              buildingId: id,
              name: defaultFloorName(i + 1),
              position: i + 1,
            })),
          );
        await tagImages(tx, id, images);
        return found((await detail(tx, id))!);
      });
    },

    update: (id: string, values: BuildingValues, scope: BuildingScope) =>
      change(id, scope, async (tx) => {
        await tx
          .update(buildings)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(buildings.id, id));
        return done;
      }),

    /**
     * Deletes a building with its floors, apartments and links; refused while anyone lives there
     * (verified or pending) or an order was placed in it (orders keep their building). The building
     * is locked first, at the top of the lock order (retryingTransaction): every change of its floors,
     * apartments or residents locks it before them, so the cascades meet none of them halfway.
     */
    async remove(id: string, scope: BuildingScope): Promise<Result<{ id: string }>> {
      return retryingTransaction(db, async (tx) => {
        const building = await lock(tx, id, scope);
        if (!building) return missing;
        const [residents] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(accounts)
          .where(and(eq(accounts.buildingId, id), sql`${accounts.apartmentId} is not null`));
        if (residents && residents.n > 0) return refused('conflict', m.buildingHasMembers);
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.buildingId, id))
          .limit(1);
        if (order) return refused('conflict', m.buildingHasOrders);
        await tx.delete(buildings).where(eq(buildings.id, id));
        return found({ id });
      });
    },

    /**
     * Replaces the image list (order kept). An image new to the building must be an upload that is
     * not another building's; an operator may add only their own uploads or their buildings'. An
     * added image's upload is tagged with the building.
     */
    setImages: (id: string, images: string[], by: Uploader) =>
      change(id, by.scope, async (tx, building) => {
        const added = images.filter((url) => !building.images.includes(url));
        const refusal = await checkNewImages(tx, id, added, by);
        if (refusal) return refusal;
        await tagImages(tx, id, added);
        await tx
          .update(buildings)
          .set({ images, updatedAt: new Date() })
          .where(eq(buildings.id, id));
        return done;
      }),

    /** Apartments of the building and how many have nobody (no member, no pending registration): the map's grey tiles. */
    async apartmentStats(id: string, scope: BuildingScope): Promise<Result<ApartmentStats>> {
      if (!inScope(id, scope)) return missing;
      const [building] = await db
        .select({ id: buildings.id })
        .from(buildings)
        .where(eq(buildings.id, id));
      if (!building) return missing;
      const [row] = await db
        .select({
          totalApartments: sql<number>`count(distinct ${apartments.id})`.mapWith(Number),
          totalEmptyApartments:
            sql<number>`count(distinct ${apartments.id}) filter (where ${accounts.id} is null)`.mapWith(
              Number,
            ),
        })
        .from(apartments)
        .leftJoin(accounts, eq(accounts.apartmentId, apartments.id))
        .where(eq(apartments.buildingId, id));
      return found({
        totalApartments: row?.totalApartments ?? 0,
        totalEmptyApartments: row?.totalEmptyApartments ?? 0,
      });
    },

    linkCategory: (id: string, categoryId: string, scope: BuildingScope) =>
      change(id, scope, async (tx) => {
        const [category] = await tx
          .select({ id: specialCategories.id })
          .from(specialCategories)
          .where(eq(specialCategories.id, categoryId));
        if (!category) return refused('invalid', `${m.categoryNotFound} (category)`);
        const inserted = await tx
          .insert(buildingSpecialCategories)
          .values({ buildingId: id, categoryId })
          .onConflictDoNothing()
          .returning();
        if (!inserted.length) return refused('conflict', m.categoryAlreadyLinked);
        return done;
      }),

    unlinkCategory: (id: string, categoryId: string, scope: BuildingScope) =>
      change(id, scope, async (tx) => {
        const deleted = await tx
          .delete(buildingSpecialCategories)
          .where(
            and(
              eq(buildingSpecialCategories.buildingId, id),
              eq(buildingSpecialCategories.categoryId, categoryId),
            ),
          )
          .returning();
        if (!deleted.length) return refused('conflict', m.categoryNotLinked);
        return done;
      }),

    /** pending → active. An active link answers 409; no link, 404. */
    async approveShop(
      id: string,
      shopId: string,
      scope: BuildingScope,
      author: ChangeAuthor,
    ): Promise<Result<BuildingDetail>> {
      return change(id, scope, async (tx, building) => {
        const [link] = await tx
          .select()
          .from(shopBuildings)
          .where(and(eq(shopBuildings.buildingId, id), eq(shopBuildings.shopId, shopId)))
          .for('update');
        if (!link) return refused('conflict', m.shopNotInBuilding);
        if (link.status !== 'pending') return refused('conflict', m.shopAlreadyActive);
        await tx
          .update(shopBuildings)
          .set({ status: 'active', approvedAt: new Date() })
          .where(and(eq(shopBuildings.buildingId, id), eq(shopBuildings.shopId, shopId)));
        await recordChange(tx, {
          kind: SHOP_ENTITY,
          entityId: shopId,
          action: ShopChangeAction.BUILDING_APPROVE,
          author,
          details: { building: building.name },
        });
        return done;
      });
    },

    /** Removes a pending or active link. The shop's needApproval is derived from its pending links, so it clears with the last one. */
    rejectShop: (id: string, shopId: string, scope: BuildingScope, author: ChangeAuthor) =>
      change(id, scope, async (tx, building) => {
        const deleted = await tx
          .delete(shopBuildings)
          .where(and(eq(shopBuildings.buildingId, id), eq(shopBuildings.shopId, shopId)))
          .returning();
        if (!deleted.length) return refused('conflict', m.shopNotInBuilding);
        await recordChange(tx, {
          kind: SHOP_ENTITY,
          entityId: shopId,
          action: ShopChangeAction.BUILDING_REMOVE,
          author,
          details: { building: building.name, wasActive: deleted[0]!.status === 'active' },
        });
        return done;
      }),

    /** One page of buildings by name (then id, so pages never overlap), with the total. */
    async list(filter: ListBuildingsFilter, scope: BuildingScope): Promise<Page<BuildingListItem>> {
      const page = await exactPage(db, listSelect(), {
        ...filter,
        table: buildings,
        where: buildingListWhere(filter, scope),
        order: byName.columns.map((column) => asc(column)),
      });
      return { ...page, rows: page.rows.map(toListItem) };
    },

    /** Every building the list's filters select, by name as the list, `size` a batch. */
    exportRows(
      filter: Pick<ListBuildingsFilter, 'text' | 'status'>,
      scope: BuildingScope,
      size = EXPORT_BATCH_SIZE,
    ) {
      return mapBatches(
        selectBatches(listSelect, buildingListWhere(filter, scope), byName, size),
        toListItem,
      );
    },
  };
}

export type BuildingsRepository = ReturnType<typeof createBuildingsRepository>;
