import { and, eq, sql } from 'drizzle-orm';
import {
  isLiveAt,
  keyFromName,
  specialCategoriesMessages as m,
  SpecialProductStatus,
  type ScheduleDetailValues,
  type SpecialCategory,
} from '@app/categories-contract';
import { specialCategories, specialCategoryProducts, type Db, type Schedule } from '@app/server-db';
import {
  exactPage,
  found,
  mapBatches,
  missing,
  newestFirst,
  refused,
  selectBatches,
  textSearch,
} from '@app/server-core';
import type { Page, Result } from '@app/server-core';
import { createSpecialCategoryProducts } from './special-category-products';

type Row = typeof specialCategories.$inferSelect;

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

/** The special category list's filters. */
type SpecialListFilter = { text?: string; active?: boolean };

/** The WHERE of the list: text in the name and the key (accent-insensitive), the status. */
const specialListWhere = (filter: SpecialListFilter) =>
  and(
    textSearch(filter.text, specialCategories.name, specialCategories.key),
    filter.active === undefined ? undefined : eq(specialCategories.active, filter.active),
  );

export interface SpecialCategoryChange {
  name?: string;
  active?: boolean;
  buyNow?: boolean;
  scheduleDetail?: ScheduleDetailValues;
  schedule?: Schedule;
}

/**
 * The special categories (spec 001 §7, Special categories), behind both the /api/v1.1 calls and the older
 * /api/v1 ones. `now` gives the clock `liveNow` is computed at (tests move it). The products in a
 * category are special-category-products.ts's; the routes reach both through this object.
 */
export function createSpecialCategoriesRepository(db: Db, now: () => Date = () => new Date()) {
  const byId = (id: string) => eq(specialCategories.id, id);
  /** The list's select, the list's and the export's. */
  const listSelect = () => db.select(columns).from(specialCategories).$dynamic();

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

  return {
    idOfKey,

    /**
     * One page, newest first, searched in the name and the key (accent-insensitive), filtered by
     * status. The operator's twin is the same list: special categories are shared by every
     * building, and an operator may attach any of them to a building they run.
     */
    async list(
      filter: SpecialListFilter & { page: number; quantity: number },
    ): Promise<Page<SpecialCategory>> {
      const page = await exactPage(db, listSelect(), {
        ...filter,
        table: specialCategories,
        where: specialListWhere(filter),
        order: newestFirst(specialCategories),
      });
      const at = now();
      return { ...page, rows: page.rows.map((r) => toItem(r, at)) };
    },

    /** Every category the list's filters select, newest first as the list, a batch at a time. */
    exportRows(filter: SpecialListFilter) {
      const at = now();
      return mapBatches(
        selectBatches(
          listSelect,
          specialListWhere(filter),
          {
            columns: [specialCategories.createdAt, specialCategories.id],
            direction: 'desc',
            of: (r) => [r.row.createdAt, r.row.id],
          },
          500,
        ),
        (r) => toItem(r, at),
      );
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

    ...createSpecialCategoryProducts(db),
  };
}

export type SpecialCategoriesRepository = ReturnType<typeof createSpecialCategoriesRepository>;
