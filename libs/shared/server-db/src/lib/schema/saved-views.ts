import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, idColumn, parentRef, updatedAt } from './columns';

/**
 * Saved views of the lists (issue 27, item 4; docs/decisions/lists.md, "Saved views"): a person's
 * named filters and hidden columns of one list, seen by every account of the owner's role when
 * `shared`. Deleted with the account.
 */
export const savedViews = pgTable(
  'saved_view',
  {
    id: idColumn(),
    ownerId: parentRef('owner_id', () => accounts.id),
    /** The console route path of the list ('/dashboard/order'). */
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    /** The list URL's query without '?', `page` and `view`. */
    query: text('query').notNull().default(''),
    hiddenColumns: text('hidden_columns').array().notNull().default([]),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('saved_view_owner_id_list_key_name_unique').on(t.ownerId, t.listKey, t.name),
    index('saved_view_list_key_shared_idx')
      .on(t.listKey)
      .where(sql`${t.shared}`),
  ],
);
