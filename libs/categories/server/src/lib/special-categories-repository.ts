import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  isLiveAt,
  keyFromName,
  specialCategoriesMessages as m,
  SpecialProductStatus,
  type ProductSearchFilter,
  type ProductSearchRow,
  type ScheduleDetailValues,
  type SpecialCategory,
  type SpecialProduct,
} from '@app/categories-contract';
import {
  products,
  retryingTransaction,
  shops,
  specialCategories,
  specialCategoryProducts,
  type Db,
  type Schedule,
} from '@app/server-db';
import {
  cappedCount,
  found,
  fullCount,
  missing,
  pageOffset,
  pageWindow,
  refused,
  textSearch,
  type Page,
  type Result,
} from '@app/server-core';

type Row = typeof specialCategories.$inferSelect;

/** The picker counts at most this many matching products (its pages stop there). */
const SEARCH_COUNT_CAP = 10_000;

const productCountOf = (status: SpecialProductStatus) =>
  sql<number>`(select count(*)::int from ${specialCategoryProducts} p where p.category_id = ${specialCategories.id} and p.status = ${status})`;

const columns = {
  row: specialCategories,
  productCount: productCountOf(SpecialProductStatus.APPROVED),
  pendingCount: productCountOf(SpecialProductStatus.PENDING),
};

const toItem = (
  r: { row: Row; productCount: number; pendingCount: number },
  now: Date,
): SpecialCategory => ({
  _id: r.row.id,
  name: r.row.name,
  key: r.row.key,
  active: r.row.active,
  buyNow: r.row.buyNow,
  scheduleDetail: r.row.scheduleDetail ?? null,
  schedule: r.row.schedule ?? null,
  liveNow: isLiveAt({ active: r.row.active, scheduleDetail: r.row.scheduleDetail ?? null }, now),
  productCount: Number(r.productCount),
  pendingCount: Number(r.pendingCount),
  createdAt: r.row.createdAt.toISOString(),
});

const productColumns = {
  _id: products.id,
  name: products.name,
  code: products.code,
  images: products.images,
  price: products.price,
  shopId: shops.id,
  shopName: shops.name,
};
type ProductRow = {
  _id: string;
  name: string;
  code: string;
  images: string[];
  price: number;
  shopId: string;
  shopName: string;
};
const toProduct = (p: ProductRow): SpecialProduct => ({
  _id: p._id,
  name: p.name,
  code: p.code,
  images: p.images,
  price: Number(p.price),
  shop: { _id: p.shopId, name: p.shopName },
});

export interface SpecialCategoryChange {
  name?: string;
  active?: boolean;
  buyNow?: boolean;
  scheduleDetail?: ScheduleDetailValues;
  schedule?: Schedule;
}

/**
 * The special categories (spec 001 §7, Special categories), behind both the /api/v1.1 calls and the older
 * /api/v1 ones. `now` gives the clock `liveNow` is computed at (tests move it).
 */
