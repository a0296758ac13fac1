import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/** The customer's apartment, floor and building: other rows of the tables the order names. */
const customerApartment = alias(apartments, 'customer_apartment');
const customerFloor = alias(floors, 'customer_floor');
const customerBuilding = alias(buildings, 'customer_building');

/**
 * The columns of one order row: its own, the names it shows (left joins by primary key) and its
 * lines' first name and count (order_lines by its index). Run through prepared statements
 * (`order-list`), so the joins are planned once per connection, not on every request.
 */
const orderRowColumns = {
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
  // The first line by name (its `name` counts the others, docs/decisions.md).
  firstProduct: sql<string | null>`(select min(${qualified(orderLines.name)}) from ${orderLines}
    where ${qualified(orderLines.orderId)} = ${qualified(orders.id)})`,
  lineCount: sql<number>`(select count(*)::int from ${orderLines}
    where ${qualified(orderLines.orderId)} = ${qualified(orders.id)})`,
  shopName: shops.name,
  shopPhone: shops.phone,
  customerName: accounts.name,
  customerPhone: accounts.phone,
  customerApartmentName: customerApartment.name,
  customerFloorName: customerFloor.name,
  customerBuildingName: customerBuilding.name,
  buildingName: buildings.name,
  floorName: floors.name,
  apartmentName: apartments.name,
  shipperName: shippers.name,
};

/** The order rows matching `where`, newest first, as {@link OrderRow}s are read from them. */
export function selectOrderRows(db: Db, where: SQL | undefined) {
  return db
    .select(orderRowColumns)
    .from(orders)
    .leftJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(accounts, eq(accounts.id, orders.customerId))
    .leftJoin(customerApartment, eq(customerApartment.id, accounts.apartmentId))
    .leftJoin(customerFloor, eq(customerFloor.id, customerApartment.floorId))
    .leftJoin(customerBuilding, eq(customerBuilding.id, customerApartment.buildingId))
    .leftJoin(buildings, eq(buildings.id, orders.buildingId))
    .leftJoin(floors, eq(floors.id, orders.floorId))
    .leftJoin(apartments, eq(apartments.id, orders.apartmentId))
    .leftJoin(shippers, eq(shippers.id, orders.shipperId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

type SelectedRow = Awaited<ReturnType<typeof selectOrderRows>>[number];

/** A selected row with the customer's apartment as the answers show it (null when incomplete). */
export function toOrderRow({
  customerApartmentName,
  customerFloorName,
  customerBuildingName,
  ...row
}: SelectedRow): OrderRow {
  return {
    ...row,
    customerApartment:
      customerApartmentName !== null && customerFloorName !== null && customerBuildingName !== null
        ? {
            name: customerApartmentName,
            floor: { name: customerFloorName },
            building: { name: customerBuildingName },
          }
        : null,
  };
}

/**
 * The rows of orders by their ids, newest first: one prepared statement per database handle.
 * Its plan is the same for any ids (primary-key lookups and joins), so PostgreSQL keeps a generic
 * plan after a few executions instead of planning ten tables on every request, which costs more
 * than running the statement.
 */
const rowsByIdsOf = new WeakMap<Db, (ids: string[]) => Promise<OrderRow[]>>();
export function orderRowsByIds(db: Db): (ids: string[]) => Promise<OrderRow[]> {
  let read = rowsByIdsOf.get(db);
  if (!read) {
    const statement = selectOrderRows(
      db,
      sql`${orders.id} = any(${sql.placeholder('ids')})`,
    ).prepare('orders_rows_by_ids');
    read = async (ids) => (ids.length ? (await statement.execute({ ids })).map(toOrderRow) : []);
    rowsByIdsOf.set(db, read);
  }
  return read;
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
  const [match] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, scopeCondition(orders.buildingId, scope)))
    .limit(1);
  if (!match) return undefined;
  const [row] = await orderRowsByIds(db)([match.id]);
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
