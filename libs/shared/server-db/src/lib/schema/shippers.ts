import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { buildings } from './buildings';
import { createdAt, idColumn, newestFirst, refColumn, searchIndex, timestamptz } from './columns';

export const shippers = pgTable(
  'shippers',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    buildingId: refColumn('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    staffCode: text('staff_code').notNull().default(''),
    /** ShipperStatus: 0 pending, 1 approved, 2 rejected (kept in step with approved_at / rejected_at). */
    status: smallint('status').notNull().default(0),
    approvedAt: timestamptz('approved_at'),
    rejectedAt: timestamptz('rejected_at'),
    rejectedReason: text('rejected_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('shippers_building_id_idx').on(t.buildingId),
    index('shippers_status_idx').on(t.status),
    index('shippers_created_at_idx').on(...newestFirst(t)),
    searchIndex('shippers_name_search_idx', t.name),
    searchIndex('shippers_email_search_idx', t.email),
    searchIndex('shippers_phone_search_idx', t.phone),
    searchIndex('shippers_staff_code_search_idx', t.staffCode),
  ],
);
