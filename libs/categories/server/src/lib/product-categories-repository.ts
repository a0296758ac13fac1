import { asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  productCategoriesMessages as m,
  type ProductCategory,
  type ProductCategoryValues,
} from '@app/categories-contract';
import { productAdmins, productCategories, products, type Db, type Tx } from '@app/server-db';
import { found, missing, refused, type Refusal, type Result } from '@app/server-core';

type Row = typeof productCategories.$inferSelect;

const toItem = (r: Row): ProductCategory => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  image: r.image,
  parent: r.parentId,
  active: r.active,
  position: r.position,
  createdAt: r.createdAt.toISOString(),
});

/** Display order: position, then the oldest first, then the id (a total order). */
const displayOrder = [
  asc(productCategories.position),
  asc(productCategories.createdAt),
  asc(productCategories.id),
];

/**
 * Every change to the tree's shape (a parent set, a category deleted or ordered) takes this
 * transaction lock first, so two concurrent moves cannot together make a cycle that neither would
 * alone, and a rearrange sees a level that does not change under it.
 */
const TREE_LOCK = 815_015;
const lockTree = (tx: Pick<Db, 'execute'>) =>
  tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);

/** Whether the category `id` exists. */
const exists = async (tx: Tx, id: string) =>
  (
    await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.id, id))
  ).length > 0;

