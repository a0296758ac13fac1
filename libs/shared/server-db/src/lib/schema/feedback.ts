import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { apartments, buildings } from './buildings';
import { createdAt, idColumn, refColumn } from './columns';

export const feedback = pgTable(
  'feedback',
  {
    id: idColumn(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    tag: text('tag').notNull().default(''),
    /** FeedbackStatus: 0 unprocessed, 1 resolved. */
    status: smallint('status').notNull().default(0),
    images: text('images').array().notNull().default([]),
    authorId: refColumn('author_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    apartmentId: refColumn('apartment_id').references(() => apartments.id, {
      onDelete: 'set null',
    }),
    buildingId: refColumn('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('feedback_building_id_created_at_idx').on(t.buildingId, t.createdAt.desc().nullsFirst()),
    index('feedback_status_idx').on(t.status),
    index('feedback_author_id_idx').on(t.authorId),
  ],
);
