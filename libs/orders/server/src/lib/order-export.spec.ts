import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { OrderStatus, orderStatusLabels, type OrderStatus as Status } from '@app/orders-contract';
import { buildings, orders } from '@app/server-db';
import { createStaffTestApp, type StaffTestApp } from '@app/server-core/testing';
import { orderExport } from './order-export';
import { ordersPlugin } from './orders-routes';

interface Fact {
  id: string;
  orderCode: string;
  status: number;
  buildingId: string | null;
  createdAt: Date;
}

const newestFirst = (a: Fact, b: Fact) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The CSV's rows without its header, after checking the BOM. */
const csvRows = (payload: Buffer): string[][] => {
  expect([...payload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(payload.subarray(3).toString('utf8')) as string[][];
  expect(header![0]).toBe('Mã đơn hàng');
  return rows;
};

describe('GET /admin/package/export', () => {
  let t: StaffTestApp;
  let all: Fact[];

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [ordersPlugin] });
    // Five orders at the same instant: the walk must order them by id and cut no tie in two.
    const some = await t.database.db.select({ id: orders.id }).from(orders).limit(5);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-11-01T03:00:00Z') })
      .where(
        inArray(
          orders.id,
          some.map((o) => o.id),
        ),
      );
    all = (
      await t.database.db
        .select({
          id: orders.id,
          orderCode: orders.orderCode,
          status: orders.status,
          buildingId: orders.buildingId,
          createdAt: orders.createdAt,
        })
        .from(orders)
    ).sort(newestFirst);
  });
  afterAll(() => t.close());

  it('exports every order of the list, newest first, as CSV', async () => {
    const res = await t.call('GET', '/admin/package/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename="don-hang-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = csvRows(res.rawPayload);
    expect(rows.map((r) => r[0])).toEqual(all.map((o) => o.orderCode));
    expect(rows[0]![2]).toBe(orderStatusLabels[all[0]!.status as Status]);
  });

  it('exports exactly what the filters select, whatever the page in the URL', async () => {
    const building = all.find((o) => o.buildingId)!.buildingId!;
    const statuses = [OrderStatus.PENDING, OrderStatus.CANCELED];
    const want = all.filter(
      (o) => o.buildingId === building && (statuses as number[]).includes(o.status),
    );
    expect(want.length).toBeGreaterThan(0);
    const query = `buildingId=${building}&pkgStatusNumber=${statuses.join(',')}&page=3&quantity=10`;
    const res = await t.call('GET', `/admin/package/export?format=csv&${query}`);
    expect(res.statusCode).toBe(200);
    expect(csvRows(res.rawPayload).map((r) => r[0])).toEqual(want.map((o) => o.orderCode));
  });

  it('gives an operator only the orders of the buildings they run', async () => {
    const mine = all.filter((o) => o.buildingId && t.operatorBuildings.includes(o.buildingId));
    expect(mine.length).toBeLessThan(all.length);
    const res = await t.call('GET', '/admin/package/export?format=csv', 'operator');
    expect(csvRows(res.rawPayload).map((r) => r[0])).toEqual(mine.map((o) => o.orderCode));
    const foreign = await t.call(
      'GET',
      `/admin/package/export?format=csv&buildingId=${t.foreignBuilding}`,
      'operator',
    );
    expect(csvRows(foreign.rawPayload)).toEqual([]);
  });

  it('writes the same rows as XLSX, with the money as numbers', async () => {
    const res = await t.call('GET', '/admin/package/export?format=xlsx', 'admin');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Đơn hàng')!;
    const codes: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) codes.push(String(row.getCell(1).value));
    });
    expect(codes).toEqual(all.map((o) => o.orderCode));
    expect(typeof sheet.getRow(2).getCell(13).value).toBe('number');
  });

  it('walks batch by batch without skipping or repeating a row, ties included', async () => {
    const spec = orderExport(t.database.db, { code: undefined }, null, 3);
    const seen: string[] = [];
    let batches = 0;
    for await (const batch of spec.batches) {
      batches += 1;
      seen.push(...batch.map((row) => row.id));
    }
    expect(batches).toBe(Math.ceil(all.length / 3));
    expect(seen).toEqual(all.map((o) => o.id));
  });

  it('writes the names as they are when each batch is read, a name renamed mid-way included', async () => {
    const { db } = t.database;
    const placed = all.filter((o) => o.buildingId !== null);
    const buildingId = placed[placed.length - 1]!.buildingId!;
    const [before] = await db
      .select({ name: buildings.name })
      .from(buildings)
      .where(eq(buildings.id, buildingId));
    const spec = orderExport(db, { code: undefined, buildingId }, null, 2);
    const names: (string | null)[] = [];
    let renamed = false;
    for await (const batch of spec.batches) {
      names.push(...batch.map((row) => row.buildingName));
      if (!renamed) {
        // The names kept in memory are now older than the database's: the next batches must not use them.
        await db.update(buildings).set({ name: 'Tòa Đổi Tên' }).where(eq(buildings.id, buildingId));
        renamed = true;
      }
    }
    await db.update(buildings).set({ name: before!.name }).where(eq(buildings.id, buildingId));
    const count = all.filter((o) => o.buildingId === buildingId).length;
    expect(count).toBeGreaterThan(4);
    // The walk reads one batch ahead: the second was read with the first, before the rename.
    expect(names).toEqual([
      ...Array.from({ length: 4 }, () => before!.name),
      ...Array.from({ length: count - 4 }, () => 'Tòa Đổi Tên'),
    ]);
  });

  it('refuses a bad format or filter with 400 and a Vietnamese message, and strangers with 401', async () => {
    for (const [query, message] of [
      ['format=pdf', 'Định dạng xuất phải là csv hoặc xlsx'],
      ['', 'Định dạng xuất phải là csv hoặc xlsx'],
      [
        'format=csv&startDate=2026-11-20&endDate=2026-11-01',
        'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
      ],
      ['format=csv&pkgStatusNumber=99', 'Trạng thái đơn hàng không hợp lệ'],
    ]) {
      const res = await t.call('GET', `/admin/package/export?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().message).toContain(message);
    }
    expect((await t.app.inject('/admin/package/export?format=csv')).statusCode).toBe(401);
  });
});