/** The position after the last category of the level under `parentId` (the top level for null). */
async function endOfLevel(tx: Tx, parentId: string | null): Promise<number> {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${productCategories.position})` })
    .from(productCategories)
    .where(levelOf(parentId));
  return (last?.max ?? -1) + 1;
}

/** The ids of `id` and every category below it. */
async function subtreeIds(tx: Tx, id: string): Promise<Set<string>> {
  const result = await tx.execute<{ id: string }>(sql`
    with recursive sub(id) as (
      select ${id}::char(24) as id
      union
      select c.id from ${productCategories} c join sub on c.parent_id = sub.id
    )
    select id from sub`);
  return new Set(result.rows.map((r) => r.id));
}

/**
 * The product categories (spec 001 §7, Product categories). No HTTP here: a method answers its value or a
 * refusal that the route turns into a status.
 */
export function createProductCategoriesRepository(db: Db) {
  const get = async (id: string): Promise<Result<ProductCategory>> => {
    const [row] = await db.select().from(productCategories).where(eq(productCategories.id, id));
    return row ? found(toItem(row)) : missing;
  };

  return {
    get,

    /**
     * Every category in display order (the tree is small: the screen shows it whole). `onlyActive`:
     * the active ones whose ancestors are all active too (a category under an inactive one is hidden
     * with it, so the answer never holds a child without its parent).
     */
    async list(onlyActive = false): Promise<{ rows: ProductCategory[]; total: number }> {
      const rows = await db
        .select()
        .from(productCategories)
        .where(
          onlyActive
            ? sql`${productCategories.id} in (
                with recursive live(id) as (
                  select c.id from ${productCategories} c where c.parent_id is null and c.active
                  union
                  select c.id from ${productCategories} c join live on c.parent_id = live.id
                  where c.active
                )
                select id from live)`
            : undefined,
        )
        .orderBy(...displayOrder);
      return { rows: rows.map(toItem), total: rows.length };
    },

    /** Creates one at the end of its level. */
    async create(input: ProductCategoryValues): Promise<Result<ProductCategory>> {
      const outcome = await db.transaction(async (tx): Promise<Result<Row>> => {
        await lockTree(tx);
        const parentId = input.parent ?? null;
        if (parentId && !(await exists(tx, parentId))) return refused('invalid', m.parentNotFound);
        const [row] = await tx
          .insert(productCategories)
          .values({
            name: input.name,
            description: input.description,
            image: input.image,
            parentId,
            position: await endOfLevel(tx, parentId),
          })
          .returning();
        return found(row!);
      });
      return outcome.ok ? found(toItem(outcome.value)) : outcome;
    },

    /**
     * Updates the fields; a new parent must exist and must not be the category itself or one of its
     * descendants (409). A category that changes level goes to the end of its new level.
     */
    async update(id: string, input: ProductCategoryValues): Promise<Result<ProductCategory>> {
      const outcome = await db.transaction(async (tx): Promise<Result<Row>> => {
        await lockTree(tx);
        const [current] = await tx
          .select()
          .from(productCategories)
          .where(eq(productCategories.id, id))
          .for('update');
        if (!current) return missing;
        const parentId = input.parent ?? null;
        let position = current.position;
        if (parentId !== current.parentId) {
          if (parentId) {
            if (!(await exists(tx, parentId))) return refused('invalid', m.parentNotFound);
            if ((await subtreeIds(tx, id)).has(parentId)) return refused('conflict', m.ownAncestor);
          }
          position = await endOfLevel(tx, parentId);
        }
        const [row] = await tx
          .update(productCategories)
          .set({
            name: input.name,
            description: input.description,
            image: input.image,
            parentId,
            position,
          })
          .where(eq(productCategories.id, id))
          .returning();
        return found(row!);
      });
      return outcome.ok ? found(toItem(outcome.value)) : outcome;
    },

    async setActive(id: string, active: boolean): Promise<Result<ProductCategory>> {
      const [row] = await db
        .update(productCategories)
        .set({ active })
        .where(eq(productCategories.id, id))
        .returning();
      return row ? found(toItem(row)) : missing;
    },

    /**
     * Deletes one that nothing uses: refused (409) while a shop product, a sample product or a child
     * category points at it. The row is locked first, so a product cannot start using it between the
     * check and the delete (a new product's foreign key check waits for the lock).
     */
    async remove(id: string): Promise<Result<{ _id: string }>> {
      const refusal = await db.transaction(async (tx): Promise<Refusal | undefined> => {
        await lockTree(tx);
        const [row] = await tx
          .select({ id: productCategories.id })
          .from(productCategories)
          .where(eq(productCategories.id, id))
          .for('update');
        if (!row) return missing;
        const [children] = await tx
          .select({ n: count() })
          .from(productCategories)
          .where(eq(productCategories.parentId, id));
        if (children!.n > 0) return refused('conflict', m.inUseByChildren(children!.n));
        const [used] = await tx
          .select({ n: count() })
          .from(products)
          .where(eq(products.categoryId, id));
        const [samples] = await tx
          .select({ n: count() })
          .from(productAdmins)
          .where(sql`${id} = any(${productAdmins.categories})`);
        const n = used!.n + samples!.n;
        if (n > 0) return refused('conflict', m.inUseByProducts(n));
        await tx.delete(productCategories).where(eq(productCategories.id, id));
        return undefined;
      });
      return refusal ?? found({ _id: id });
    },

    /**
     * Sets the order of one level in one statement inside one transaction: `listIds` must be exactly
     * the children of one parent (or the top level), each once. Unknown ids, a mixed level or a level
     * that has changed since the client read it are refused and nothing moves.
     */
    async rearrange(listIds: string[]): Promise<Result<ProductCategory[]>> {
      const outcome = await db.transaction(async (tx): Promise<Result<null>> => {
        await lockTree(tx);
        const rows = await tx
          .select({ id: productCategories.id, parentId: productCategories.parentId })
          .from(productCategories)
          .where(inArray(productCategories.id, listIds));
        if (rows.length !== listIds.length) return refused('conflict', m.rearrangeStale);
        const parents = new Set(rows.map((r) => r.parentId));
        if (parents.size !== 1) return refused('invalid', m.rearrangeMixedParents);
        const parentId = rows[0]!.parentId;
        const [level] = await tx
          .select({ n: count() })
          .from(productCategories)
          .where(levelOf(parentId));
        if (level!.n !== listIds.length) return refused('conflict', m.rearrangeStale);
        const cases = sql.join(
          listIds.map((id, i) => sql`when ${id} then ${i}`),
          sql` `,
        );
        await tx
          .update(productCategories)
          .set({ position: sql`(case ${productCategories.id} ${cases} end)::int` })
          .where(inArray(productCategories.id, listIds));
        return found(null);
      });
      if (!outcome.ok) return outcome;
      return found((await this.list()).rows);
    },
  };
}

const levelOf = (parentId: string | null): SQL =>
  parentId ? eq(productCategories.parentId, parentId) : isNull(productCategories.parentId);

export type ProductCategoriesRepository = ReturnType<typeof createProductCategoriesRepository>;
