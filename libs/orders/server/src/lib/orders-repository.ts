import { and, eq, or } from 'drizzle-orm';
import type { HistoryEntry } from '@app/contract';
import {
  ORDER_ENTITY,
  type ListOrdersFilter,
  type OrderDetail,
  type OrderListItem,
  type SlipsInput,
} from '@app/orders-contract';
import { orders, type Db } from '@app/server-db';
import {
  found,
  inScope,
  missing,
  pageWindow,
  readHistory,
  type BuildingScope,
  type ChangeAuthor,
  type Page,
  type Result,
} from '@app/server-core';
import { createOrderCounter, type OrderCountOptions } from './order-count';
import { createListStatements, inKeysetOrder, listParams, orderSort } from './order-list';
import { updateShopNote } from './order-note';
import { namedRows } from './order-names';
import { findOrder, loadDetail, selectOrderRowsByIds, toListItem } from './order-rows';
import type { StatusChangeRequest } from './order-status';
import { changeOrderStatus, writeOrderStatus } from './order-status-change';
import { loadSlips } from './order-slips';
import { shipperStats, type ShipperStatsFilter } from './shipper-stats';

export type OrdersRepositoryOptions = OrderCountOptions;

/**
 * The queries of the orders domain, composed from one module per job: the row and its answers
 * (`order-rows`), the list's statements (`order-list`), the names it shows (`order-names`), its
 * total (`order-count`), the status change (`order-status-change`, deciding with `order-status`),
 * the note (`order-note`) and the shipper statistics (`shipper-stats`). No HTTP here: what may fail answers a `Result`; the routes choose
 * the status.
 */
export function createOrdersRepository(db: Db, options: OrdersRepositoryOptions = {}) {
  const statementsFor = createListStatements(db);
  const count = createOrderCounter(db, options);
  /** The listed rows with their names: kept ones when current, else from the database. */
  const named = namedRows(db);
  const rowsByIds = selectOrderRowsByIds(db);
  const detailOf = async (row: Awaited<ReturnType<typeof findOrder>>) =>
    row ? found(await loadDetail(db, row)) : missing;

  return {
    /** One page of orders, newest first or in the sort's order, with the total (see `order-count`). */
    async list(filter: ListOrdersFilter, scope: BuildingScope): Promise<Page<OrderListItem>> {
      const { page, quantity, sort, ...filters } = filter;
      const params = listParams(filters, scope);
      const statements = statementsFor(params, sort);
      const [rows, total] = await Promise.all([
        statements.page
          .execute({ ...params, ...pageWindow(page, quantity) })
          .then(named)
          .then((listed) => (sort ? inKeysetOrder(listed, orderSort.keyset(sort)) : listed)),
        count(params, async (cap) => {
          const [row] = await statements.cappedCount(cap).execute({ ...params });
          return Number(row?.n ?? 0);
        }),
      ]);
      return { rows: rows.map(toListItem), ...total };
    },

    async detail(id: string, scope: BuildingScope): Promise<Result<OrderDetail>> {
      return detailOf(await findOrder(db, eq(orders.id, id), scope));
    },

    /** By id or order code, and of the given shop when `shopId` is set. */
    async info(
      packId: string,
      shopId: string | undefined,
      scope: BuildingScope,
    ): Promise<Result<OrderDetail>> {
      const byId = /^[0-9a-f]{24}$/i.test(packId) ? eq(orders.id, packId.toLowerCase()) : undefined;
      const match = or(byId, eq(orders.orderCode, packId.toUpperCase()))!;
      const where = and(match, shopId ? eq(orders.shopId, shopId) : undefined)!;
      return detailOf(await findOrder(db, where, scope));
    },

    changeStatus: (
      id: string,
      request: StatusChangeRequest,
      scope: BuildingScope,
      author: ChangeAuthor,
    ) => changeOrderStatus(db, id, request, scope, author),

    /** One order of a bulk change: the same transaction and rules, without reading the order back. */
    writeStatus: async (
      id: string,
      request: StatusChangeRequest,
      scope: BuildingScope,
      author: ChangeAuthor,
    ): Promise<Result<null>> =>
      (await writeOrderStatus(db, id, request, scope, author, { bulk: true })) ?? found(null),

    updateShopNote: (id: string, shopNote: string, scope: BuildingScope, author: ChangeAuthor) =>
      updateShopNote(db, id, shopNote, scope, author),

    /**
     * One page of the order's history, newest first; not found outside the operator's buildings,
     * as the order itself.
     */
    async history(
      id: string,
      paging: { page: number; quantity: number },
      scope: BuildingScope,
    ): Promise<Result<Page<HistoryEntry>>> {
      const [row] = await db
        .select({ buildingId: orders.buildingId })
        .from(orders)
        .where(eq(orders.id, id));
      if (!row || !inScope(row.buildingId, scope)) return missing;
      return found(await readHistory(db, ORDER_ENTITY, id, paging));
    },

    /** The slips of a print: the chosen orders, or a building's or floor's, in walk order. */
    slips: (input: SlipsInput, scope: BuildingScope) =>
      loadSlips(db, (ids) => rowsByIds.execute({ ids }), input, scope),

    shipperStats: (filter: ShipperStatsFilter, scope: BuildingScope) =>
      shipperStats(db, filter, scope),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
