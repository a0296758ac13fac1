import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import { type Shipper, type ShipperSearchBy, ShipperStatus } from '@app/contract';
import {
  ORDERS_EXACT_COUNT_LIMIT,
  orderCashDue,
  ordersMessages,
  type ListOrdersFilter,
  type OrderDetail,
  type OrderListItem,
  type OrderStatus,
  type ShipperStatsRow,
} from '@app/orders-contract';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import {
  apartments,
  buildings,
  floors,
  orderLines,
  orders,
  shippers,
  shops,
  accounts,
  type Db,
} from '@app/server-db';
import {
  conflict,
  HttpError,
  notFound,
  pageOffset,
  textSearch,
  type BuildingScope,
} from '@app/server-core';
import { vietnamDayEndUtc, vietnamDayStartUtc } from '@app/util-format';
import { planStatusChange, type StatusChangeRequest } from './order-status';

/** The buildings a caller may see: null for everyone (admins), a list for an operator. */

export interface OrdersRepositoryOptions {
  /** Up to this many matches the total is counted exactly on every request. */
  exactCountLimit?: number;
  /** How long a background exact count of a larger result stays in use. */
  largeCountTtlMs?: number;
}

export interface OrderPage {
  rows: OrderListItem[];
  total: number;
  exact: boolean;
}

export interface ShipperStatsFilter {
  shipperIds?: string[];
  startDate?: string;
  endDate?: string;
  pkgStatusNumber?: OrderStatus[];
  shopIds?: string[];
  buildingIds?: string[];
}

export interface ShipperSearch {
  searchBy: ShipperSearchBy;
  searchText?: string;
  buildingId?: string;
  offset: number;
  limit: number;
}

/**
 * The names shown with an order, each read by a correlated primary-key lookup instead of a join:
 * seven joined tables cost the planner several milliseconds per request, the lookups almost nothing.
 */
const lookup = <T>(
  column: SQL | AnyPgColumn,
  table: AnyPgTable,
  id: AnyPgColumn,
  ref: AnyPgColumn,
) => sql<T | null>`(select ${column} from ${table} where ${id} = ${ref})`;

const listColumns = {
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
  shopName: lookup<string>(shops.name, shops, shops.id, orders.shopId),
  shopPhone: lookup<string>(shops.phone, shops, shops.id, orders.shopId),
  customerName: lookup<string>(accounts.name, accounts, accounts.id, orders.customerId),
  customerPhone: lookup<string>(accounts.phone, accounts, accounts.id, orders.customerId),
  buildingName: lookup<string>(buildings.name, buildings, buildings.id, orders.buildingId),
  floorName: lookup<string>(floors.name, floors, floors.id, orders.floorId),
  apartmentName: lookup<string>(apartments.name, apartments, apartments.id, orders.apartmentId),
  shipperName: lookup<string>(shippers.name, shippers, shippers.id, orders.shipperId),
};

interface ListRow {
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
  shopName: string | null;
  shopPhone: string | null;
  customerName: string | null;
  customerPhone: string | null;
  buildingName: string | null;
  floorName: string | null;
  apartmentName: string | null;
  shipperName: string | null;
}

const ref = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);

function toListItem(r: ListRow): OrderListItem {
  const shopName = r.shopName ?? '';
  const customerName = r.customerName ?? '';
  return {
    _id: r.id,
    orderCode: r.orderCode,
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
    customer: { _id: r.customerId, name: customerName, phone: r.customerPhone ?? '' },
    building: ref(r.buildingId, r.buildingName),
    floor: ref(r.floorId, r.floorName),
    apartment: ref(r.apartmentId, r.apartmentName),
    shipper: ref(r.shipperId, r.shipperName),
  };
}

/** `building_id IN scope`, or nothing for an unscoped caller; an operator with no building sees nothing. */
function scopeCondition(scope: BuildingScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length ? inArray(orders.buildingId, scope) : sql`false`;
}

