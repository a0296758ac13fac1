import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  deliveryPlace,
  SLIPS_MAX,
  slipsMessages,
  slipStatuses,
  undeliverableStatuses,
  type OrderDetail,
  type SkippedSlip,
  type SlipsInput,
} from '@app/orders-contract';
import { buildings, floors, orderLines, orders, shops, type Db } from '@app/server-db';
import {
  found,
  inScope,
  missingWith,
  refused,
  scopeCondition,
  type BuildingScope,
  type Result,
} from '@app/server-core';
import { toDetail, type OrderRow } from './order-rows';

/** What the slips of a print hold: the orders to deliver in walk order, and those left out. */
export interface SlipBatch {
  orders: OrderDetail[];
  skipped: SkippedSlip[];
}

const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
const byName = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : collator.compare(a, b);

/**
 * The order a shipper walks: building (by name), then floor (by its position in the building, then
 * name; an order without a floor last), then apartment (by name, numbers as numbers: 'A-2' before
 * 'A-10'), then order code. The place is the order's own, else where the customer lives.
 */
export function walkOrder(details: OrderDetail[], floorPosition: Map<string, number>) {
  const keyed = details.map((order) => ({
    order,
    place: deliveryPlace(order),
    position: order.floor ? (floorPosition.get(order.floor._id) ?? null) : null,
  }));
  keyed.sort(
    (a, b) =>
      byName(a.place.building, b.place.building) ||
      (a.position ?? Infinity) - (b.position ?? Infinity) ||
      byName(a.place.floor, b.place.floor) ||
      byName(a.place.apartment, b.place.apartment) ||
      a.order.orderCode.localeCompare(b.order.orderCode),
  );
  return keyed.map((k) => k.order);
}

/**
 * The slips of a print (issue 29 item 3), in four statements whatever their number: the orders
 * chosen (each in the caller's scope, or the whole batch is not found) or those still to deliver
 * in a building or floor of the caller's (at most {@link SLIPS_MAX}, else refused); then their
 * rows (`rowsByIds`, the list's prepared statement), their lines, their shops' addresses and their
 * floors' positions. Cancelled and deleted orders are left out and listed.
 */
export async function loadSlips(
  db: Db,
  rowsByIds: (ids: string[]) => Promise<OrderRow[]>,
  input: SlipsInput & { ids?: string[] },
  scope: BuildingScope,
): Promise<Result<SlipBatch>> {
  const picked = { id: orders.id, orderCode: orders.orderCode, status: orders.status };
  let chosen: { id: string; orderCode: string; status: number }[];
  if (input.ids) {
    chosen = await db
      .select(picked)
      .from(orders)
      .where(and(inArray(orders.id, input.ids), scopeCondition(orders.buildingId, scope)));
    if (chosen.length < input.ids.length)
      return missingWith(slipsMessages.someNotFound(input.ids.length - chosen.length));
  } else {
    const buildingId = input.buildingId!;
    const [building] = await db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.id, buildingId));
    if (!building || !inScope(buildingId, scope))
      return missingWith(slipsMessages.buildingNotFound);
    if (input.floorId) {
      const [floor] = await db
        .select({ id: floors.id })
        .from(floors)
        .where(and(eq(floors.id, input.floorId), eq(floors.buildingId, buildingId)));
      if (!floor) return missingWith(slipsMessages.floorNotFound);
    }
    chosen = await db
      .select(picked)
      .from(orders)
      .where(
        and(
          eq(orders.buildingId, buildingId),
          input.floorId ? eq(orders.floorId, input.floorId) : undefined,
          inArray(orders.status, [...slipStatuses]),
        ),
      )
      .limit(SLIPS_MAX + 1);
    if (chosen.length > SLIPS_MAX) {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.buildingId, buildingId),
            input.floorId ? eq(orders.floorId, input.floorId) : undefined,
            inArray(orders.status, [...slipStatuses]),
          ),
        );
      return refused('invalid', slipsMessages.tooManyInPlace(Number(count?.n ?? chosen.length)));
    }
  }
  const undeliverable = (status: number) =>
    (undeliverableStatuses as readonly number[]).includes(status);
  const skipped = chosen
    .filter((o) => undeliverable(o.status))
    .map((o) => ({ _id: o.id, orderCode: o.orderCode, status: o.status }))
    .sort((a, b) => a.orderCode.localeCompare(b.orderCode));
  const ids = chosen.filter((o) => !undeliverable(o.status)).map((o) => o.id);
  if (!ids.length) return found({ orders: [], skipped });

  const rows = await rowsByIds(ids);
  const shopIds = [...new Set(rows.map((r) => r.shopId))];
  const floorIds = [...new Set(rows.flatMap((r) => (r.floorId ? [r.floorId] : [])))];
  const [lines, shopRows, floorRows] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.name), asc(orderLines.id)),
    db
      .select({ id: shops.id, address: shops.address })
      .from(shops)
      .where(inArray(shops.id, shopIds)),
    floorIds.length
      ? db
          .select({ id: floors.id, position: floors.position })
          .from(floors)
          .where(inArray(floors.id, floorIds))
      : Promise.resolve([]),
  ]);
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  const addressOf = new Map(shopRows.map((s) => [s.id, s.address]));
  const details = rows.map((row) =>
    toDetail(row, linesOf.get(row.id) ?? [], addressOf.get(row.shopId) ?? ''),
  );
  const positions = new Map(floorRows.map((f) => [f.id, f.position]));
  return found({ orders: walkOrder(details, positions), skipped });
}