export function createSpecialCategoriesRepository(db: Db, now: () => Date = () => new Date()) {
  const byId = (id: string) => eq(specialCategories.id, id);

  const getWhere = async (where: ReturnType<typeof eq>): Promise<Result<SpecialCategory>> => {
    const [row] = await db.select(columns).from(specialCategories).where(where);
    return row ? found(toItem(row, now())) : missing;
  };

  /** The id of the category of `key`, or null. */
  const idOfKey = async (key: string): Promise<string | null> => {
    const [row] = await db
      .select({ id: specialCategories.id })
      .from(specialCategories)
      .where(eq(specialCategories.key, key));
    return row?.id ?? null;
  };

  const change = async (
    id: string,
    set: SpecialCategoryChange,
  ): Promise<Result<SpecialCategory>> => {
    const [row] = await db
      .update(specialCategories)
      .set(set)
      .where(byId(id))
      .returning({ id: specialCategories.id });
    return row ? getWhere(byId(id)) : missing;
  };

  /** Moves one product's link from `from` to approved, or deletes it; refused when it is not in `from`. */
  const settle = async (
    id: string,
    productId: string,
    from: SpecialProductStatus,
    to: SpecialProductStatus | null,
  ): Promise<Result<{ _id: string }>> => {
    const where = and(
      eq(specialCategoryProducts.categoryId, id),
      eq(specialCategoryProducts.productId, productId),
      eq(specialCategoryProducts.status, from),
      // A product banned since it was added is not approved into the category (it may be rejected).
      to === SpecialProductStatus.APPROVED
        ? notExists(
            db
              .select({ one: sql`1` })
              .from(products)
              .where(and(eq(products.id, productId), eq(products.banned, true))),
          )
        : undefined,
    );
    const done = to
      ? await db
          .update(specialCategoryProducts)
          .set({ status: to })
          .where(where)
          .returning({ id: specialCategoryProducts.productId })
      : await db
          .delete(specialCategoryProducts)
          .where(where)
          .returning({ id: specialCategoryProducts.productId });
    if (done.length) return found({ _id: productId });
    const [category] = await db
      .select({ id: specialCategories.id })
      .from(specialCategories)
      .where(byId(id));
    if (!category) return missing;
    if (to === SpecialProductStatus.APPROVED) {
      const [link] = await db
        .select({ banned: products.banned })
        .from(specialCategoryProducts)
        .innerJoin(products, eq(products.id, specialCategoryProducts.productId))
        .where(
          and(
            eq(specialCategoryProducts.categoryId, id),
            eq(specialCategoryProducts.productId, productId),
            eq(specialCategoryProducts.status, from),
          ),
        );
      if (link?.banned) return refused('conflict', m.approveBanned);
    }
    return refused(
      'conflict',
      from === SpecialProductStatus.PENDING ? m.notPending : m.notApproved,
    );
  };

  return {
    idOfKey,

    /**
     * One page, newest first, searched in the name and the key (accent-insensitive), filtered by
     * status. The operator's twin is the same list: special categories are shared by every
     * building, and an operator may attach any of them to a building they run.
     */
    async list(filter: {
      text?: string;
      active?: boolean;
      page: number;
      quantity: number;
    }): Promise<Page<SpecialCategory>> {
      const where = and(
        textSearch(filter.text, specialCategories.name, specialCategories.key),
        filter.active === undefined ? undefined : eq(specialCategories.active, filter.active),
      );
      const { limit, offset } = pageWindow(filter.page, filter.quantity);
      const [rows, total] = await Promise.all([
        db
          .select(columns)
          .from(specialCategories)
          .where(where)
          .orderBy(desc(specialCategories.createdAt), desc(specialCategories.id))
          .limit(limit)
          .offset(offset),
        fullCount(db, specialCategories, where),
      ]);
      const at = now();
      return { rows: rows.map((r) => toItem(r, at)), total, exact: true };
    },

    get: (id: string) => getWhere(byId(id)),
    getByKey: (key: string) => getWhere(eq(specialCategories.key, key)),

    /**
     * Creates one with a key made from its name; a key already used gets '-2', '-3'… (the unique
     * index decides, so two creations with one name at once still get two keys).
     */
    async create(input: {
      name: string;
      active: boolean;
      buyNow: boolean;
      scheduleDetail?: ScheduleDetailValues;
      schedule?: Schedule;
    }): Promise<Result<SpecialCategory>> {
      const base = keyFromName(input.name);
      for (let n = 1; n < 1000; n++) {
        const key = n === 1 ? base : `${base}-${n}`;
        const [row] = await db
          .insert(specialCategories)
          .values({
            name: input.name,
            key,
            active: input.active,
            buyNow: input.buyNow,
            scheduleDetail: input.scheduleDetail ?? null,
            schedule:
              input.schedule ??
              (input.scheduleDetail ? { disableProduct: false, countDown: false } : null),
          })
          .onConflictDoNothing({ target: specialCategories.key })
          .returning({ id: specialCategories.id });
        if (row) return getWhere(byId(row.id));
      }
      return refused('conflict', m.nameTooLong);
    },

    /** Changes the name, status, buyNow or schedule; the key stays (the apps refer to it). */
    update: change,

    async remove(id: string): Promise<Result<{ _id: string }>> {
      const [row] = await db
        .delete(specialCategories)
        .where(byId(id))
        .returning({ id: specialCategories.id });
      return row ? found({ _id: row.id }) : missing;
    },

    /**
     * One page of the category's products in `status` (the latest added first) and that list's
     * total; `missing` for an unknown category. Served by the (category, status, created, product)
     * index: the page reads its rows in order, the count only that index.
     */
    async productPage(
      id: string,
      status: SpecialProductStatus,
      page: number,
      quantity: number,
    ): Promise<Result<Page<SpecialProduct>>> {
      const [category] = await db
        .select({ id: specialCategories.id })
        .from(specialCategories)
        .where(byId(id));
      if (!category) return missing;
      const where = and(
        eq(specialCategoryProducts.categoryId, id),
        eq(specialCategoryProducts.status, status),
      );
      const [rows, total] = await Promise.all([
        db
          .select(productColumns)
          .from(specialCategoryProducts)
          .innerJoin(products, eq(products.id, specialCategoryProducts.productId))
          .innerJoin(shops, eq(shops.id, products.shopId))
          .where(where)
          .orderBy(desc(specialCategoryProducts.createdAt), desc(specialCategoryProducts.productId))
          .limit(quantity)
          .offset(pageOffset(page, quantity)),
        fullCount(db, specialCategoryProducts, where),
      ]);
      return found({ rows: rows.map(toProduct), total, exact: true });
    },

    /**
     * Adds shop products as pending (they are approved into the category afterwards). Every id must
     * be a product that is not banned (and of `shopId` when given, as the older call sends it); one
     * already in the category keeps its state.
     */
    async addProducts(
      id: string,
      productIds: string[],
      shopId?: string,
    ): Promise<Result<{ added: number }>> {
      // In id order: two additions of the same products in opposite orders would otherwise wait on
      // each other's new rows (the lock order of retryingTransaction, @app/server-db).
      const unique = [...new Set(productIds)].sort();
      return retryingTransaction(db, async (tx): Promise<Result<{ added: number }>> => {
        const [category] = await tx
          .select({ id: specialCategories.id })
          .from(specialCategories)
          .where(byId(id))
          .for('share');
        if (!category) return missing;
        const found_ = await tx
          .select({ id: products.id, banned: products.banned, shopId: products.shopId })
          .from(products)
          .where(inArray(products.id, unique))
          .orderBy(products.id)
          .for('share');
        if (found_.length !== unique.length) return refused('invalid', m.productNotFound);
        if (shopId && found_.some((p) => p.shopId !== shopId))
          return refused('invalid', m.productNotInShop);
        if (found_.some((p) => p.banned)) return refused('conflict', m.productBanned);
        const added = await tx
          .insert(specialCategoryProducts)
          .values(
            unique.map((productId) => ({
              categoryId: id,
              productId,
              status: SpecialProductStatus.PENDING,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: specialCategoryProducts.productId });
        return found({ added: added.length });
      });
    },

    approve: (id: string, productId: string) =>
      settle(id, productId, SpecialProductStatus.PENDING, SpecialProductStatus.APPROVED),
    reject: (id: string, productId: string) =>
      settle(id, productId, SpecialProductStatus.PENDING, null),
    removeProduct: (id: string, productId: string) =>
      settle(id, productId, SpecialProductStatus.APPROVED, null),

    /** Removes a product whatever its state (the older DELETE /api/v1/admin/special). */
    async unlinkProduct(id: string, productId: string): Promise<Result<{ _id: string }>> {
      const done = await db
        .delete(specialCategoryProducts)
        .where(
          and(
            eq(specialCategoryProducts.categoryId, id),
            eq(specialCategoryProducts.productId, productId),
          ),
        )
        .returning({ id: specialCategoryProducts.productId });
      return done.length ? found({ _id: productId }) : refused('conflict', m.notApproved);
    },

    /**
     * The add-products picker: the shops' products that are not banned, searched by name or code
     * (accent-insensitive), newest first, with their state in this category.
     */
    async searchProducts(
      id: string,
      filter: ProductSearchFilter,
    ): Promise<Result<Page<ProductSearchRow>>> {
      const [category] = await db
        .select({ id: specialCategories.id })
        .from(specialCategories)
        .where(byId(id));
      if (!category) return missing;
      const where = and(
        eq(products.banned, false),
        textSearch(filter.text, products.name, products.code),
      );
      const { limit, offset } = pageWindow(filter.page, filter.quantity);
      const [rows, total] = await Promise.all([
        db
          .select({ ...productColumns, status: specialCategoryProducts.status })
          .from(products)
          .innerJoin(shops, eq(shops.id, products.shopId))
          .leftJoin(
            specialCategoryProducts,
            and(
              eq(specialCategoryProducts.productId, products.id),
              eq(specialCategoryProducts.categoryId, id),
            ),
          )
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(limit)
          .offset(offset),
        cappedCount(db, products, where, SEARCH_COUNT_CAP + 1).then(([r]) => Number(r?.n ?? 0)),
      ]);
      return found({
        rows: rows.map((r) => ({
          ...toProduct(r),
          status: (r.status as SpecialProductStatus | null) ?? null,
        })),
        total: Math.min(total, SEARCH_COUNT_CAP),
        exact: total <= SEARCH_COUNT_CAP,
      });
    },
  };
}

export type SpecialCategoriesRepository = ReturnType<typeof createSpecialCategoriesRepository>;
