import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import {
  orderCashDue,
  orderName,
  type CustomerApartment,
  type OrderDetail,
  type OrderListItem,
} from '@app/orders-contract';
import { orderLines, orders, shops, type Db } from '@app/server-db';
import { namedRef, scopeCondition, type BuildingScope } from '@app/server-core';

/**
 * The order's own columns and its lines' first name and count: the first columns of `order_rows`
 * (migration 0012) and of `order_list_rows` (migration 0013) alike, in the order {@link decodeOwn}
 * reads them.
 */
export const ownColumns = [
  'id, order_code, created_at, status, sell_price, credit, prepaid, payment_method',
  'unpaid_reason, note, shop_note, customer_id, shop_id, building_id, floor_id, apartment_id',
  'shipper_id, first_product, line_count',
].join(', ');
/** How many columns {@link decodeOwn} reads. */
export const OWN_COLUMNS = 19;

/** The order's own part of an {@link OrderRow}. */
export type OrderOwn = Omit<
  OrderRow,
  | 'shopName'
  | 'shopPhone'
  | 'customerName'
  | 'customerPhone'
  | 'customerApartment'
  | 'buildingName'
  | 'floorName'
  | 'apartmentName'
  | 'shipperName'
>;

/**
 * The order's own columns of a row as the driver answers it (an array), read by hand: drizzle's
 * generic row mapping cost a tenth of a list request's CPU. Dates and money go through the
 * `orders` columns' decoders, as drizzle would.
 */
export function decodeOwn(row: unknown[]): OrderOwn {
  const [
    id,
    orderCode,
    createdAt,
    status,
    sellPrice,
    credit,
    prepaid,
    paymentMethod,
    unpaidReason,
    note,
    shopNote,
    customerId,
    shopId,
    buildingId,
    floorId,
    apartmentId,
    shipperId,
    firstProduct,
    lineCount,
  ] = row as (string | null)[];
  return {
    id: id!,
    orderCode: orderCode!,
    createdAt: orders.createdAt.mapFromDriverValue(createdAt!) as Date,
    status: Number(status),
    sellPrice: orders.sellPrice.mapFromDriverValue(sellPrice!) as number,
    credit: orders.credit.mapFromDriverValue(credit!) as number,
    prepaid: orders.prepaid.mapFromDriverValue(prepaid!) as number,
    paymentMethod: paymentMethod!,
    unpaidReason: unpaidReason === null ? null : Number(unpaidReason),
    note: note!,
    shopNote: shopNote!,
    customerId: customerId!,
    shopId: shopId!,
    buildingId,
    floorId,
    apartmentId,
    shipperId,
    firstProduct,
    lineCount: Number(lineCount),
  };
}

/** The customer's apartment as the answers show it: null unless its name, floor and building are known. */
export const customerApartmentOf = (
  name: string | null | undefined,
  floor: string | null | undefined,
  building: string | null | undefined,
): CustomerApartment | null =>
  name != null && floor != null && building != null
    ? { name, floor: { name: floor }, building: { name: building } }
    : null;

/** The columns of `order_rows` after the order's own, in the order {@link fromRow} reads them. */
const orderRowColumns = sql.raw(
  [
    ownColumns,
    'shop_name, shop_phone, customer_name, customer_phone, customer_apartment_name',
    'customer_floor_name, customer_building_name, building_name, floor_name, apartment_name',
    'shipper_name',
  ].join(', '),
);

/** One row of `order_rows` (an array in the order of `orderRowColumns`). */
function fromRow(row: unknown[]): OrderRow {
  const [
    shopName,
    shopPhone,
    customerName,
    customerPhone,
    customerApartmentName,
    customerFloorName,
    customerBuildingName,
    buildingName,
    floorName,
    apartmentName,
    shipperName,
  ] = row.slice(OWN_COLUMNS) as (string | null)[];
  return Object.assign(decodeOwn(row), {
    shopName,
    shopPhone,
    customerName,
    customerPhone,
    customerApartment: customerApartmentOf(
      customerApartmentName,
      customerFloorName,
      customerBuildingName,
    ),
    buildingName,
    floorName,
    apartmentName,
    shipperName,
  });
}

const dialect = new PgDialect();

/**
 * The rows of the orders whose ids `ids` selects (a subquery of ids), newest first: one statement,
 * one round trip. The joins run inside `order_rows`, whose plan PostgreSQL keeps per connection;
 * only this call, with the ids' subquery, is planned each time. Named (`name`), it is a prepared
 * statement that each connection parses once; `ids` may then hold placeholders.
 */
