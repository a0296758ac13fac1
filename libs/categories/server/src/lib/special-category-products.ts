import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { HistoryEntry } from '@app/contract';
import {
  SPECIAL_CATEGORY_ENTITY,
  SpecialCategoryChangeAction,
  specialCategoriesMessages as m,
  SpecialProductStatus,
  type ProductSearchFilter,
  type ProductSearchRow,
  type SpecialProduct,
} from '@app/categories-contract';
import {
  products,
  retryingTransaction,
  shops,
  specialCategories,
  specialCategoryProducts,
  type Db,
  type Tx,
} from '@app/server-db';
import {
  cappedCount,
  exactPage,
  found,
  missing,
  pageWindow,
  readHistory,
  recordChange,
  refused,
  textSearch,
} from '@app/server-core';
import type { ChangeAuthor, Page, Result } from '@app/server-core';

/** The picker counts at most this many matching products (its pages stop there). */
const SEARCH_COUNT_CAP = 10_000;

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

/**
 * The products of the special categories: their pages by state, the shops' additions, their
 * approval and removal, and the picker that adds them.
 */
export function createSpecialCategoryProducts(db: Db) {
  const byId = (id: string) => eq(specialCategories.id, id);

  /** True when the category exists (an empty answer then means "not in that state", not 404). */
  const categoryExists = async (id: string, on: Db | Tx = db) =>
    (await on.select({ id: specialCategories.id }).from(specialCategories).where(byId(id))).length >
    0;

  /**
   * Moves one product's link from `from` to approved, or deletes it; refused when it is not in
   * `from`. The decision goes into the category's history (issue 29) in the same transaction, with
   * the product's and its shop's names.
   */
  const settle = (
    id: string,
    productId: string,
    from: SpecialProductStatus,
    to: SpecialProductStatus | null,
    author: ChangeAuthor,
  ): Promise<Result<{ _id: string }>> =>
    db.transaction(async (tx) => {
      const where = and(
        eq(specialCategoryProducts.categoryId, id),
        eq(specialCategoryProducts.productId, productId),
        eq(specialCategoryProducts.status, from),
        // A product banned since it was added is not approved into the category (it may be rejected).
        to === SpecialProductStatus.APPROVED
          ? notExists(
              tx
                .select({ one: sql`1` })
                .from(products)
                .where(and(eq(products.id, productId), eq(products.banned, true))),
            )
          : undefined,
      );
      const done = to
        ? await tx
            .update(specialCategoryProducts)
            .set({ status: to })
            .where(where)
            .returning({ id: specialCategoryProducts.productId })
        : await tx
            .delete(specialCategoryProducts)
            .where(where)
            .returning({ id: specialCategoryProducts.productId });
      if (done.length) {
        const [product] = await tx
          .select({ name: products.name, shop: shops.name })
          .from(products)
          .innerJoin(shops, eq(shops.id, products.shopId))
          .where(eq(products.id, productId));
        await recordChange(tx, {
          kind: SPECIAL_CATEGORY_ENTITY,
          entityId: id,
          action:
            to === SpecialProductStatus.APPROVED
              ? SpecialCategoryChangeAction.PRODUCT_APPROVE
              : from === SpecialProductStatus.PENDING
                ? SpecialCategoryChangeAction.PRODUCT_REJECT
                : SpecialCategoryChangeAction.PRODUCT_REMOVE,
          author,
          details: { productId, product: product?.name ?? '', shop: product?.shop ?? '' },
        });
        return found({ _id: productId });
      }
      if (!(await categoryExists(id, tx))) return missing;
      if (to === SpecialProductStatus.APPROVED) {
        const [link] = await tx
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
    });

  return {
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
      if (!(await categoryExists(id))) return missing;
      const where = and(
        eq(specialCategoryProducts.categoryId, id),
        eq(specialCategoryProducts.status, status),
      );
      const query = db
        .select(productColumns)
        .from(specialCategoryProducts)
        .innerJoin(products, eq(products.id, specialCategoryProducts.productId))
        .innerJoin(shops, eq(shops.id, products.shopId))
        .$dynamic();
      const list = await exactPage(db, query, {
        page,
        quantity,
        table: specialCategoryProducts,
        where,
        order: [desc(specialCategoryProducts.createdAt), desc(specialCategoryProducts.productId)],
      });
      return found({ ...list, rows: list.rows.map(toProduct) });
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

    approve: (id: string, productId: string, author: ChangeAuthor) =>
      settle(id, productId, SpecialProductStatus.PENDING, SpecialProductStatus.APPROVED, author),
    reject: (id: string, productId: string, author: ChangeAuthor) =>
      settle(id, productId, SpecialProductStatus.PENDING, null, author),
    removeProduct: (id: string, productId: string, author: ChangeAuthor) =>
      settle(id, productId, SpecialProductStatus.APPROVED, null, author),

    /** One page of the category's history, newest first; not found for an unknown category. */
    async history(
      id: string,
      paging: { page: number; quantity: number },
    ): Promise<Result<Page<HistoryEntry>>> {
      if (!(await categoryExists(id))) return missing;
      return found(await readHistory(db, SPECIAL_CATEGORY_ENTITY, id, paging));
    },

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
      if (!(await categoryExists(id))) return missing;
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
