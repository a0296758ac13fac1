import { sql } from 'drizzle-orm';
import { orderLines, orders as ordersTable } from '@app/server-db';
import type { SeededAccounts } from './accounts';
import type { Row, SeedContext } from './context';
import * as data from './data';
import type { SeededProducts } from './products';
import { DAY_MS, type Rng, roundTo, vnDateCode } from './random';
import type { SeededShippers } from './shippers';
import type { SeededShops } from './shops';
import { OrderStatus, PaymentMethod, UnpaidReason } from '@app/orders-contract';
import { ShopStatus } from '@app/shops-contract';

/** The days the orders are spread over unless the size says otherwise (`orderDays`). */
const ORDER_DAYS = 90;
const ORDER_CHUNK = 5000;

/** The newest orders take these statuses, one each, so that every status has a recent order. */
const statusesForcedNewest: OrderStatus[] = [
  OrderStatus.PENDING,
  OrderStatus.WAITING_FOR_DELIVERY,
  OrderStatus.DELIVERY,
  OrderStatus.SUCCESS,
  OrderStatus.RECEIVED,
  OrderStatus.FINISHED,
  OrderStatus.CANCELED,
  OrderStatus.DELETED,
];
/** ... and these payment methods. */
const paymentMethodsForcedNewest = [
  PaymentMethod.COD,
  PaymentMethod.WIRE_TRANSFER,
  PaymentMethod.BEEBOX_PAY,
];
const withShipper = new Set<number>([
  OrderStatus.WAITING_FOR_DELIVERY,
  OrderStatus.DELIVERY,
  OrderStatus.SUCCESS,
  OrderStatus.RECEIVED,
  OrderStatus.FINISHED,
]);

/** Young orders are mostly in progress, old ones mostly finished. */
function orderStatusFor(rng: Rng, ageDays: number): OrderStatus {
  if (ageDays < 0.25)
    return rng.weighted([
      [OrderStatus.PENDING, 35],
      [OrderStatus.WAITING_FOR_DELIVERY, 25],
      [OrderStatus.DELIVERY, 20],
      [OrderStatus.SUCCESS, 10],
      [OrderStatus.CANCELED, 10],
    ]);
  if (ageDays < 2)
    return rng.weighted([
      [OrderStatus.PENDING, 5],
      [OrderStatus.WAITING_FOR_DELIVERY, 10],
      [OrderStatus.DELIVERY, 10],
      [OrderStatus.SUCCESS, 35],
      [OrderStatus.RECEIVED, 20],
      [OrderStatus.FINISHED, 8],
      [OrderStatus.CANCELED, 10],
      [OrderStatus.DELETED, 2],
    ]);
  return rng.weighted([
    [OrderStatus.FINISHED, 55],
    [OrderStatus.SUCCESS, 12],
    [OrderStatus.RECEIVED, 15],
    [OrderStatus.CANCELED, 12],
    [OrderStatus.DELETED, 4],
    [OrderStatus.PENDING, 1],
    [OrderStatus.WAITING_FOR_DELIVERY, 0.5],
    [OrderStatus.DELIVERY, 0.5],
  ]);
}

/** The rollup triggers an insert fires (the load only inserts). */
const ROLLUP_TRIGGERS = [
  ['orders', 'orders_rollups_insert'],
  ['order_lines', 'order_lines_rollups_insert_delete'],
] as const;

/**
 * The bulk load runs with the order rollup triggers (migration 0009) off: one rollup upsert per row
 * would slow a million orders down several-fold. `order_rollups_rebuild()` then fills the rollups
 * from the loaded rows with one INSERT … SELECT each, so they are exact, and the triggers are back
 * on for every later write, even when the load fails.
 */
export async function seedOrders(...args: Parameters<typeof loadOrders>): Promise<void> {
  const { db } = args[0];
  const setTriggers = async (state: 'ENABLE' | 'DISABLE') => {
    for (const [table, trigger] of ROLLUP_TRIGGERS) {
      await db.execute(sql.raw(`ALTER TABLE ${table} ${state} TRIGGER ${trigger}`));
    }
  };
  await setTriggers('DISABLE');
  try {
    await loadOrders(...args);
    await db.execute(sql`SELECT order_rollups_rebuild()`);
  } finally {
    await setTriggers('ENABLE');
  }
}

/**
 * Orders and their lines over the {@link ORDER_DAYS} days (or the size's `orderDays`) before now, generated in time order so
 * that codes (`DH` + Vietnam day + number) grow with time, inserted in chunks (`ctx.parallel` at once).
 * Lines sum to the sell price; credit + prepaid stay within it; unpaid reasons only on success orders.
 */
