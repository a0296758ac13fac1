import {
  bigint,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';

/*
 * Rollups of the orders per Vietnam day and per Vietnam month (Asia/Ho_Chi_Minh), for the
 * overview's reports: a month of orders is ~250k rows (~600k lines) at the benchmark size, too many
 * to aggregate in 100 ms, while a month's rollup rows are a few thousand. A report range reads the
 * whole months it covers from a month table and its remaining days from a day table. Triggers of
 * migration 0009 keep every table exact on each insert, update and delete of `orders` and
 * `order_lines`; `order_rollups_rebuild()` refills them (the seeder's bulk load). A row whose count
 * fell back to 0 stays: readers skip it. No foreign keys: the rows are derived, and the source rows'
 * own keys hold already. `day` is the Vietnam day of `orders.created_at`; `month` its first day.
 */

/** Fresh builders for each table (a column builder belongs to one table). */
const customerColumns = () => ({
  buildingId: char('building_id', { length: 24 }),
  customerId: char('customer_id', { length: 24 }).notNull(),
  apartmentId: char('apartment_id', { length: 24 }),
  orders: integer('orders').notNull(),
  sellPrice: bigint('sell_price', { mode: 'number' }).notNull(),
});

const productColumns = () => ({
  buildingId: char('building_id', { length: 24 }),
  shopId: char('shop_id', { length: 24 }).notNull(),
  productId: char('product_id', { length: 24 }),
  name: text('name').notNull(),
  lines: integer('lines').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
});

/** Counted orders (neither cancelled nor deleted) per day, building, customer and apartment. */
export const orderDayCustomers = pgTable(
  'order_day_customers',
  { day: date('day', { mode: 'string' }).notNull(), ...customerColumns() },
  (t) => [
    unique('order_day_customers_key')
      .on(t.day, t.buildingId, t.customerId, t.apartmentId)
      .nullsNotDistinct(),
  ],
);

/** `order_day_customers` per month. */
export const orderMonthCustomers = pgTable(
  'order_month_customers',
  { month: date('month', { mode: 'string' }).notNull(), ...customerColumns() },
  (t) => [
    unique('order_month_customers_key')
      .on(t.month, t.buildingId, t.customerId, t.apartmentId)
      .nullsNotDistinct(),
  ],
);

/**
 * `order_month_customers` per month and customer, over every building and apartment (migration
 * 0021): the unscoped ranking of this month's customers reads its first five entries from an index,
 * where summing a month's per-building rows took 60–90 ms at ten million orders. Kept exact by
 * `order_rollups_add_customer`, refilled by `order_rollups_rebuild()`.
 */
export const orderMonthCustomerTotals = pgTable(
  'order_month_customer_totals',
  {
    month: date('month', { mode: 'string' }).notNull(),
    customerId: char('customer_id', { length: 24 }).notNull(),
    orders: integer('orders').notNull(),
    sellPrice: bigint('sell_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_month_customer_totals_pkey', columns: [t.month, t.customerId] }),
    index('order_month_customer_totals_by_price').on(t.month, t.sellPrice.desc(), t.customerId),
    index('order_month_customer_totals_by_orders').on(t.month, t.orders.desc(), t.customerId),
  ],
);

/** Delivered orders (success, received, finished) per day, building and shop. */
export const orderDayShops = pgTable(
  'order_day_shops',
  {
    day: date('day', { mode: 'string' }).notNull(),
    buildingId: char('building_id', { length: 24 }),
    shopId: char('shop_id', { length: 24 }).notNull(),
    orders: integer('orders').notNull(),
    sellPrice: bigint('sell_price', { mode: 'number' }).notNull(),
  },
  (t) => [unique('order_day_shops_key').on(t.day, t.buildingId, t.shopId).nullsNotDistinct()],
);

/** The lines of delivered orders per day, building, shop and product (its id and the line's name). */
export const orderDayProducts = pgTable(
  'order_day_products',
  { day: date('day', { mode: 'string' }).notNull(), ...productColumns() },
  (t) => [
    unique('order_day_products_key')
      .on(t.day, t.buildingId, t.shopId, t.productId, t.name)
      .nullsNotDistinct(),
  ],
);

/** `order_day_products` per month. */
export const orderMonthProducts = pgTable(
  'order_month_products',
  { month: date('month', { mode: 'string' }).notNull(), ...productColumns() },
  (t) => [
    unique('order_month_products_key')
      .on(t.month, t.buildingId, t.shopId, t.productId, t.name)
      .nullsNotDistinct(),
  ],
);
