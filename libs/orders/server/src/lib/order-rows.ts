import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import {
  orderCashDue,
  orderName,
  type CustomerApartment,
  type OrderDetail,
  type OrderListItem,
} from '@app/orders-contract';
import {
  accounts,
  apartments,
  buildings,
  floors,
  orderLines,
  orders,
  shippers,
  shops,
  type Db,
} from '@app/server-db';
import { namedRef, scopeCondition, type BuildingScope } from '@app/server-core';

/**
 * `"table"."column"`. In the select list of a one-table query drizzle leaves columns unqualified,
 * where a correlated subquery must name the outer order's column (`order_lines.id` would shadow it).
 */
const qualified = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

/**
 * The names shown with an order, each read by a correlated primary-key lookup instead of a join:
 * seven joined tables cost the planner several milliseconds per request, the lookups almost nothing.
 */
const lookup = <T>(column: AnyPgColumn, table: AnyPgTable, id: AnyPgColumn, ref: AnyPgColumn) =>
  sql<T | null>`(select ${qualified(column)} from ${table} where ${qualified(id)} = ${qualified(ref)})`;

/** The customer's apartment with its floor's and building's names, as one JSON value (or null). */
const customerApartment = sql<CustomerApartment | null>`(
  select json_build_object(
    'name', ${qualified(apartments.name)},
    'floor', json_build_object('name', ${qualified(floors.name)}),
    'building', json_build_object('name', ${qualified(buildings.name)}))
  from ${accounts}
  join ${apartments} on ${qualified(apartments.id)} = ${qualified(accounts.apartmentId)}
  join ${floors} on ${qualified(floors.id)} = ${qualified(apartments.floorId)}
  join ${buildings} on ${qualified(buildings.id)} = ${qualified(apartments.buildingId)}
  where ${qualified(accounts.id)} = ${qualified(orders.customerId)})`;

/** The columns of one order row: its own, and the names it shows (order_lines by its index). */
export const orderColumns = {
  id: orders.id,
  orderCode: orders.orderCode,
  createdAt: orders.createdAt,
  status: orders.status,
  sellPrice: orders.sellPrice,
  credit: orders.credit,
  prepaid: orders.prepaid,
  paymentMethod: orders.paymentMethod,
  unpaidReason: orders.unpaidReason,
  note: orders.note,
  shopNote: orders.shopNote,
  customerId: orders.customerId,
  shopId: orders.shopId,
  buildingId: orders.buildingId,
  floorId: orders.floorId,
  apartmentId: orders.apartmentId,
  shipperId: orders.shipperId,
  firstProduct: sql<string | null>`(select ${qualified(orderLines.name)} from ${orderLines}
    where ${qualified(orderLines.orderId)} = ${qualified(orders.id)}
    order by ${qualified(orderLines.name)}, ${qualified(orderLines.id)} limit 1)`,
  lineCount: sql<number>`(select count(*)::int from ${orderLines}
    where ${qualified(orderLines.orderId)} = ${qualified(orders.id)})`,
  shopName: lookup<string>(shops.name, shops, shops.id, orders.shopId),
  shopPhone: lookup<string>(shops.phone, shops, shops.id, orders.shopId),
  customerName: lookup<string>(accounts.name, accounts, accounts.id, orders.customerId),
  customerPhone: lookup<string>(accounts.phone, accounts, accounts.id, orders.customerId),
  customerApartment,
  buildingName: lookup<string>(buildings.name, buildings, buildings.id, orders.buildingId),
  floorName: lookup<string>(floors.name, floors, floors.id, orders.floorId),
  apartmentName: lookup<string>(apartments.name, apartments, apartments.id, orders.apartmentId),
  shipperName: lookup<string>(shippers.name, shippers, shippers.id, orders.shipperId),
};

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
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(where, scopeCondition(orders.buildingId, scope)))
    .limit(1);
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
