import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import {
  savedViewsMessages as m,
  type Role,
  type SavedView,
  type UpdateSavedViewInput,
} from '@app/contract';
import { accounts, savedViews, sqlStateOf, type Db } from '@app/server-db';
import { found, missing, refused, type Result } from './result';

/** Who asks: a view is theirs, or shared by another account of the same role. */
export interface ViewReader {
  id: string;
  role: Role;
}

export interface NewSavedView {
  list: string;
  name: string;
  query: string;
  hiddenColumns: string[];
  shared: boolean;
}

const columns = {
  id: savedViews.id,
  ownerId: savedViews.ownerId,
  listKey: savedViews.listKey,
  name: savedViews.name,
  query: savedViews.query,
  hiddenColumns: savedViews.hiddenColumns,
  shared: savedViews.shared,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  ownerName: accounts.name,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toView = (r: Row, reader: ViewReader): SavedView => ({
  _id: r.id,
  list: r.listKey,
  name: r.name,
  query: r.query,
  hiddenColumns: r.hiddenColumns,
  shared: r.shared,
  mine: r.ownerId === reader.id,
  ownerName: r.ownerName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The views `reader` may open: its own, and those shared by accounts of its role (as they are now). */
const readable = (reader: ViewReader) =>
  or(
    eq(savedViews.ownerId, reader.id),
    and(eq(savedViews.shared, true), eq(accounts.role, reader.role)),
  );

/** A unique violation (the owner already has a view of that name on that list) as a refusal. */
async function orDuplicateName<T>(write: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await write();
  } catch (e) {
    if (sqlStateOf(e) === '23505') return refused('conflict', m.duplicateName);
    throw e;
  }
}

/**
 * The saved views of the lists (issue 27, item 4). Only the owner changes or deletes a view; a view
 * someone may not open is answered as missing (404), never as forbidden, so its existence stays private.
 */
export function createSavedViewsRepository(db: Db) {
  const select = () =>
    db.select(columns).from(savedViews).innerJoin(accounts, eq(accounts.id, savedViews.ownerId));

  const get = async (id: string, reader: ViewReader): Promise<Result<SavedView>> => {
    const [row] = await select().where(and(eq(savedViews.id, id), readable(reader)));
    return row ? found(toView(row, reader)) : missing;
  };

  /** The owner's own view, with its owner's name. */
  const own = async (id: string, reader: ViewReader): Promise<Result<SavedView>> => {
    const [row] = await select().where(
      and(eq(savedViews.id, id), eq(savedViews.ownerId, reader.id)),
    );
    return row ? found(toView(row, reader)) : missing;
  };

  return {
    get,

    /** The reader's views of a list first, then those shared with its role; each by name. */
    async list(listKey: string, reader: ViewReader): Promise<SavedView[]> {
      const rows = await select()
        .where(and(eq(savedViews.listKey, listKey), readable(reader)))
        .orderBy(
          desc(sql`${savedViews.ownerId} = ${reader.id}`),
          asc(savedViews.name),
          asc(savedViews.id),
        );
      return rows.map((r) => toView(r, reader));
    },

    create(reader: ViewReader, input: NewSavedView): Promise<Result<SavedView>> {
      return orDuplicateName(async () => {
        const [row] = await db
          .insert(savedViews)
          .values({
            ownerId: reader.id,
            listKey: input.list,
            name: input.name,
            query: input.query,
            hiddenColumns: input.hiddenColumns,
            shared: input.shared,
          })
          .onConflictDoNothing({
            target: [savedViews.ownerId, savedViews.listKey, savedViews.name],
          })
          .returning({ id: savedViews.id });
        return row ? own(row.id, reader) : refused('conflict', m.duplicateName);
      });
    },

    update(
      id: string,
      reader: ViewReader,
      patch: UpdateSavedViewInput,
    ): Promise<Result<SavedView>> {
      return orDuplicateName(async () => {
        const [row] = await db
          .update(savedViews)
          .set({
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.query !== undefined ? { query: patch.query } : {}),
            ...(patch.hiddenColumns !== undefined ? { hiddenColumns: patch.hiddenColumns } : {}),
            ...(patch.shared !== undefined ? { shared: patch.shared } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, reader.id)))
          .returning({ id: savedViews.id });
        return row ? own(row.id, reader) : missing;
      });
    },

    async remove(id: string, reader: ViewReader): Promise<Result<true>> {
      const rows = await db
        .delete(savedViews)
        .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, reader.id)))
        .returning({ id: savedViews.id });
      return rows.length ? found(true) : missing;
    },
  };
}
