import { aliasedTable, and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import {
  productsMessages as m,
  type ProductFilter,
  type SampleListFilter,
  type SampleProduct,
  type SampleProductValues,
  type ShopProduct,
} from '@app/products-contract';
import {
  accounts,
  productAdmins,
  productAdminShops,
  productBanEvents,
  productCategories,
  products,
  shops,
  type Db,
} from '@app/server-db';
import {
  found,
  fullCount,
  missing,
  namedRef,
  pageWindow,
  refused,
  textSearch,
  type Page,
  type Result,
} from '@app/server-core';

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

type SampleRow = typeof productAdmins.$inferSelect;

/**
 * The queries of the products domain; no HTTP here. A method answers its value or a refusal
 * (not found; a conflict with the current state; invalid input) that the route turns into a status.
 */
export function createProductsRepository(db: Db) {
  async function productById(id: string): Promise<ShopProduct | null> {
    const [row] = await selectProducts(db).where(eq(products.id, id));
    return row ? toProduct(row) : null;
  }

  /** The sample products of `rows` with their categories' and shops' names. */
  async function withRefs(rows: SampleRow[]): Promise<SampleProduct[]> {
    const categoryIds = [...new Set(rows.flatMap((r) => r.categories))];
    const ids = rows.map((r) => r.id);
    const [categories, links] = await Promise.all([
      categoryIds.length
        ? db
            .select({ id: productCategories.id, name: productCategories.name })
            .from(productCategories)
            .where(inArray(productCategories.id, categoryIds))
        : [],
      ids.length
        ? db
            .select({ sampleId: productAdminShops.productAdminId, id: shops.id, name: shops.name })
            .from(productAdminShops)
            .innerJoin(shops, eq(shops.id, productAdminShops.shopId))
            .where(inArray(productAdminShops.productAdminId, ids))
            .orderBy(shops.name)
        : [],
    ]);
    const categoryName = new Map(categories.map((c) => [c.id, c.name]));
    return rows.map((r) => ({
      _id: r.id,
      code: r.code,
      barcode: r.barcode,
      name: r.name,
      categories: r.categories
        .filter((c) => categoryName.has(c))
        .map((c) => ({ _id: c, name: categoryName.get(c)! })),
      stockPrice: r.stockPrice,
      price: r.price,
      salePrice: r.salePrice,
      allowCredit: r.allowCredit,
      images: r.images,
      options: r.options,
      description: r.description,
      shops: links.filter((l) => l.sampleId === r.id).map((l) => ({ _id: l.id, name: l.name })),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function sampleById(id: string, tx: Db = db): Promise<SampleProduct | null> {
    const [row] = await tx.select().from(productAdmins).where(eq(productAdmins.id, id));
    return row ? ((await withRefs([row]))[0] ?? null) : null;
  }

  /** Refuses a code or barcode another sample product has, or a category that does not exist. */
  async function checkSample(
    tx: Db,
    values: SampleProductValues,
    exceptId?: string,
  ): Promise<Result<null>> {
    const clash = await tx
      .select({ code: productAdmins.code, barcode: productAdmins.barcode })
      .from(productAdmins)
      .where(
        and(
          exceptId ? ne(productAdmins.id, exceptId) : undefined,
          or(
            eq(productAdmins.code, values.code),
            values.barcode ? eq(productAdmins.barcode, values.barcode) : undefined,
          ),
        ),
      )
      .limit(1);
    if (clash[0]) {
      return refused('conflict', clash[0].code === values.code ? m.codeTaken : m.barcodeTaken);
    }
    if (values.categories.length) {
      const known = await tx
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(inArray(productCategories.id, values.categories));
      if (known.length !== values.categories.length) return refused('invalid', m.categoryUnknown);
    }
    return found(null);
  }

  return {
    /** One page of shop products, newest first (then by id), with the exact total. */
    async filter(filter: ProductFilter): Promise<Page<ShopProduct>> {
      const where = productWhere(filter);
      const { limit, offset } = pageWindow(filter.page, filter.quantity);
      const [rows, total] = await Promise.all([
        selectProducts(db)
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(limit)
          .offset(offset),
        fullCount(db, products, where),
      ]);
      return { rows: rows.map(toProduct), total, exact: true };
    },

    /**
     * Bans (`banned` true, with the reason, who and when) or unbans a product of `shopId`. A product of
     * another shop is not found; banning a banned product (or unbanning one that is not) is a conflict.
     * Every change is kept in product_ban_events with its note.
     */
    async setBanned(
      input: { prodId: string; shopId: string; note: string },
      banned: boolean,
      byId: string,
    ): Promise<Result<ShopProduct>> {
      const outcome = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ banned: products.banned })
          .from(products)
          .where(and(eq(products.id, input.prodId), eq(products.shopId, input.shopId)))
          .for('update');
        if (!current) return missing;
        if (current.banned === banned) {
          return refused('conflict', banned ? m.alreadyBanned : m.notBanned);
        }
        await tx
          .update(products)
          .set(
            banned
              ? { banned, banReason: input.note, bannedById: byId, bannedAt: new Date() }
              : { banned, banReason: '', bannedById: null, bannedAt: null },
          )
          .where(eq(products.id, input.prodId));
        await tx
          .insert(productBanEvents)
          .values({ productId: input.prodId, banned, note: input.note, byId });
        return found(null);
      });
      if (!outcome.ok) return outcome;
      const product = await productById(input.prodId);
      return product ? found(product) : missing;
    },

    /** The ban history of a product, oldest first (for tests and audits). */
    banEvents(productId: string) {
      return db
        .select()
        .from(productBanEvents)
        .where(eq(productBanEvents.productId, productId))
        .orderBy(productBanEvents.createdAt, productBanEvents.id);
    },

    async sampleList(filter: SampleListFilter): Promise<Page<SampleProduct>> {
      const where = textSearch(
        filter.text,
        productAdmins.name,
        productAdmins.code,
        productAdmins.barcode,
      );
      const { limit, offset } = pageWindow(filter.page, filter.quantity);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(productAdmins)
          .where(where)
          .orderBy(desc(productAdmins.createdAt), desc(productAdmins.id))
          .limit(limit)
          .offset(offset),
        fullCount(db, productAdmins, where),
      ]);
      return { rows: await withRefs(rows), total, exact: true };
    },

    async sample(id: string): Promise<Result<SampleProduct>> {
      const sample = await sampleById(id);
      return sample ? found(sample) : missing;
    },

    async createSample(values: SampleProductValues): Promise<Result<SampleProduct>> {
      const id = await db.transaction(async (tx) => {
        const check = await checkSample(tx, values);
        if (!check.ok) return check;
        const [row] = await tx
          .insert(productAdmins)
          .values(values)
          .returning({ id: productAdmins.id });
        return found(row!.id);
      });
      if (!id.ok) return id;
      return this.sample(id.value);
    },

    async updateSample(id: string, values: SampleProductValues): Promise<Result<SampleProduct>> {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: productAdmins.id })
          .from(productAdmins)
          .where(eq(productAdmins.id, id))
          .for('update');
        if (!row) return missing;
        const check = await checkSample(tx, values, id);
        if (!check.ok) return check;
        await tx.update(productAdmins).set(values).where(eq(productAdmins.id, id));
        return found(null);
      });
      if (!outcome.ok) return outcome;
      return this.sample(id);
    },

    /**
     * Copies the sample product into each of `shopIds` that does not hold a copy yet: a shop product
     * with its name, code, images, price (the sample's price), stock (the sum of its options) and
     * first category, linked back to the sample. Answers the sample and how many copies were made.
     */
    async assignToShops(
      id: string,
      shopIds: string[],
    ): Promise<Result<{ sample: SampleProduct; added: number }>> {
      const outcome = await db.transaction(async (tx) => {
        const [sample] = await tx
          .select()
          .from(productAdmins)
          .where(eq(productAdmins.id, id))
          .for('update');
        if (!sample) return missing;
        const known = await tx
          .select({ id: shops.id })
          .from(shops)
          .where(inArray(shops.id, shopIds));
        if (known.length !== shopIds.length) return refused('invalid', m.shopUnknown);
        const linked = await tx
          .insert(productAdminShops)
          .values(shopIds.map((shopId) => ({ productAdminId: id, shopId })))
          .onConflictDoNothing()
          .returning({ shopId: productAdminShops.shopId });
        if (linked.length) {
          const stock = sample.options.reduce((sum, o) => sum + o.quantity, 0);
          await tx.insert(products).values(
            linked.map(({ shopId }) => ({
              shopId,
              productAdminId: id,
              categoryId: sample.categories[0] ?? null,
              name: sample.name,
              code: sample.code,
              images: sample.images,
              price: sample.price,
              stockQuantity: Math.min(stock, 2_147_483_647),
            })),
          );
        }
        return found(linked.length);
      });
      if (!outcome.ok) return outcome;
      const sample = await sampleById(id);
      return sample ? found({ sample, added: outcome.value }) : missing;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
