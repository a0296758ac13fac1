import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { buildings } from './buildings';
import {
  createdAt,
  idColumn,
  linkTable,
  money,
  newestFirst,
  parentRef,
  refColumn,
  searchIndex,
  timestamptz,
} from './columns';
import { shops } from './shops';

export const productCategories = pgTable(
  'product_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    parentId: refColumn('parent_id').references((): AnyPgColumn => productCategories.id, {
      onDelete: 'set null',
    }),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_categories_parent_id_idx').on(t.parentId),
    index('product_categories_position_idx').on(t.position),
  ],
);

/** Product type; 'fresh' goods have a 4-hour return policy on the slip, others 3 days. */
export const ProductType = { FRESH: 'fresh', NORMAL: 'normal' } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    shopId: parentRef('shop_id', () => shops.id),
    categoryId: refColumn('category_id').references(() => productCategories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    productType: text('product_type').notNull().default('normal'),
    images: text('images').array().notNull().default([]),
    price: money('price').notNull().default(0),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason').notNull().default(''),
    /** Who banned the product and when (null for an unbanned product, or one banned before these columns). */
    bannedById: refColumn('banned_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    bannedAt: timestamptz('banned_at'),
    /** The sample product it was copied from (`PUT /api/v1.1/admin/product-admin/{id}/shops`). */
    productAdminId: refColumn('product_admin_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_shop_id_idx').on(t.shopId),
    index('products_banned_idx').on(t.banned),
    index('products_category_id_idx').on(t.categoryId),
    index('products_created_at_idx').on(...newestFirst(t)),
    index('products_name_lower_idx').on(sql`lower(${t.name})`),
    index('products_code_idx').on(t.code.op('text_pattern_ops')),
    searchIndex('products_name_search_idx', t.name),
    searchIndex('products_code_search_idx', t.code),
  ],
);

/** Every ban and unban of a shop product, with its note, who and when (the product keeps the current ban). */
export const productBanEvents = pgTable(
  'product_ban_events',
  {
    id: idColumn(),
    productId: parentRef('product_id', () => products.id),
    /** true: banned; false: unbanned. */
    banned: boolean('banned').notNull(),
    note: text('note').notNull().default(''),
    byId: refColumn('by_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_ban_events_product_id_idx').on(t.productId, t.createdAt)],
);

export interface ProductOption {
  name: string;
  quantity: number;
}

/** Sample products (the admin's catalogue that shops copy from). */
export const productAdmins = pgTable(
  'product_admins',
  {
    id: idColumn(),
    code: text('code').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    name: text('name').notNull(),
    /** Product category ids. */
    categories: text('categories').array().notNull().default([]),
    stockPrice: money('stock_price').notNull().default(0),
    price: money('price').notNull().default(0),
    salePrice: money('sale_price').notNull().default(0),
    allowCredit: boolean('allow_credit').notNull().default(false),
    images: text('images').array().notNull().default([]),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // Code and barcode are unique among sample products; an empty barcode is no barcode.
    uniqueIndex('product_admins_code_key')
      .on(t.code)
      .where(sql`${t.code} <> ''`),
    uniqueIndex('product_admins_barcode_key')
      .on(t.barcode)
      .where(sql`${t.barcode} <> ''`),
    index('product_admins_created_at_idx').on(...newestFirst(t)),
  ],
);

export const productAdminShops = linkTable(
  'product_admin_shops',
  ['productAdminId', 'product_admin_id', () => productAdmins.id],
  ['shopId', 'shop_id', () => shops.id],
);

export interface ScheduleDetail {
  /** Weekdays, 0 = Sunday. */
  week: number[];
  /** The categories contract's `ScheduleDateFormat` (a shared lib may not import a domain). */
  dateFormat: 'date' | 'month' | 'year';
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

export interface Schedule {
  disableProduct: boolean;
  countDown: boolean;
}

export const specialCategories = pgTable('special_categories', {
  id: idColumn(),
  name: text('name').notNull(),
  key: text('key').notNull().unique(),
  active: boolean('active').notNull().default(true),
  buyNow: boolean('buy_now').notNull().default(false),
  scheduleDetail: jsonb('schedule_detail').$type<ScheduleDetail>(),
  schedule: jsonb('schedule').$type<Schedule>(),
  createdAt: createdAt(),
});

export const specialCategoryProducts = pgTable(
  'special_category_products',
  {
    categoryId: parentRef('category_id', () => specialCategories.id),
    productId: parentRef('product_id', () => products.id),
    /** 'pending' | 'approved'. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    // A category's pending or approved list, newest added first, paged and counted from this index.
    index('special_category_products_category_status_created_idx').on(
      t.categoryId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
    index('special_category_products_product_id_idx').on(t.productId),
  ],
);

export const buildingSpecialCategories = linkTable(
  'building_special_categories',
  ['buildingId', 'building_id', () => buildings.id],
  ['categoryId', 'category_id', () => specialCategories.id],
);
