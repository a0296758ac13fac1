import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { apartments, buildings } from './buildings';
import { createdAt, idColumn, newestFirst, parentRef, refColumn } from './columns';

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
    authorId: parentRef('author_id', () => accounts.id),
    apartmentId: refColumn('apartment_id').references(() => apartments.id, {
      onDelete: 'set null',
    }),
    buildingId: refColumn('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_created_at_idx').on(...newestFirst(t)),
    index('feedback_building_id_created_at_idx').on(t.buildingId, t.createdAt.desc().nullsFirst()),
    index('feedback_status_idx').on(t.status),
    index('feedback_author_id_idx').on(t.authorId),
  ],
);
