import { and, eq, inArray, ne, or } from 'drizzle-orm';
import {
  productsMessages as m,
  type SampleListFilter,
  type SampleProduct,
  type SampleProductValues,
} from '@app/products-contract';
import {
  productAdmins,
  productAdminShops,
  productCategories,
  products,
  shops,
  type Db,
} from '@app/server-db';
import {
  exactPage,
  found,
  missing,
  newestFirst,
  newestFirstKeyset,
  refused,
  selectBatches,
  textSearch,
} from '@app/server-core';
import type { Page, Result } from '@app/server-core';

type SampleRow = typeof productAdmins.$inferSelect;

/** The WHERE of the sample product list: text on name, code and barcode (any case or accents). */
const sampleListWhere = (filter: Pick<SampleListFilter, 'text'>) =>
  textSearch(filter.text, productAdmins.name, productAdmins.code, productAdmins.barcode);

/**
 * The sample products (the catalogue the super admin keeps) and their copies into shops; no HTTP
 * here. A method answers its value or a refusal that the route turns into a status.
 */
export function createSampleProducts(db: Db) {
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

  async function sample(id: string): Promise<Result<SampleProduct>> {
    const row = await sampleById(id);
    return row ? found(row) : missing;
  }

  return {
    async sampleList(filter: SampleListFilter): Promise<Page<SampleProduct>> {
      const page = await exactPage(db, db.select().from(productAdmins).$dynamic(), {
        ...filter,
        table: productAdmins,
        where: sampleListWhere(filter),
        order: newestFirst(productAdmins),
      });
      return { ...page, rows: await withRefs(page.rows) };
    },

    /** Every sample product the list's text selects, newest first as the list, a batch at a time. */
    async *sampleExportRows(filter: Pick<SampleListFilter, 'text'>) {
      for await (const batch of selectBatches(
        () => db.select().from(productAdmins).$dynamic(),
        sampleListWhere(filter),
        newestFirstKeyset(productAdmins),
        500,
      ))
        yield await withRefs(batch);
    },

    sample,

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
      return sample(id.value);
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
      return sample(id);
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
