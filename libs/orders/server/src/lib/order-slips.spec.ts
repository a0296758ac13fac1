import { sql } from 'drizzle-orm';
import {
  OrderStatus,
  ordersPaths,
  SLIPS_MAX,
  slipStatuses,
  type OrderDetailAnswer,
  type SlipsAnswer,
} from '@app/orders-contract';
import { createStaffTestApp, type Staff, type StaffTestApp } from '@app/server-core/testing';
import { ordersPlugin } from './orders-routes';

type Fact = {
  id: string;
  order_code: string;
  status: number;
  building_id: string | null;
  floor_id: string | null;
};

/**
 * `POST /admin/package/slips` (issue 29 item 3): one call for a print's slips, read as the order
 * is read, in the order a shipper walks; cancelled and deleted orders left out and listed.
 */
describe('batch slips', () => {
  let t: StaffTestApp;
  let all: Fact[];
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [ordersPlugin] });
    all = (
      await db().execute<Fact>(
        sql`SELECT id, order_code, status, building_id, floor_id FROM orders ORDER BY id`,
      )
    ).rows;
  });
  afterAll(() => t.close());

  const slips = (body: unknown, who: Staff = 'superadmin') =>
    t.call('POST', ordersPaths.slips, who, body);
  const ok = async (body: unknown, who: Staff = 'superadmin') => {
    const res = await slips(body, who);
    expect(res.statusCode).toBe(200);
    return res.json() as SlipsAnswer;
  };
  const inBuilding = (mine: boolean, statuses: readonly number[]) =>
    all.filter(
      (o) =>
        o.building_id !== null &&
        t.operatorBuildings.includes(o.building_id) === mine &&
        statuses.includes(o.status),
    );

  /** The walk key of an order as SQL reads it: building name, floor position and name, apartment. */
  const walkKeys = async (ids: string[]) =>
    (
      await db().execute<{ id: string; b: string; p: number; f: string; a: string }>(
        sql`SELECT o.id, b.name AS b, fl.position AS p, fl.name AS f, ap.name AS a
            FROM orders o JOIN buildings b ON b.id = o.building_id
            JOIN floors fl ON fl.id = o.floor_id JOIN apartments ap ON ap.id = o.apartment_id
            WHERE o.id IN ${ids}`,
      )
    ).rows;

  it('answers each chosen order as its detail, once, in walk order', async () => {
    const chosen = inBuilding(true, slipStatuses).slice(0, 12);
    expect(chosen.length).toBe(12);
    const ids = chosen.map((o) => o.id);
    const answer = await ok({ ids: [...ids, ids[0]] });
    expect(answer.data.skipped).toEqual([]);
    expect(answer.data.orders.map((o) => o._id).sort()).toEqual([...ids].sort());
    expect(answer.slip.companyName).toBeTruthy();
    // Each slip is the order's detail, as the single slip reads it.
    const one = answer.data.orders[3]!;
    const detail = await t.call('GET', `/admin/package/${one._id}`);
    expect(one).toEqual((detail.json() as OrderDetailAnswer).data);
    // Walk order: building, floor position, floor, apartment (numbers as numbers), code.
    const keys = new Map((await walkKeys(ids)).map((k) => [k.id, k]));
    const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
    const walked = answer.data.orders.map((o) => keys.get(o._id)!);
    for (let i = 1; i < walked.length; i++) {
      const [a, b] = [walked[i - 1]!, walked[i]!];
      const order =
        collator.compare(a.b, b.b) ||
        a.p - b.p ||
        collator.compare(a.f, b.f) ||
        collator.compare(a.a, b.a);
      expect(order).toBeLessThanOrEqual(0);
    }
  });

  it('leaves cancelled and deleted orders out, and lists them', async () => {
    const [cancelled] = inBuilding(true, [OrderStatus.CANCELED]);
    const [deleted] = inBuilding(false, [OrderStatus.DELETED]);
    const [open] = inBuilding(true, [OrderStatus.PENDING]);
    expect([cancelled, deleted, open].every(Boolean)).toBe(true);
    const answer = await ok({ ids: [cancelled!.id, open!.id, deleted!.id] });
    expect(answer.data.orders.map((o) => o._id)).toEqual([open!.id]);
    expect(answer.data.skipped).toEqual(
      [cancelled!, deleted!]
        .map((o) => ({ _id: o.id, orderCode: o.order_code, status: o.status }))
        .sort((a, b) => a.orderCode.localeCompare(b.orderCode)),
    );
    // Only undeliverable ones: nothing to print, all listed.
    const none = await ok({ ids: [cancelled!.id] });
    expect(none.data).toEqual({
      orders: [],
      skipped: [{ _id: cancelled!.id, orderCode: cancelled!.order_code, status: 0 }],
    });
  });

  it("prints a building's or a floor's orders still to deliver", async () => {
    const building = t.operatorBuildings[0]!;
    const open = all.filter(
      (o) => o.building_id === building && (slipStatuses as number[]).includes(o.status),
    );
    expect(open.length).toBeGreaterThan(0);
    const floorId = open[0]!.floor_id!;
    const onFloor = open.filter((o) => o.floor_id === floorId);
    const byFloor = await ok({ buildingId: building, floorId }, 'operator');
    expect(byFloor.data.orders.map((o) => o._id).sort()).toEqual(onFloor.map((o) => o.id).sort());
    expect(byFloor.data.skipped).toEqual([]);
    if (open.length <= SLIPS_MAX) {
      const whole = await ok({ buildingId: building }, 'operator');
      expect(whole.data.orders.length).toBe(open.length);
    } else {
      const res = await slips({ buildingId: building }, 'operator');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(
        `Có ${open.length.toLocaleString('vi-VN')} đơn cần giao`,
      );
    }
  });

  it('refuses a building with more open orders than one print holds, naming the count', async () => {
    // One more than a print holds, on a building of its own (as many as a big building's day).
    const [template] = all.filter((o) => o.building_id === t.foreignBuilding);
    await db().execute(
      sql`INSERT INTO orders (id, order_code, shop_id, customer_id, building_id, floor_id, apartment_id, status)
          SELECT substr(md5(random()::text || g::text), 1, 24), 'SLIPCAP' || g, o.shop_id, o.customer_id,
                 o.building_id, o.floor_id, o.apartment_id, ${OrderStatus.WAITING_FOR_DELIVERY}
          FROM orders o, generate_series(1, ${SLIPS_MAX + 1}) g WHERE o.id = ${template!.id}`,
    );
    const [{ n }] = (
      await db().execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM orders WHERE building_id = ${t.foreignBuilding}
            AND status IN ${[...slipStatuses]}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBeGreaterThan(SLIPS_MAX);
    const res = await slips({ buildingId: t.foreignBuilding });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Có ${n.toLocaleString('vi-VN')} đơn cần giao, tối đa ${SLIPS_MAX} phiếu mỗi lần in. Vui lòng chọn tầng hoặc chọn từng đơn.`,
    );
  });

  it('refuses bad input with 400 in Vietnamese', async () => {
    const [order] = all;
    const cases: [unknown, string][] = [
      [{}, 'Vui lòng chọn đơn hàng hoặc tòa nhà cần in phiếu'],
      [{ ids: [] }, 'Vui lòng chọn đơn hàng hoặc tòa nhà cần in phiếu'],
      [{ ids: 'abc' }, 'Vui lòng chọn đơn hàng hoặc tòa nhà cần in phiếu'],
      [{ ids: ['xyz'] }, 'Mã không hợp lệ'],
      [
        { ids: all.slice(0, SLIPS_MAX + 1).map((o) => o.id) },
        `Tối đa ${SLIPS_MAX} phiếu mỗi lần in`,
      ],
      [
        { ids: [order!.id], buildingId: t.operatorBuildings[0] },
        'Chỉ chọn đơn hàng hoặc tòa nhà cần in phiếu, không chọn cả hai',
      ],
      [{ floorId: order!.floor_id }, 'Vui lòng chọn tòa nhà của tầng'],
      [{ buildingId: 'nope' }, 'Mã không hợp lệ'],
    ];
    for (const [body, message] of cases) {
      const res = await slips(body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().message).toContain(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: ordersPaths.slips,
      headers: { authorization: `Bearer ${t.tokens.superadmin}`, 'content-type': 'text/plain' },
      payload: 'ids',
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
  });

  it("answers an operator 404 for a batch holding another building's order, or another building", async () => {
    const mine = inBuilding(true, slipStatuses).slice(0, 2);
    const [theirs] = inBuilding(false, slipStatuses);
    const res = await slips({ ids: [...mine.map((o) => o.id), theirs!.id] }, 'operator');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Không tìm thấy 1 đơn hàng đã chọn');
    // The same batch is the super admin's and the admin's.
    for (const who of ['superadmin', 'admin'] as const)
      expect(
        (await ok({ ids: [...mine.map((o) => o.id), theirs!.id] }, who)).data.orders,
      ).toHaveLength(3);
    const building = await slips({ buildingId: t.foreignBuilding }, 'operator');
    expect(building.statusCode).toBe(404);
    expect(building.json().message).toBe('Không tìm thấy tòa nhà');
    const unknown = await slips({ ids: ['f'.repeat(24)] });
    expect(unknown.statusCode).toBe(404);
    // A floor of another building.
    const otherFloor = all.find(
      (o) => o.floor_id && o.building_id !== t.operatorBuildings[0],
    )!.floor_id;
    const floor = await slips(
      { buildingId: t.operatorBuildings[0], floorId: otherFloor },
      'operator',
    );
    expect(floor.statusCode).toBe(404);
    expect(floor.json().message).toBe('Không tìm thấy tầng trong tòa nhà đã chọn');
  });

  it('lets the three staff roles in and no one else', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: ordersPaths.slips,
      payload: { ids: [all[0]!.id] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
