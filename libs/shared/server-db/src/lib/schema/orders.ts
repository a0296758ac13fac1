import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { apartments, buildings, floors } from './buildings';
import {
  createdAt,
  idColumn,
  money,
  newestFirst,
  parentRef,
  refColumn,
  updatedAt,
} from './columns';
import { products } from './products';
import { shippers } from './shippers';
import { shops } from './shops';

/** An order ("package"). Cash due = sell_price − credit − prepaid. */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderCode: text('order_code').notNull().unique(),
    shopId: refColumn('shop_id')
      .notNull()
      .references(() => shops.id),
    customerId: refColumn('customer_id')
      .notNull()
      .references(() => accounts.id),
    buildingId: refColumn('building_id').references(() => buildings.id),
    floorId: refColumn('floor_id').references(() => floors.id),
    apartmentId: refColumn('apartment_id').references(() => apartments.id),
    shipperId: refColumn('shipper_id').references(() => shippers.id),
    /** OrderStatus: 0, 1, 2, 3, 4, 5, 6, 20. */
    status: smallint('status').notNull().default(1),
    sellPrice: money('sell_price').notNull().default(0),
    credit: money('credit').notNull().default(0),
    prepaid: money('prepaid').notNull().default(0),
    /** PaymentMethod: 'COD' | 'WIRE_TRANSFER' | 'BEEBOX_PAY'. */
    paymentMethod: text('payment_method').notNull().default('COD'),
    /** UnpaidReason (30 debit, 40 wire transfer pending); only on success orders. */
    unpaidReason: smallint('unpaid_reason'),
    note: text('note').notNull().default(''),
    shopNote: text('shop_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_created_at_id_idx').on(...newestFirst(t)),
    index('orders_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('orders_building_id_created_at_idx').on(t.buildingId, t.createdAt.desc().nullsFirst()),
    index('orders_shop_id_created_at_idx').on(t.shopId, t.createdAt.desc().nullsFirst()),
    index('orders_shipper_id_created_at_idx').on(t.shipperId, t.createdAt.desc().nullsFirst()),
    index('orders_customer_id_created_at_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    index('orders_payment_method_created_at_idx').on(
      t.paymentMethod,
      t.createdAt.desc().nullsFirst(),
    ),
    index('orders_order_code_pattern_idx').on(t.orderCode.op('text_pattern_ops')),
    // The list sorted by amount, either way, alone and with each one-value filter whose rows may
    // lie at one end of the amounts (docs/decisions/lists.md "Sorting": a shop's 17,000 orders took
    // 233 ms along the amount alone).
    index('orders_sell_price_id_idx').on(t.sellPrice, t.id),
    index('orders_status_sell_price_id_idx').on(t.status, t.sellPrice, t.id),
    index('orders_building_id_sell_price_id_idx').on(t.buildingId, t.sellPrice, t.id),
    index('orders_shop_id_sell_price_id_idx').on(t.shopId, t.sellPrice, t.id),
    index('orders_shipper_id_sell_price_id_idx').on(t.shipperId, t.sellPrice, t.id),
  ],
);

/** A sub-order: one product line of an order, with the product's data copied at order time. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: idColumn(),
    orderId: parentRef('order_id', () => orders.id),
    productId: refColumn('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    productType: text('product_type').notNull().default('normal'),
    quantity: integer('quantity').notNull().default(1),
    unitPrice: money('unit_price').notNull().default(0),
    discount: money('discount').notNull().default(0),
    /** quantity × unit_price − discount. */
    amount: money('amount').notNull().default(0),
  },
  (t) => [index('order_lines_order_id_idx').on(t.orderId)],
);