async function loadOrders(
  ctx: SeedContext,
  {
    residents,
    shops,
    activeShopsByBuilding,
    productsByShop,
    shippers,
  }: Pick<SeededAccounts, 'residents'> &
    Pick<SeededShops, 'shops' | 'activeShopsByBuilding'> &
    SeededProducts & { shippers: SeededShippers },
): Promise<void> {
  const { rng, nowMs, size } = ctx;
  const customersWithApartment = residents.filter((r) => r.apartmentId);
  const customersWithout = residents.filter((r) => !r.apartmentId);
  const activeShops = shops.filter((sh) => sh.status === ShopStatus.ACTIVE);
  const spanMs = (size.orderDays ?? ORDER_DAYS) * DAY_MS;
  // The running number of the code: 7 digits, more past 9,999,999 orders (codes stay unique).
  const codeDigits = Math.max(7, String(size.orders).length);
  const startMs = nowMs - spanMs;
  let firstOrderCode = '';
  const pending: Promise<void>[] = [];
  for (let c = 0; c < size.orders; c += ORDER_CHUNK) {
    const orders: Row<'orders'>[] = [];
    const lines: Row<'orderLines'>[] = [];
    const end = Math.min(size.orders, c + ORDER_CHUNK);
    for (let i = c; i < end; i++) {
      const createdMs = Math.floor(startMs + ((i + rng.next()) * spanMs) / size.orders);
      const createdAt = new Date(createdMs);
      const fromNewest = size.orders - 1 - i;
      const status =
        fromNewest < statusesForcedNewest.length
          ? statusesForcedNewest[fromNewest]!
          : orderStatusFor(rng, (nowMs - createdMs) / DAY_MS);
      const customer =
        customersWithout.length > 0 && rng.bool(0.02)
          ? rng.pick(customersWithout)
          : rng.pick(customersWithApartment);
      const buildingId = customer.buildingId ?? null;
      const shop = rng.pick((buildingId && activeShopsByBuilding.get(buildingId)) || activeShops);
      const shopProducts = productsByShop.get(shop.id!)!;
      const id = rng.id(createdAt);
      const lineCount = rng.weighted([
        [1, 30],
        [2, 30],
        [3, 20],
        [4, 12],
        [5, 8],
      ] as const);
      let sellPrice = 0;
      for (let l = 0; l < lineCount; l++) {
        const p = rng.pick(shopProducts);
        const quantity = rng.weighted([
          [1, 60],
          [2, 25],
          [3, 10],
          [4, 5],
        ] as const);
        const gross = quantity * p.price!;
        const discount = rng.bool(0.1) ? roundTo(gross * 0.1, 1000) : 0;
        const amount = gross - discount;
        sellPrice += amount;
        lines.push({
          id: rng.id(createdAt),
          orderId: id,
          productId: p.id!,
          name: p.name,
          code: p.code!,
          productType: p.productType!,
          quantity,
          unitPrice: p.price!,
          discount,
          amount,
        });
      }
      const paymentMethod =
        fromNewest < paymentMethodsForcedNewest.length
          ? paymentMethodsForcedNewest[fromNewest]!
          : rng.weighted([
              [PaymentMethod.COD, 55],
              [PaymentMethod.WIRE_TRANSFER, 25],
              [PaymentMethod.BEEBOX_PAY, 20],
            ] as const);
      const credit = rng.bool(0.15)
        ? Math.min(sellPrice, roundTo(5000 + rng.next() * 45_000, 1000))
        : 0;
      const done =
        status === OrderStatus.SUCCESS ||
        status === OrderStatus.RECEIVED ||
        status === OrderStatus.FINISHED;
      const unpaidReason =
        status === OrderStatus.SUCCESS && (rng.bool(0.25) || fromNewest === 3)
          ? paymentMethod === PaymentMethod.WIRE_TRANSFER || (fromNewest !== 3 && rng.bool(0.3))
            ? UnpaidReason.WIRE_TRANSFER_PENDING
            : UnpaidReason.DEBIT
          : null;
      const prepaid =
        paymentMethod === PaymentMethod.BEEBOX_PAY ||
        (paymentMethod === PaymentMethod.WIRE_TRANSFER && done && unpaidReason === null)
          ? sellPrice - credit
          : 0;
      const shipperPool =
        (buildingId && shippers.approvedByBuilding.get(buildingId)) || shippers.approved;
      const code = `DH${vnDateCode(createdAt)}${String(i + 1).padStart(codeDigits, '0')}`;
      if (i === 0) firstOrderCode = code;
      orders.push({
        id,
        orderCode: code,
        shopId: shop.id!,
        customerId: customer.id!,
        buildingId,
        floorId: customer.floorId ?? null,
        apartmentId: customer.apartmentId ?? null,
        shipperId: withShipper.has(status) ? rng.pick(shipperPool) : null,
        status,
        sellPrice,
        credit,
        prepaid,
        paymentMethod,
        unpaidReason,
        note: rng.bool(0.2) ? rng.pick(data.orderNotes) : '',
        shopNote: status === OrderStatus.CANCELED ? rng.pick(data.cancelNotes) : '',
        createdAt,
        updatedAt: new Date(Math.min(nowMs, createdMs + rng.int(5, 600) * 60_000)),
      });
    }
    pending.push(
      (async () => {
        await ctx.insert(ordersTable, orders, ORDER_CHUNK);
        await ctx.insert(orderLines, lines, ORDER_CHUNK);
      })(),
    );
    if (pending.length >= ctx.parallel) await pending.shift();
    if (size.orders >= 100_000 && (end / ORDER_CHUNK) % 20 === 0)
      ctx.log(`seed: orders ${end}/${size.orders}`);
  }
  await Promise.all(pending);
  ctx.log(`seed: first order code ${firstOrderCode}`);
}
