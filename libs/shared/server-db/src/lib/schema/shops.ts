import { doublePrecision, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { buildings } from './buildings';
import { createdAt, idColumn, refColumn, searchIndex, timestamptz } from './columns';

export const shops = pgTable(
  'shops',
  {
    id: idColumn(),
    ownerId: refColumn('owner_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    /** 0.0 to 5.0, one decimal. */
    rate: doublePrecision('rate').notNull().default(0),
    /** ShopStatus: 0 inactive, 1 active, 2 awaiting confirmation. */
    status: smallint('status').notNull().default(2),
    images: text('images').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('shops_owner_id_idx').on(t.ownerId),
    index('shops_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('shops_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    searchIndex('shops_name_search_idx', t.name),
    searchIndex('shops_phone_search_idx', t.phone),
  ],
);

/** A shop's presence in a building; needApproval of a shop = it has a pending link. */
export const shopBuildings = pgTable(
  'shop_buildings',
  {
    shopId: refColumn('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    buildingId: refColumn('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    /** ShopBuildingStatus: 'pending' | 'active'. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    approvedAt: timestamptz('approved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.buildingId] }),
    index('shop_buildings_building_id_status_idx').on(t.buildingId, t.status),
    index('shop_buildings_status_idx').on(t.status),
  ],
);

/** Shops an account manages (besides the one it owns). */
export const accountShops = pgTable(
  'account_shops',
  {
    accountId: refColumn('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shopId: refColumn('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.shopId] }),
    index('account_shops_shop_id_idx').on(t.shopId),
  ],
);
