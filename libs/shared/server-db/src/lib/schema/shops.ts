import { doublePrecision, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { buildings } from './buildings';
import {
  createdAt,
  idColumn,
  linkTable,
  newestFirst,
  parentRef,
  refColumn,
  searchIndex,
  timestamptz,
} from './columns';

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
    index('shops_created_at_idx').on(...newestFirst(t)),
    searchIndex('shops_name_search_idx', t.name),
    searchIndex('shops_phone_search_idx', t.phone),
  ],
);

/** A shop's presence in a building; needApproval of a shop = it has a pending link. */
export const shopBuildings = pgTable(
  'shop_buildings',
  {
    shopId: parentRef('shop_id', () => shops.id),
    buildingId: parentRef('building_id', () => buildings.id),
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
export const accountShops = linkTable(
  'account_shops',
  ['accountId', 'account_id', () => accounts.id],
  ['shopId', 'shop_id', () => shops.id],
);
