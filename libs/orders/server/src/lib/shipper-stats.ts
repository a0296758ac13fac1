import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { ordersMessages, type OrderStatus, type ShipperStatsRow } from '@app/orders-contract';
import { buildings, orders, shippers, type Db } from '@app/server-db';
import { scopeCondition, type BuildingScope } from '@app/server-core';
import { vietnamDayEndUtc, vietnamDayStartUtc } from '@app/util-format';

export interface ShipperStatsFilter {
  shipperIds?: string[];
  startDate?: string;
  endDate?: string;
  pkgStatusNumber?: OrderStatus[];
  shopIds?: string[];
  buildingIds?: string[];
}

/** Per building, per shipper: orders, their value and the cash due (sellPrice − credit − prepaid). */
export async function shipperStats(
  db: Db,
  filter: ShipperStatsFilter,
  scope: BuildingScope,
): Promise<ShipperStatsRow[]> {
  const rows = await db
    .select({
      buildingId: orders.buildingId,
      buildingName: buildings.name,
      shipperId: shippers.id,
      shipperName: shippers.name,
      count: sql<number>`count(*)::int`,
      sellPrice: sql<string>`sum(${orders.sellPrice})`,
      cashPaid: sql<string>`sum(${orders.sellPrice} - ${orders.credit} - ${orders.prepaid})`,
    })
    .from(orders)
    .innerJoin(shippers, eq(shippers.id, orders.shipperId))
    .leftJoin(buildings, eq(buildings.id, orders.buildingId))
    .where(
      and(
        isNotNull(orders.shipperId),
        scopeCondition(orders.buildingId, scope),
        filter.startDate ? gte(orders.createdAt, vietnamDayStartUtc(filter.startDate)) : undefined,
        filter.endDate ? lt(orders.createdAt, vietnamDayEndUtc(filter.endDate)) : undefined,
        filter.shipperIds?.length ? inArray(orders.shipperId, filter.shipperIds) : undefined,
        filter.pkgStatusNumber?.length ? inArray(orders.status, filter.pkgStatusNumber) : undefined,
        filter.shopIds?.length ? inArray(orders.shopId, filter.shopIds) : undefined,
        filter.buildingIds?.length ? inArray(orders.buildingId, filter.buildingIds) : undefined,
      ),
    )
    .groupBy(orders.buildingId, buildings.name, shippers.id, shippers.name)
    .orderBy(
      sql`${buildings.name} NULLS LAST`,
      asc(orders.buildingId),
      asc(shippers.name),
      asc(shippers.id),
    );
  const byBuilding = new Map<string, ShipperStatsRow>();
  for (const r of rows) {
    const key = r.buildingId ?? '';
    let group = byBuilding.get(key);
    if (!group) {
      group = {
        building: { _id: r.buildingId, name: r.buildingName ?? ordersMessages.unknown },
        shipper: [],
        count: [],
        sellPrice: [],
        cashPaid: [],
      };
      byBuilding.set(key, group);
    }
    group.shipper.push({ _id: r.shipperId, name: r.shipperName });
    group.count.push(Number(r.count));
    group.sellPrice.push(Number(r.sellPrice));
    group.cashPaid.push(Number(r.cashPaid));
  }
  return [...byBuilding.values()];
}