export function selectOrderRows(db: Db, ids: SQL, name?: string) {
  return arrayRowsQuery(db, sql`select ${orderRowColumns} from order_rows(${ids})`, fromRow, name);
}

/** The rows of the orders of `ids` (an array of ids, `execute({ ids })`), newest first: one prepared statement. */
export const selectOrderRowsByIds = (db: Db) =>
  selectOrderRows(db, sql`${sql.placeholder('ids')}::char(24)[]`, 'order_rows_by_ids');

/**
 * A query whose rows the driver answers as arrays, read by `read` (drizzle's own statement plumbing,
 * on either driver). Named (`name`), it is a prepared statement that each connection parses once;
 * its SQL may then hold placeholders.
 */
export function arrayRowsQuery<T>(db: Db, query: SQL, read: (row: unknown[]) => T, name?: string) {
  return db._.session.prepareQuery<PreparedQueryConfig & { execute: T[] }>(
    dialect.sqlToQuery(query),
    undefined,
    name,
    true,
    (rows) => rows.map(read),
  );
}

export interface OrderRow {
  id: string;
  orderCode: string;
  createdAt: Date;
  status: number;
  sellPrice: number;
  credit: number;
  prepaid: number;
  paymentMethod: string;
  unpaidReason: number | null;
  note: string;
  shopNote: string;
  customerId: string;
  shopId: string;
  buildingId: string | null;
  floorId: string | null;
  apartmentId: string | null;
  shipperId: string | null;
  firstProduct: string | null;
  lineCount: number;
  shopName: string | null;
  shopPhone: string | null;
  customerName: string | null;
  customerPhone: string | null;
  customerApartment: CustomerApartment | null;
  buildingName: string | null;
  floorName: string | null;
  apartmentName: string | null;
  shipperName: string | null;
}

/** One row of the order list (and of a status change's or note's answer). */
export function toListItem(r: OrderRow): OrderListItem {
  const shopName = r.shopName ?? '';
  const customerName = r.customerName ?? '';
  return {
    _id: r.id,
    orderCode: r.orderCode,
    name: r.firstProduct === null ? '' : orderName(r.firstProduct, Number(r.lineCount)),
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    sellPrice: r.sellPrice,
    credit: r.credit,
    prepaid: r.prepaid,
    cashDue: orderCashDue(r),
    payment: { unpaidReason: r.unpaidReason },
    paymentMethod: r.paymentMethod,
    note: r.note,
    shopNote: r.shopNote,
    shopInfo: { name: shopName },
    shop: { _id: r.shopId, name: shopName, phone: r.shopPhone ?? '' },
    customerInfo: { name: customerName },
    customer: {
      _id: r.customerId,
      name: customerName,
      phone: r.customerPhone ?? '',
      apartment: r.customerApartment,
    },
    building: namedRef(r.buildingId, r.buildingName),
    floor: namedRef(r.floorId, r.floorName),
    apartment: namedRef(r.apartmentId, r.apartmentName),
    shipper: namedRef(r.shipperId, r.shipperName),
  };
}

/** The order with its lines and the shop's address: the view dialog and the slip. */
export function toDetail(
  r: OrderRow,
  lines: (typeof orderLines.$inferSelect)[],
  shopAddress: string,
): OrderDetail {
  const item = toListItem(r);
  return {
    ...item,
    shop: { ...item.shop, address: shopAddress },
    subOrders: lines.map((l) => ({
      _id: l.id,
      product: {
        name: l.name,
        code: l.code,
        productType: l.productType,
        productQuantity: l.quantity,
        productPrice: l.unitPrice,
        discount: l.discount,
        amount: l.amount,
        sellPrice: l.amount,
      },
    })),
  };
}

/** The row of the order matching `where` among the caller's, if any. */
export async function findOrder(
  db: Db,
  where: SQL,
  scope: BuildingScope,
): Promise<OrderRow | undefined> {
  const match = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, scopeCondition(orders.buildingId, scope)))
    .limit(1);
  const [row] = await selectOrderRows(db, sql`array(${match})`).execute();
  return row;
}

/** The order's detail: its row with its lines (by name, as its `name` counts them) and the shop's address. */
export async function loadDetail(db: Db, row: OrderRow): Promise<OrderDetail> {
  const [lines, [shop]] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.name), asc(orderLines.id)),
    db.select({ address: shops.address }).from(shops).where(eq(shops.id, row.shopId)),
  ]);
  return toDetail(row, lines, shop?.address ?? '');
}
