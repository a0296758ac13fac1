import { aliasedTable, and, eq, type SQL } from 'drizzle-orm';
import type { HistoryEntry } from '@app/contract';
import {
  PRODUCT_ENTITY,
  ProductChangeAction,
  productsMessages as m,
  type ProductFilter,
  type ShopProduct,
} from '@app/products-contract';
import { accounts, productBanEvents, products, shops, type Db } from '@app/server-db';
import {
  exactPage,
  found,
  mapBatches,
  missing,
  namedRef,
  newestFirst,
  newestFirstKeyset,
  readHistory,
  recordChange,
  refused,
  selectBatches,
  textSearch,
} from '@app/server-core';
import type { ChangeAuthor, Page, Result } from '@app/server-core';
import { createSampleProducts } from './sample-products-repository';

const banner = aliasedTable(accounts, 'banner');

const productColumns = {
  id: products.id,
  name: products.name,
  code: products.code,
  images: products.images,
  price: products.price,
  stockQuantity: products.stockQuantity,
  banned: products.banned,
  banReason: products.banReason,
  bannedAt: products.bannedAt,
  bannedById: banner.id,
  bannedByName: banner.name,
  shopId: shops.id,
  shopName: shops.name,
  createdAt: products.createdAt,
};
const selectProducts = (db: Db) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(banner, eq(banner.id, products.bannedById));
type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

const toProduct = (r: ProductRow): ShopProduct => ({
  _id: r.id,
  name: r.name,
  code: r.code,
  images: r.images,
  price: r.price,
  stockQuantity: r.stockQuantity,
  banned: r.banned,
  banReason: r.banReason,
  bannedAt: r.bannedAt ? r.bannedAt.toISOString() : null,
  bannedBy: r.bannedById ? namedRef(r.bannedById, r.bannedByName) : null,
  shop: { _id: r.shopId, name: r.shopName },
  createdAt: r.createdAt.toISOString(),
});

function productWhere(filter: Pick<ProductFilter, 'status' | 'text' | 'shopId'>): SQL | undefined {
  return and(
    filter.shopId ? eq(products.shopId, filter.shopId) : undefined,
    filter.status === undefined ? undefined : eq(products.banned, filter.status === 'banned'),
    textSearch(filter.text, products.name, products.code),
  );
}

/**
 * The queries of the shops' products (their list and their ban); no HTTP here. The sample products
 * are sample-products-repository.ts's; the routes reach both through this object. A method answers its value or a refusal
 * (not found; a conflict with the current state; invalid input) that the route turns into a status.
 */
export function createProductsRepository(db: Db) {
  async function productById(id: string): Promise<ShopProduct | null> {
    const [row] = await selectProducts(db).where(eq(products.id, id));
    return row ? toProduct(row) : null;
  }

  /**
   * The ban or unban of a product (of `shopId` when given), locked; refused when already so. The
   * product's history gets the change in the same transaction (`bulk` for a bulk one).
   */
  const writeBan = (
    id: string,
    shopId: string | undefined,
    banned: boolean,
    note: string,
    author: NonNullable<ChangeAuthor>,
    bulk = false,
  ): Promise<Result<null>> =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ banned: products.banned })
        .from(products)
        .where(and(eq(products.id, id), shopId ? eq(products.shopId, shopId) : undefined))
        .for('update');
      if (!current) return missing;
      if (current.banned === banned) {
        return refused('conflict', banned ? m.alreadyBanned : m.notBanned);
      }
      await tx
        .update(products)
        .set(
          banned
            ? { banned, banReason: note, bannedById: author.id, bannedAt: new Date() }
            : { banned, banReason: '', bannedById: null, bannedAt: null },
        )
        .where(eq(products.id, id));
      await tx.insert(productBanEvents).values({ productId: id, banned, note, byId: author.id });
      await recordChange(tx, {
        kind: PRODUCT_ENTITY,
        entityId: id,
        action: banned ? ProductChangeAction.BAN : ProductChangeAction.UNBAN,
        author,
        reason: note,
        details: bulk ? { bulk: true } : {},
      });
      return found(null);
    });

  return {
    /** One page of shop products, newest first (then by id), with the exact total. */
    async filter(filter: ProductFilter): Promise<Page<ShopProduct>> {
      const page = await exactPage(db, selectProducts(db).$dynamic(), {
        ...filter,
        table: products,
        where: productWhere(filter),
        order: newestFirst(products),
      });
      return { ...page, rows: page.rows.map(toProduct) };
    },

    /** Every shop product the list's filters select, newest first as the list, a batch at a time. */
    exportRows(filter: Pick<ProductFilter, 'status' | 'text' | 'shopId'>) {
      return mapBatches(
        selectBatches(
          () => selectProducts(db).$dynamic(),
          productWhere(filter),
          newestFirstKeyset(products),
          500,
        ),
        toProduct,
      );
    },

    /**
     * Bans (`banned` true, with the reason, who and when) or unbans a product of `shopId`. A product of
     * another shop is not found; banning a banned product (or unbanning one that is not) is a conflict.
     * Every change is kept in product_ban_events with its note.
     */
    async setBanned(
      input: { prodId: string; shopId: string; note: string },
      banned: boolean,
      author: NonNullable<ChangeAuthor>,
    ): Promise<Result<ShopProduct>> {
      const outcome = await writeBan(input.prodId, input.shopId, banned, input.note, author);
      if (!outcome.ok) return outcome;
      const product = await productById(input.prodId);
      return product ? found(product) : missing;
    },

    /** One product of a bulk ban or unban: {@link setBanned}'s transaction, of whichever shop. */
    setBannedById: (id: string, banned: boolean, note: string, author: NonNullable<ChangeAuthor>) =>
      writeBan(id, undefined, banned, note, author, true),

    /** One page of the product's history, newest first; not found when the product is not there. */
    async history(
      id: string,
      paging: { page: number; quantity: number },
    ): Promise<Result<Page<HistoryEntry>>> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      if (!row) return missing;
      return found(await readHistory(db, PRODUCT_ENTITY, id, paging));
    },

    /** The ban history of a product, oldest first (for tests and audits). */
    banEvents(productId: string) {
      return db
        .select()
        .from(productBanEvents)
        .where(eq(productBanEvents.productId, productId))
        .orderBy(productBanEvents.createdAt, productBanEvents.id);
    },

    ...createSampleProducts(db),
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