function dateConditions(startDate?: string, endDate?: string): SQL[] {
  const conditions: SQL[] = [];
  if (startDate) conditions.push(gte(orders.createdAt, vietnamDayStartUtc(startDate)));
  if (endDate) conditions.push(lt(orders.createdAt, vietnamDayEndUtc(endDate)));
  return conditions;
}

/** The values of the order list's WHERE; a key is present only when its filter is set. */
export interface ListParams {
  scope?: string[];
  from?: Date;
  to?: Date;
  codeFrom?: string;
  codeTo?: string;
  shopId?: string;
  statuses?: number[];
  payments?: string[];
  buildingId?: string;
  customer?: string;
  shipperIds?: string[];
}

/** The list filters as WHERE values. A code prefix becomes a range, so that even a generic plan uses the index. */
export function listParams(
  filter: Omit<ListOrdersFilter, 'page' | 'quantity'>,
  scope: BuildingScope,
): ListParams {
  const p: ListParams = {};
  if (scope !== null) p.scope = scope;
  if (filter.startDate) p.from = vietnamDayStartUtc(filter.startDate);
  if (filter.endDate) p.to = vietnamDayEndUtc(filter.endDate);
  if (filter.code) {
    const prefix = filter.code.toUpperCase();
    p.codeFrom = prefix;
    p.codeTo =
      prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);
  }
  if (filter.shopId) p.shopId = filter.shopId;
  if (filter.pkgStatusNumber?.length) p.statuses = filter.pkgStatusNumber;
  if (filter.paymentMethods?.length) p.payments = filter.paymentMethods;
  if (filter.buildingId) p.buildingId = filter.buildingId;
  if (filter.customer) p.customer = filter.customer;
  if (filter.shipperIds?.length) p.shipperIds = filter.shipperIds;
  return p;
}

/**
 * The WHERE of the order list: every filter alone or combined, and the caller's buildings. `bind`
 * gives each value: the value itself, or a placeholder of a prepared statement (one per shape).
 */
export function listWhere(
  p: ListParams,
  bind: (key: keyof ListParams) => unknown,
): SQL | undefined {
  const has = (key: keyof ListParams) => p[key] !== undefined;
  return and(
    has('scope') ? sql`${orders.buildingId} = ANY(${bind('scope')})` : undefined,
    has('from') ? sql`${orders.createdAt} >= ${bind('from')}` : undefined,
    has('to') ? sql`${orders.createdAt} < ${bind('to')}` : undefined,
    // Codes are upper case; the range is served by the text_pattern_ops index.
    has('codeFrom')
      ? sql`${orders.orderCode} ~>=~ ${bind('codeFrom')} AND ${orders.orderCode} ~<~ ${bind('codeTo')}`
      : undefined,
    has('shopId') ? sql`${orders.shopId} = ${bind('shopId')}` : undefined,
    has('statuses') ? sql`${orders.status} = ANY(${bind('statuses')})` : undefined,
    has('payments') ? sql`${orders.paymentMethod} = ANY(${bind('payments')})` : undefined,
    has('buildingId') ? sql`${orders.buildingId} = ${bind('buildingId')}` : undefined,
    has('customer') ? sql`${orders.customerId} = ${bind('customer')}` : undefined,
    has('shipperIds') ? sql`${orders.shipperId} = ANY(${bind('shipperIds')})` : undefined,
  );
}

const first = <T>(rows: T[]): T | undefined => rows[0];

interface ListStatements {
  page: { execute: (values: Record<string, unknown>) => Promise<ListRow[]> };
  cappedCount: { execute: (values: Record<string, unknown>) => Promise<{ n: number }[]> };
}

/**
 * The queries of the orders domain; no HTTP here, except the domain's HttpErrors.
 *
 * The list's total: up to `exactCountLimit` matches it is counted on every request (a bounded
 * index-only scan). A filter that matches more is counted in full once, in the background: until
 * that count is in, the answer carries the planner's estimate (`exact: false`); afterwards the
 * count (recounted in the background when older than `largeCountTtlMs`, so at most about a minute
 * old). No request ever waits for a million rows to be counted, and staff see exact totals for
 * the filtered views they work with (docs/decisions.md).
 */
