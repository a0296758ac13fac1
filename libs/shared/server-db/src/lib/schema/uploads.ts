import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { buildings } from './buildings';
import { createdAt, refColumn } from './columns';

/**
 * Who uploaded each stored image and what it belongs to, so that deleting it checks the same
 * scope as changing its owner record (docs/decisions.md, Security). Files without a row (demo data,
 * uploads older than this table) can be deleted by admins only.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The stored file name, `<24-hex id>.<ext>`. */
    name: text('name').primaryKey(),
    ownerId: refColumn('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The building the image was uploaded for, when the upload said so. */
    buildingId: refColumn('building_id').references(() => buildings.id, { onDelete: 'set null' }),
    /** Which upload route: 'general', 'ecommerce' or 'building'. */
    kind: text('kind').notNull().default('general'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_id_idx').on(t.ownerId),
    index('uploads_building_id_idx').on(t.buildingId),
  ],
);
