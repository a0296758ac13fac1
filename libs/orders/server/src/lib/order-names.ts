import { sql, type SQL } from 'drizzle-orm';
import {
  apartments,
  buildings,
  floors,
  namesVersion,
  orders,
  shippers,
  shops,
  type Db,
} from '@app/server-db';
import {
  arrayRowsQuery,
  customerApartmentOf,
  decodeOwn,
  ownColumns,
  OWN_COLUMNS,
  selectOrderRowsByIds,
  type OrderOwn,
  type OrderRow,
} from './order-rows';

/** The names the order list shows besides the customer's, as of one `names_version`. */
export interface OrderNames {
  version: number;
  shops: Map<string, { name: string; phone: string }>;
  buildings: Map<string, string>;
  floors: Map<string, string>;
  apartments: Map<string, { name: string; floorId: string | null; buildingId: string | null }>;
  shippers: Map<string, string>;
}

/**
 * The names of shops, buildings, floors, apartments and shippers, kept in memory: the order list
 * reads them here instead of joining five tables for every row, which was two thirds of its
 * PostgreSQL time (docs/benchmarks/history.md, "One statement per page, names from memory: 2,000
 * req/s met"). They are few and change rarely (staff editing reference data); every change bumps
 * `names_version` in its own transaction (migration 0013).
 *
 * `at(version)` answers the kept names only when they were read at exactly that version: the list's
 * statement reports the version of its own snapshot, so equal versions mean these are the names of
 * that snapshot. Otherwise it answers undefined (the caller reads the names from the database) and
 * starts one reload in the background, in a read-only repeatable-read transaction so that the names
 * and their version come from one snapshot.
 */
export function orderNamesOf(db: Db): OrderNamesCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createOrderNames(db);
    caches.set(db, cache);
  }
  return cache;
}

/** One cache per database handle (every repository and test on it shares it). */
const caches = new WeakMap<Db, OrderNamesCache>();