export function createOrdersRepository(db: Db, options: OrdersRepositoryOptions = {}) {
  const exactCountLimit = options.exactCountLimit ?? ORDERS_EXACT_COUNT_LIMIT;
  const largeCountTtlMs = options.largeCountTtlMs ?? 60_000;
  const largeCounts = new Map<string, { total: number; at: number }>();
  const counting = new Set<string>();

  /** The WHERE with its values bound (one parameter each, arrays included). */
  const directWhere = (p: ListParams) => listWhere(p, (key) => sql.param(p[key]));

  /** At most this many full counts run at once; a request that finds them busy keeps its estimate. */
  const maxBackgroundCounts = 2;

  function refreshLargeCount(key: string, params: ListParams): void {
    if (counting.has(key) || counting.size >= maxBackgroundCounts) return;
    counting.add(key);
    void db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(directWhere(params))
      .then(([row]) => {
        largeCounts.set(key, { total: Number(row?.n ?? 0), at: Date.now() });
        if (largeCounts.size > 500) largeCounts.delete(largeCounts.keys().next().value!);
      })
      .catch(() => undefined)
      .finally(() => counting.delete(key));
  }

  async function estimate(params: ListParams): Promise<number> {
    try {
      const query = db
        .select({ one: sql`1` })
        .from(orders)
        .where(directWhere(params))
        .toSQL();
      const inlined = query.sql.replace(/\$(\d+)/g, (_, i: string) =>
        literal(query.params[Number(i) - 1]),
      );
      const res = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        sql.raw(`EXPLAIN (FORMAT JSON) ${inlined}`),
      );
      const plan = res.rows[0]?.['QUERY PLAN'];
      const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
      return Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? exactCountLimit));
    } catch {
      return exactCountLimit + 1;
    }
  }

  async function countOrders(
    key: string,
    params: ListParams,
    statements: ListStatements,
  ): Promise<{ total: number; exact: boolean }> {
    // A filter known to match more than the limit: its last exact count, refreshed in the background when old.
    const known = largeCounts.get(key);
    if (known) {
      if (Date.now() - known.at >= largeCountTtlMs) refreshLargeCount(key, params);
      return { total: known.total, exact: true };
    }
    const [capped] = await statements.cappedCount.execute({ ...params, cap: exactCountLimit + 1 });
    const n = Number(capped?.n ?? 0);
    if (n <= exactCountLimit) return { total: n, exact: true };
    refreshLargeCount(key, params);
    return { total: Math.max(exactCountLimit + 1, await estimate(params)), exact: false };
  }

  /**
   * The page query and the capped count of one filter shape (which filters are set), built once per
   * shape instead of once per request. They are deliberately not named server-side statements (an
   * empty name makes node-postgres send them unnamed): PostgreSQL then plans each execution with its
   * values. A cached generic plan walks the created_at index for every shape, which takes seconds
   * for an old order code or a shipper with few orders.
   */
  const prepared = new Map<string, ListStatements>();
  function preparedFor(params: ListParams): ListStatements {
    const shape = (Object.keys(params) as (keyof ListParams)[]).sort().join(',');
    let statements = prepared.get(shape);
    if (!statements) {
      const where = listWhere(params, (key) => sql.placeholder(key));
      statements = {
        // The page's ids first (an index scan that skips `offset` entries cheaply), then the names of
        // those rows only: a projection with lookups would run them for every skipped row too.
        page: joined()
          .where(
            inArray(
              orders.id,
              db
                .select({ id: orders.id })
                .from(orders)
                .where(where)
                .orderBy(desc(orders.createdAt), desc(orders.id))
                .limit(sql.placeholder('limit') as unknown as number)
                .offset(sql.placeholder('offset') as unknown as number),
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .prepare(''),
        cappedCount: db
          .select({ n: sql<number>`count(*)::int` })
          .from(
            db
              .select({ one: sql`1` })
              .from(orders)
              .where(where)
              .limit(sql.placeholder('cap') as unknown as number)
              .as('capped'),
          )
          .prepare(''),
      };
      prepared.set(shape, statements);
    }
    return statements;
  }

  const joined = () => db.select(listColumns).from(orders);

  function inScope(buildingId: string | null, scope: BuildingScope): boolean {
    return scope === null || (buildingId !== null && scope.includes(buildingId));
  }

  async function loadOrder(where: SQL, scope: BuildingScope): Promise<ListRow> {
    const row = first(
      await joined()
        .where(and(where, scopeCondition(scope)))
        .limit(1),
    );
    if (!row) throw notFound(ordersMessages.orderNotFound);
    return row;
  }

  async function detailOf(row: ListRow): Promise<OrderDetail> {
    const [lines, [shop]] = await Promise.all([
      db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, row.id))
        .orderBy(asc(orderLines.name), asc(orderLines.id)),
      db.select({ address: shops.address }).from(shops).where(eq(shops.id, row.shopId)),
    ]);
    return {
      ...toListItem(row),
      shop: {
        _id: row.shopId,
        name: row.shopName ?? '',
        phone: row.shopPhone ?? '',
        address: shop?.address ?? '',
      },
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

  /** Shippers a caller may pick: approved or with orders; an operator's, those of or delivering in their buildings. */
  function shipperScope(scope: BuildingScope): SQL | undefined {
    const hasOrders = (extra?: SQL) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(orders)
          .where(and(eq(orders.shipperId, shippers.id), extra)),
      );
    const pickable = or(eq(shippers.status, ShipperStatus.APPROVED), hasOrders());
    if (scope === null) return pickable;
    if (!scope.length) return sql`false`;
    return and(
      pickable,
      or(inArray(shippers.buildingId, scope), hasOrders(inArray(orders.buildingId, scope))),
    );
  }

  const shipperColumns = {
    id: shippers.id,
    name: shippers.name,
    email: shippers.email,
    phone: shippers.phone,
    staffCode: shippers.staffCode,
    buildingId: buildings.id,
    buildingName: buildings.name,
  };
  const toShipper = (s: {
    id: string;
    name: string;
    email: string;
    phone: string;
    staffCode: string;
    buildingId: string | null;
    buildingName: string | null;
  }): Shipper => ({
    _id: s.id,
    name: s.name,
    email: s.email,
    phone: s.phone,
    staffCode: s.staffCode,
    building: ref(s.buildingId, s.buildingName),
  });
  const searchColumn = {
    name: shippers.name,
    email: shippers.email,
    phone: shippers.phone,
    staffCode: shippers.staffCode,
  };

  return {
    /** One page of orders, newest first, with the total (see above). */
    async list(filter: ListOrdersFilter, scope: BuildingScope): Promise<OrderPage> {
      const { page, quantity, ...filters } = filter;
      const params = listParams(filters, scope);
      const statements = preparedFor(params);
      const values = { ...params, limit: quantity, offset: pageOffset(page, quantity) };
      const [rows, count] = await Promise.all([
        statements.page.execute(values),
        countOrders(JSON.stringify(params), params, statements),
      ]);
      return { rows: rows.map(toListItem), ...count };
    },

    async detail(id: string, scope: BuildingScope): Promise<OrderDetail> {
      return detailOf(await loadOrder(eq(orders.id, id), scope));
    },

    /** By id or order code, and of the given shop when `shopId` is set. */
    async info(
      packId: string,
      shopId: string | undefined,
      scope: BuildingScope,
    ): Promise<OrderDetail> {
      const byId = /^[0-9a-f]{24}$/i.test(packId) ? eq(orders.id, packId.toLowerCase()) : undefined;
      const match = or(byId, eq(orders.orderCode, packId.toUpperCase()))!;
      return detailOf(
        await loadOrder(and(match, shopId ? eq(orders.shopId, shopId) : undefined)!, scope),
      );
    },

    /**
     * Changes the status in one transaction: the row is locked (`FOR UPDATE`), the change decided
     * from the status read, and written with a guard on that status. Of two concurrent changes the
     * second sees the first's result, so it is refused with 409 unless the table allows it from there.
     */
    async changeStatus(
      id: string,
      request: StatusChangeRequest,
      scope: BuildingScope,
    ): Promise<OrderListItem> {
      await db.transaction(async (tx) => {
        const row = first(
          await tx
            .select({ status: orders.status, buildingId: orders.buildingId })
            .from(orders)
            .where(eq(orders.id, id))
            .for('update'),
        );
        if (!row || !inScope(row.buildingId, scope)) throw notFound(ordersMessages.orderNotFound);
        const plan = planStatusChange(row.status as OrderStatus, request);
        if (!plan.ok)
          throw plan.reason === 'stale' || plan.reason === 'refused'
            ? conflict(plan.message)
            : new HttpError(400, plan.message);
        const updated = await tx
          .update(orders)
          .set({ ...plan.change, updatedAt: new Date() })
          .where(and(eq(orders.id, id), eq(orders.status, row.status)))
          .returning({ id: orders.id });
        if (!updated.length) throw conflict(ordersMessages.staleStatus(row.status as OrderStatus));
      });
      return toListItem(await loadOrder(eq(orders.id, id), scope));
    },

    /** The Note action; refused for cancelled and finished orders, atomically. */
    async updateShopNote(
      id: string,
      shopNote: string,
      scope: BuildingScope,
    ): Promise<OrderListItem> {
      const current = await loadOrder(eq(orders.id, id), scope);
      const updated = await db
        .update(orders)
        .set({ shopNote, updatedAt: new Date() })
        .where(and(eq(orders.id, id), sql`${orders.status} NOT IN (0, 6)`))
        .returning({ id: orders.id });
      if (!updated.length) throw conflict(ordersMessages.noteRefused);
      return toListItem({ ...current, shopNote });
    },

    async allShippers(scope: BuildingScope): Promise<Shipper[]> {
      const rows = await db
        .select(shipperColumns)
        .from(shippers)
        .leftJoin(buildings, eq(buildings.id, shippers.buildingId))
        .where(shipperScope(scope))
        .orderBy(asc(shippers.name), asc(shippers.id));
      return rows.map(toShipper);
    },

    async searchShippers(
      search: ShipperSearch,
      scope: BuildingScope,
    ): Promise<{ rows: Shipper[]; total: number }> {
      const where = and(
        shipperScope(scope),
        search.buildingId ? eq(shippers.buildingId, search.buildingId) : undefined,
        textSearch(search.searchText, searchColumn[search.searchBy]),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select(shipperColumns)
          .from(shippers)
          .leftJoin(buildings, eq(buildings.id, shippers.buildingId))
          .where(where)
          .orderBy(asc(shippers.name), asc(shippers.id))
          .limit(search.limit)
          .offset(search.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(shippers)
          .where(where),
      ]);
      return { rows: rows.map(toShipper), total: Number(count?.n ?? 0) };
    },

    /** Per building, per shipper: orders, their value and the cash due (sellPrice − credit − prepaid). */
    async shipperStats(
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
            scopeCondition(scope),
            ...dateConditions(filter.startDate, filter.endDate),
            filter.shipperIds?.length ? inArray(orders.shipperId, filter.shipperIds) : undefined,
            filter.pkgStatusNumber?.length
              ? inArray(orders.status, filter.pkgStatusNumber)
              : undefined,
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
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/**
 * A SQL literal for EXPLAIN (which cannot take bind parameters): numbers, strings, dates, arrays. Strings
 * go through pg's own `escapeLiteral` (quotes and backslashes), not an escaper of ours.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(',')}]`;
  return escapeLiteral(String(value));
}