function createOrderNames(db: Db) {
  let kept: OrderNames | undefined;
  let loading: Promise<void> | undefined;

  async function load(): Promise<void> {
    kept = await db.transaction(
      async (tx) => {
        const [row] = await tx.select({ version: namesVersion.version }).from(namesVersion);
        const shopRows = await tx
          .select({ id: shops.id, name: shops.name, phone: shops.phone })
          .from(shops);
        const buildingRows = await tx
          .select({ id: buildings.id, name: buildings.name })
          .from(buildings);
        const floorRows = await tx.select({ id: floors.id, name: floors.name }).from(floors);
        const apartmentRows = await tx
          .select({
            id: apartments.id,
            name: apartments.name,
            floorId: apartments.floorId,
            buildingId: apartments.buildingId,
          })
          .from(apartments);
        const shipperRows = await tx
          .select({ id: shippers.id, name: shippers.name })
          .from(shippers);
        return {
          version: row?.version ?? -1,
          shops: new Map(shopRows.map((r) => [r.id, { name: r.name, phone: r.phone }])),
          buildings: new Map(buildingRows.map((r) => [r.id, r.name])),
          floors: new Map(floorRows.map((r) => [r.id, r.name])),
          apartments: new Map(
            apartmentRows.map((r) => [
              r.id,
              { name: r.name, floorId: r.floorId, buildingId: r.buildingId },
            ]),
          ),
          shippers: new Map(shipperRows.map((r) => [r.id, r.name])),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  return {
    /** The names as of `version`, or undefined (and a reload starts unless one runs). */
    at(version: number): OrderNames | undefined {
      if (kept?.version === version) return kept;
      // Names newer than the caller's snapshot are no use to it, and need no reload.
      if (!loading && !(kept && kept.version > version))
        loading = load()
          // A failed reload leaves the list on its database path; the next list tries again.
          .catch(() => undefined)
          .finally(() => {
            loading = undefined;
          });
      return undefined;
    },
    /** Resolves once no reload runs (tests). */
    settled: async (): Promise<void> => {
      await loading;
    },
  };
}

export interface OrderNamesCache {
  at(version: number): OrderNames | undefined;
  settled(): Promise<void>;
}

/** A row of `order_list_rows`: the order's own columns, its customer, the names version. */
export interface ListedRow {
  own: OrderOwn;
  customerName: string | null;
  customerPhone: string | null;
  customerApartmentId: string | null;
  namesVersion: number;
}

function fromListedRow(row: unknown[]): ListedRow {
  const [customerName, customerPhone, customerApartmentId, version] = row.slice(OWN_COLUMNS) as (
    | string
    | null
  )[];
  return {
    own: decodeOwn(row),
    customerName,
    customerPhone,
    customerApartmentId,
    namesVersion: Number(version),
  };
}

/**
 * The list's rows of the orders whose ids `ids` holds (an array expression, e.g. `array(subquery)`),
 * newest first, without the names {@link createOrderNames} keeps (migration 0013).
 */
export function selectListedRows(db: Db, ids: SQL, name?: string) {
  return arrayRowsQuery(
    db,
    sql`select ${sql.raw(ownColumns)}, customer_name, customer_phone, customer_apartment_id, names_version from order_list_rows(${ids})`,
    fromListedRow,
    name,
  );
}

/** The order's own columns qualified for a statement that also joins its customer (below). */
const qualifiedOwn = sql.raw(
  ownColumns
    .split(', ')
    .map((column) =>
      column === 'first_product' || column === 'line_count' ? `l.${column}` : `orders.${column}`,
    )
    .join(', '),
);

/**
 * The listed rows of the orders `where` selects, in `order`, at most `limit`: the columns of
 * `order_list_rows` from one plain statement, planned with its values (the export's batches).
 *
 * Going through `order_list_rows(array(ids))` costs a second index descent per order and a plan
 * for the function's query: measured on the million-order export, 77 s per million rows that way
 * against 38–50 s this way, and 106 s through `order_rows` with its ten joins
 * (docs/benchmarks.md, "List exports").
 */
export function selectListedRowsWhere(db: Db, where: SQL | undefined, order: SQL[], limit: number) {
  return arrayRowsQuery(
    db,
    sql`select ${qualifiedOwn}, c.name, c.phone, c.apartment_id,
          (select v.version from names_version v)
        from ${orders}
        left join lateral (select min(ol.name) as first_product, count(*)::integer as line_count
                             from order_lines ol where ol.order_id = ${orders.id}) l on true
        left join accounts c on c.id = ${orders.customerId}
        ${where ? sql`where ${where}` : sql``}
        order by ${sql.join(order, sql`, `)}
        limit ${limit}`,
    fromListedRow,
  );
}

/**
 * The rows of listed rows with their names: the kept names when they are those of the rows'
 * snapshot, else (a name changed since) the rows again through `order_rows`, names joined.
 */
export function namedRows(db: Db): (listed: ListedRow[]) => Promise<OrderRow[]> {
  const names = orderNamesOf(db);
  const rowsByIds = selectOrderRowsByIds(db);
  return async (listed) => {
    if (!listed.length) return [];
    const current = names.at(listed[0]!.namesVersion);
    return current
      ? listed.map((row) => withNames(row, current))
      : rowsByIds.execute({ ids: listed.map((row) => row.own.id) });
  };
}

/** A listed row with its names, as the joins of `order_rows` would give them. */
export function withNames(r: ListedRow, names: OrderNames): OrderRow {
  const { own } = r;
  const shop = names.shops.get(own.shopId);
  const customerApartment =
    r.customerApartmentId === null ? undefined : names.apartments.get(r.customerApartmentId);
  return Object.assign(own, {
    shopName: shop?.name ?? null,
    shopPhone: shop?.phone ?? null,
    customerName: r.customerName,
    customerPhone: r.customerPhone,
    customerApartment: customerApartmentOf(
      customerApartment?.name,
      customerApartment?.floorId == null ? null : names.floors.get(customerApartment.floorId),
      customerApartment?.buildingId == null
        ? null
        : names.buildings.get(customerApartment.buildingId),
    ),
    buildingName: own.buildingId === null ? null : (names.buildings.get(own.buildingId) ?? null),
    floorName: own.floorId === null ? null : (names.floors.get(own.floorId) ?? null),
    apartmentName:
      own.apartmentId === null ? null : (names.apartments.get(own.apartmentId)?.name ?? null),
    shipperName: own.shipperId === null ? null : (names.shippers.get(own.shipperId) ?? null),
  });
}
