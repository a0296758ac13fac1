import { eq, inArray, isNull, Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  OrderStatus,
  orderStatusTransitions,
  PaymentMethod,
  orderStatusValues,
  UnpaidReason,
  orderName,
  type OrderListAnswer,
  type ShipperStatsAnswer,
} from '@app/orders-contract';
import { accounts, apartments, buildings, floors, newId, orderLines, orders } from '@app/server-db';
import {
  bearer,
  createStaffTestApp,
  expectBadListQueries,
  expectGetAccess,
  type StaffTestApp,
} from '@app/server-core/testing';
import { sqlLiteral } from '@app/server-core';
import { toApiDate } from '@app/util-format';
import { createOrderCounter } from './order-count';
import { createListStatements, listParams } from './order-list';
import { createOrdersRepository } from './orders-repository';
import { ordersPlugin } from './orders-routes';

interface OrderFact {
  id: string;
  orderCode: string;
  status: number;
  paymentMethod: string;
  buildingId: string | null;
  shopId: string;
  customerId: string;
  shipperId: string | null;
  createdAt: Date;
}

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}
const findNode = (node: PlanNode, type: string): PlanNode | undefined =>
  node['Node Type'] === type
    ? node
    : node.Plans?.map((child) => findNode(child, type)).find(Boolean);

const newestFirst = (a: OrderFact, b: OrderFact) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

describe('orders API', () => {
  let t: StaffTestApp;
  let all: OrderFact[];

  const loadFacts = async () =>
    (await t.database.db
      .select({
        id: orders.id,
        orderCode: orders.orderCode,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        buildingId: orders.buildingId,
        shopId: orders.shopId,
        customerId: orders.customerId,
        shipperId: orders.shipperId,
        createdAt: orders.createdAt,
      })
      .from(orders)) as OrderFact[];

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [ordersPlugin] });
    all = await loadFacts();
  });
  afterAll(() => t.close());

  const get = (url: string, token = t.tokens.admin) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const put = (url: string, payload: object, token = t.tokens.admin) =>
    t.app.inject({ method: 'PUT', url, payload, headers: bearer(token) });
  const patch = (url: string, payload: object, token = t.tokens.admin) =>
    t.app.inject({ method: 'PATCH', url, payload, headers: bearer(token) });
  const list = async (query: string, token = t.tokens.admin) => {
    const res = await get(`/admin/package?${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as OrderListAnswer;
  };

  /** The same filter, applied by hand to every order: the oracle the API is checked against. */
  const expected = (match: (o: OrderFact) => boolean, facts = all) =>
    facts.filter(match).sort(newestFirst);
  const vnDay = (o: OrderFact) => toApiDate(o.createdAt);

  describe('GET /admin/package', () => {
    it('answers the newest 10 orders and the exact total', async () => {
      const body = await list('');
      expect(body.pageInfo).toEqual([{ total: all.length, exact: true }]);
      expect(body.data.map((o) => o._id)).toEqual(
        expected(() => true)
          .slice(0, 10)
          .map((o) => o.id),
      );
      const first = body.data[0]!;
      expect(first).toMatchObject({
        orderCode: expect.stringMatching(/^DH/),
        shop: { name: expect.any(String) },
        shopInfo: { name: first.shop.name },
        customer: { name: expect.any(String) },
        payment: { unpaidReason: first.payment.unpaidReason },
      });
      expect(first.cashDue).toBe(first.sellPrice - first.credit - first.prepaid);
    });

    it('pages with page and quantity', async () => {
      const body = await list('page=3&quantity=7');
      expect(body.data.map((o) => o._id)).toEqual(
        expected(() => true)
          .slice(14, 21)
          .map((o) => o.id),
      );
    });

    const someOf = (key: keyof OrderFact, n: number) =>
      [...new Set(all.map((o) => o[key]).filter((v) => v !== null))].slice(0, n) as string[];

    /** The case of one value of `key` (the first seen) filtered through the query parameter `param`. */
    const oneOf =
      (key: keyof OrderFact, param: string) => (): [string, (o: OrderFact) => boolean] => {
        const [v] = someOf(key, 1);
        return [`${param}=${v}`, (o) => o[key] === v];
      };

    const cases: [string, () => [string, (o: OrderFact) => boolean]][] = [
      [
        'one status',
        () => [`pkgStatusNumber=${OrderStatus.PENDING}`, (o) => o.status === OrderStatus.PENDING],
      ],
      [
        'several statuses (repeated and comma forms)',
        () => ['pkgStatusNumber=1&pkgStatusNumber=20,2', (o) => [1, 20, 2].includes(o.status)],
      ],
      [
        'several payment methods',
        () => [
          'paymentMethods=COD&paymentMethods=BEEBOX_PAY',
          (o) => ['COD', 'BEEBOX_PAY'].includes(o.paymentMethod),
        ],
      ],
      ['a building', oneOf('buildingId', 'buildingId')],
      ['a shop', oneOf('shopId', 'shopId')],
      ['a customer', oneOf('customerId', 'customer')],
      [
        'several shippers',
        () => {
          const ids = someOf('shipperId', 2);
          return [
            `shipperIds=${ids[0]}&shipperIds=${ids[1]}`,
            (o) => ids.includes(o.shipperId ?? ''),
          ];
        },
      ],
      [
        'a code prefix, any case',
        () => {
          const prefix = all[0]!.orderCode.slice(0, 8);
          return [
            `code=${encodeURIComponent(` ${prefix.toLowerCase()} `)}`,
            (o) => o.orderCode.startsWith(prefix),
          ];
        },
      ],
      [
        'a date range of Vietnam days',
        () => {
          const days = [...new Set(all.map(vnDay))].sort();
          const [start, end] = [days[10]!, days[16]!];
          return [`startDate=${start}&endDate=${end}`, (o) => vnDay(o) >= start && vnDay(o) <= end];
        },
      ],
      [
        'a start date only',
        () => {
          const start = [...new Set(all.map(vnDay))].sort().at(-5)!;
          return [`startDate=${start}`, (o) => vnDay(o) >= start];
        },
      ],
      [
        'building and status',
        () => {
          const [b] = someOf('buildingId', 1);
          return [
            `buildingId=${b}&pkgStatusNumber=3&pkgStatusNumber=6`,
            (o) => o.buildingId === b && [3, 6].includes(o.status),
          ];
        },
      ],
      [
        'shipper, date range and payment method',
        () => {
          const [s] = someOf('shipperId', 1);
          const days = [...new Set(all.map(vnDay))].sort();
          const [start, end] = [days[0]!, days[60]!];
          return [
            `shipperIds=${s}&startDate=${start}&endDate=${end}&paymentMethods=COD`,
            (o) =>
              o.shipperId === s &&
              vnDay(o) >= start &&
              vnDay(o) <= end &&
              o.paymentMethod === 'COD',
          ];
        },
      ],
      [
        'every filter at once',
        () => {
          const o = all.find((x) => x.shipperId && x.buildingId)!;
          const q = [
            `code=${o.orderCode}`,
            `shopId=${o.shopId}`,
            `pkgStatusNumber=${o.status}`,
            `paymentMethods=${o.paymentMethod}`,
            `buildingId=${o.buildingId}`,
            `customer=${o.customerId}`,
            `shipperIds=${o.shipperId}`,
            `startDate=${vnDay(o)}`,
            `endDate=${vnDay(o)}`,
          ].join('&');
          return [q, (x) => x.id === o.id];
        },
      ],
      [
        'empty filters are no filters',
        () => ['code=&shopId=&buildingId=&startDate=&pkgStatusNumber=', () => true],
      ],
    ];

    it.each(cases)('filters by %s', async (_name, make) => {
      const [query, match] = make();
      const want = expected(match);
      expect(want.length).toBeGreaterThan(0);
      const body = await list(`${query}&quantity=20`);
      expect(body.pageInfo[0].total).toBe(want.length);
      expect(body.data.map((o) => o._id)).toEqual(want.slice(0, 20).map((o) => o.id));
    });

    describe('Vietnam days', () => {
      const at = '2026-11-20T23:30:00Z';
      beforeAll(async () => {
        const template = all.find((o) => o.buildingId)!;
        const base = {
          shopId: template.shopId,
          customerId: template.customerId,
          buildingId: template.buildingId,
        };
        await t.database.db.insert(orders).values([
          { ...base, id: newId(), orderCode: 'ZZVN-0630', createdAt: new Date(at) },
          {
            ...base,
            id: newId(),
            orderCode: 'ZZVN-2359',
            createdAt: new Date('2026-11-20T16:59:59.999Z'),
          },
          {
            ...base,
            id: newId(),
            orderCode: 'ZZVN-0000',
            createdAt: new Date('2026-11-20T17:00:00Z'),
          },
        ]);
      });

      it('puts an order of 06:30 on the 21st in Vietnam (23:30 UTC on the 20th) in the 21st', async () => {
        expect(new Date(at).getDate()).toBe(20); // jest.config.cjs: this process runs on a New York clock
        const codes = async (day: string) =>
          (await list(`code=ZZVN&startDate=${day}&endDate=${day}`)).data
            .map((o) => o.orderCode)
            .sort();
        expect(await codes('2026-11-21')).toEqual(['ZZVN-0000', 'ZZVN-0630']);
        expect(await codes('2026-11-20')).toEqual(['ZZVN-2359']);
      });
    });

    it('never counts past the exact-count limit in a request: estimates, then serves the background count', async () => {
      const repo = createOrdersRepository(t.database.db, { exactCountLimit: 100 });
      const query = { page: 1, quantity: 10, code: undefined };
      const first = await repo.list(query, null);
      expect(first.exact).toBe(false);
      expect(first.total).toBeGreaterThan(100);
      expect(first.rows).toHaveLength(10);
      let later = await repo.list(query, null);
      for (let i = 0; i < 50 && !later.exact; i++) {
        await new Promise((done) => setTimeout(done, 20));
        later = await repo.list(query, null);
      }
      expect(later).toMatchObject({ exact: true, total: (await loadFacts()).length });

      const filtered = {
        ...query,
        pkgStatusNumber: [OrderStatus.FINISHED, OrderStatus.CANCELED],
        paymentMethods: [PaymentMethod.COD],
      };
      const want = (await loadFacts()).filter(
        (o) => [6, 0].includes(o.status) && o.paymentMethod === 'COD',
      ).length;
      expect(want).toBeGreaterThan(100);
      let counted = await repo.list(filtered, t.operatorBuildings);
      for (let i = 0; i < 50 && !counted.exact; i++) {
        await new Promise((done) => setTimeout(done, 20));
        counted = await repo.list(filtered, t.operatorBuildings);
      }
      const mine = (await loadFacts()).filter(
        (o) =>
          [6, 0].includes(o.status) &&
          o.paymentMethod === 'COD' &&
          t.operatorBuildings.includes(o.buildingId ?? ''),
      ).length;
      expect(counted).toMatchObject({ exact: true, total: mine });
      expect(
        await repo.list(
          {
            ...query,
            pkgStatusNumber: [OrderStatus.DELETED],
            startDate: toApiDate(all[0]!.createdAt),
          },
          null,
        ),
      ).toMatchObject({ exact: true });
    });

    it('on a large table asks the planner first: a filter expected past the limit is not counted in the request', async () => {
      await t.database.db.execute(sql`analyze orders`);
      const counted: number[] = [];
      const capped = async (cap: number) => {
        counted.push(cap);
        return 0;
      };
      // 'Large' from one order on: every filter's first request asks the planner.
      const count = createOrderCounter(t.database.db, {
        exactCountLimit: 20,
        planFirstFromRows: 1,
      });
      const everything = await count({}, capped);
      expect(everything.exact).toBe(false);
      expect(everything.total).toBeGreaterThan(20);
      expect(counted).toEqual([]);

      // A filter the planner expects to match a few orders is counted exactly, as before.
      const one = all[0]!;
      expect(
        await count(
          listParams({ code: one.orderCode }, null),
          async (cap) => (counted.push(cap), 1),
        ),
      ).toEqual({
        total: 1,
        exact: true,
      });
      expect(counted).toEqual([21]);

      // A small table (the default threshold) counts first, whatever the planner expects.
      const small = createOrderCounter(t.database.db, { exactCountLimit: 20 });
      counted.length = 0;
      expect((await small({}, async (cap) => (counted.push(cap), cap))).exact).toBe(false);
      expect(counted).toEqual([21]);
    });

    it('on a large table asks the planner once in a request, also when the capped count finds more than it expected', async () => {
      const { db } = t.database;
      await db.execute(sql`analyze orders`);
      const dialect = new PgDialect();
      const execute = jest.spyOn(db, 'execute');
      try {
        const count = createOrderCounter(db, { exactCountLimit: 20, planFirstFromRows: 1 });
        // The planner expects a few orders of one code; the capped count stands in for more.
        const params = listParams({ code: all[0]!.orderCode }, null);
        expect(await count(params, async (cap) => cap)).toEqual({ total: 21, exact: false });
        const explains = execute.mock.calls
          .map(([query]) =>
            typeof query === 'string' ? query : dialect.sqlToQuery(query.getSQL()).sql,
          )
          .filter((text) => text.startsWith('EXPLAIN'));
        expect(explains).toHaveLength(1);
      } finally {
        execute.mockRestore();
      }
    });

    it('writes the count’s cap into its statement, so that a generic plan is costed on it', async () => {
      const building = all.find(
        (o) => o.buildingId && o.status === OrderStatus.SUCCESS,
      )!.buildingId!;
      const params = { buildingId: building, status: OrderStatus.SUCCESS };
      const want = all.filter((o) => o.buildingId === building && o.status === OrderStatus.SUCCESS);
      const count = createListStatements(t.database.db)(params).cappedCount(10_001);
      expect(await count.execute(params)).toEqual([{ n: want.length }]);
      expect(
        await createListStatements(t.database.db)(params).cappedCount(2).execute(params),
      ).toEqual([{ n: Math.min(2, want.length) }]);

      // PostgreSQL's generic plan of a prepared statement (its choice after five executions) costs
      // a `limit $n` as a tenth of the matches: at ten million orders that made a sequential scan
      // look cheapest for a building and a status. With the cap in the text, the generic plan's
      // LIMIT expects every match (fewer than the cap).
      const query = count.getQuery();
      expect(query.sql).toMatch(/ limit 10001\) "capped"$/);
      const values = query.params.map((v) =>
        sqlLiteral(v instanceof Placeholder ? params[v.name as keyof typeof params] : v),
      );
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
        await tx.execute(sql.raw(`PREPARE generic_count AS ${query.sql}`));
        const res = await tx.execute<{ 'QUERY PLAN': unknown }>(
          sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE generic_count(${values.join(', ')})`),
        );
        await tx.execute(sql`DEALLOCATE generic_count`);
        const json = res.rows[0]!['QUERY PLAN'];
        return (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan as PlanNode;
      });
      const limit = findNode(plan, 'Limit')!;
      expect(limit['Plan Rows']).toBeLessThan(10_001);
      expect(limit['Plan Rows']).toBe(limit.Plans![0]!['Plan Rows']);
    });

    it('refuses bad input with 400 and a Vietnamese message', async () => {
      await expectBadListQueries(
        t,
        '/admin/package',
        [
          ['pkgStatusNumber=7', 'Trạng thái đơn hàng không hợp lệ'],
          ['pkgStatusNumber=abc', 'Trạng thái đơn hàng không hợp lệ'],
          ['startDate=2026-13-01', 'Ngày không hợp lệ, định dạng đúng là YYYY-MM-DD'],
          ['endDate=21-11-2026', 'Ngày không hợp lệ, định dạng đúng là YYYY-MM-DD'],
          [
            'startDate=2026-11-21&endDate=2026-11-20',
            'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
          ],
          ['paymentMethods=CASH', 'Phương thức thanh toán không hợp lệ'],
          ['buildingId=123', 'Mã không hợp lệ'],
          ['shipperIds=nope', 'Mã không hợp lệ'],
        ],
        'admin',
      );
    });

    it('lets every staff role in and nobody else', async () => {
      await expectGetAccess(t, '/admin/package?quantity=1', ['superadmin', 'admin', 'operator']);
    });
  });

  describe('GET /admin/package/:id and /info/:packId', () => {
    it('answers everything the view modal and the slip show', async () => {
      const id = all.find((o) => o.buildingId)!.id;
      const res = await get(`/admin/package/${id}`);
      expect(res.statusCode).toBe(200);
      const { data, slip } = res.json();
      expect(slip).toEqual(t.config.slip);
      expect(data).toMatchObject({
        _id: id,
        customer: { name: expect.any(String), phone: expect.any(String) },
        shop: { name: expect.any(String), phone: expect.any(String), address: expect.any(String) },
        building: { name: expect.any(String) },
        floor: { name: expect.any(String) },
        apartment: { name: expect.any(String) },
      });
      expect(data.subOrders.length).toBeGreaterThan(0);
      const lineTotal = data.subOrders.reduce(
        (sum: number, l: { product: { amount: number } }) => sum + l.product.amount,
        0,
      );
      expect(lineTotal).toBe(data.sellPrice);
      for (const { product } of data.subOrders) {
        expect(product.amount).toBe(
          product.productQuantity * product.productPrice - product.discount,
        );
      }
    });

    it('names the order after its lines and nests where the customer lives', async () => {
      const { data } = await list('quantity=20');
      const db = t.database.db;
      const homes = await db
        .select({
          id: accounts.id,
          name: apartments.name,
          floor: floors.name,
          building: buildings.name,
        })
        .from(accounts)
        .innerJoin(apartments, eq(apartments.id, accounts.apartmentId))
        .innerJoin(floors, eq(floors.id, apartments.floorId))
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .where(
          inArray(
            accounts.id,
            data.map((o) => o.customer._id),
          ),
        );
      const homeOf = new Map(homes.map((h) => [h.id, h]));
      expect(homes.length).toBeGreaterThan(0);
      for (const order of data) {
        const home = homeOf.get(order.customer._id);
        expect(order.customer.apartment).toEqual(
          home
            ? { name: home.name, floor: { name: home.floor }, building: { name: home.building } }
            : null,
        );
        const lines = (await get(`/admin/package/${order._id}`)).json().data.subOrders;
        expect(lines.length).toBeGreaterThan(0);
        expect(order.name).toBe(orderName(lines[0].product.name, lines.length));
      }
      expect(data.some((o) => o.name.includes(' sản phẩm khác'))).toBe(true);

      // A customer without an apartment and an order without lines: null and an empty name.
      const [homeless] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(isNull(accounts.apartmentId))
        .limit(1);
      const id = newId();
      await db
        .insert(orders)
        .values({ id, orderCode: 'ZZNAME-1', shopId: all[0]!.shopId, customerId: homeless!.id });
      try {
        const bare = (await get(`/admin/package/${id}`)).json().data;
        expect(bare).toMatchObject({ name: '', customer: { _id: homeless!.id, apartment: null } });
        await db.insert(orderLines).values({ id: newId(), orderId: id, name: 'Nước mắm Phú Quốc' });
        expect((await get(`/admin/package/${id}`)).json().data.name).toBe('Nước mắm Phú Quốc');
      } finally {
        await db.delete(orders).where(eq(orders.id, id));
      }
    });

    it('finds an order by id or code, of the given shop only', async () => {
      const o = all[5]!;
      expect((await get(`/admin/package/info/${o.id}`)).json().data._id).toBe(o.id);
      expect(
        (await get(`/admin/package/info/${o.orderCode}?shopId=${o.shopId}`)).json().data._id,
      ).toBe(o.id);
      const other = all.find((x) => x.shopId !== o.shopId)!.shopId;
      expect((await get(`/admin/package/info/${o.orderCode}?shopId=${other}`)).statusCode).toBe(
        404,
      );
    });

    it('answers 404 for an unknown order and 400 for a malformed id', async () => {
      const missing = await get(`/admin/package/${'0'.repeat(24)}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Không tìm thấy đơn hàng' });
      const malformed = await get('/admin/package/xyz');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toContain('Mã không hợp lệ');
    });
  });

  describe('PUT /admin/package/:id/status', () => {
    let orderId: string;
    beforeAll(() => {
      orderId = all.find((o) => o.buildingId)!.id;
    });
    const setStatus = (id: string, status: number) =>
      t.database.db.update(orders).set({ status, unpaidReason: null }).where(eq(orders.id, id));
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const bodyFor = (to: number, from?: number) => ({
      pkgStatusNumber: to,
      ...(from === undefined ? {} : { currentStatus: from }),
      ...(to === OrderStatus.CANCELED ? { shopNote: 'Khách đổi ý' } : {}),
      ...(to === OrderStatus.SUCCESS ? { payment: { unpaidReason: UnpaidReason.DEBIT } } : {}),
    });

    const pairs = orderStatusValues.flatMap((from) =>
      orderStatusValues.map((to) => [from, to] as const),
    );
    it.each(pairs)(
      'from %i to %i: allowed exactly when the contract table says so',
      async (from, to) => {
        await setStatus(orderId, from);
        const res = await put(`/admin/package/${orderId}/status`, bodyFor(to, from));
        const allowed =
          orderStatusTransitions[from].includes(to) ||
          (from === OrderStatus.SUCCESS && to === OrderStatus.SUCCESS);
        expect(res.statusCode).toBe(allowed ? 200 : 409);
        const row = await statusOf(orderId);
        expect(row.status).toBe(allowed ? to : from);
        if (allowed) {
          expect(res.json()).toMatchObject({
            message: 'Cập nhật đơn hàng thành công!',
            data: { _id: orderId, status: to },
          });
        } else {
          expect(res.json().message).toMatch(/^(Không thể chuyển|Đơn hàng đã được cập nhật)/);
        }
      },
    );

    it('stores the shop note of a cancellation and the unpaid reason of a success', async () => {
      await setStatus(orderId, OrderStatus.PENDING);
      await put(`/admin/package/${orderId}/status`, {
        pkgStatusNumber: 0,
        shopNote: '  Hết hàng  ',
      });
      expect((await statusOf(orderId)).shopNote).toBe('Hết hàng');
      await setStatus(orderId, OrderStatus.DELIVERY);
      const res = await put(`/admin/package/${orderId}/status`, {
        pkgStatusNumber: 3,
        payment: { unpaidReason: 40 },
      });
      expect(res.json().data.payment).toEqual({ unpaidReason: 40 });
      const edit = await put(`/admin/package/${orderId}/status`, {
        pkgStatusNumber: 3,
        payment: { unpaidReason: 30 },
      });
      expect(edit.statusCode).toBe(200);
      expect((await statusOf(orderId)).unpaidReason).toBe(30);
      await put(`/admin/package/${orderId}/status`, { pkgStatusNumber: 6 });
      expect(await statusOf(orderId)).toMatchObject({ status: 6, unpaidReason: null });
    });

    it('requires a shop note to cancel and an unpaid reason of 30 or 40 for success', async () => {
      await setStatus(orderId, OrderStatus.DELIVERY);
      const cases: [object, string][] = [
        [{ pkgStatusNumber: 0 }, 'Nhập ghi chú...'],
        [{ pkgStatusNumber: 0, shopNote: '   ' }, 'Nhập ghi chú...'],
        [{ pkgStatusNumber: 3 }, 'Vui lòng chọn lý do chưa thanh toán!'],
        [
          { pkgStatusNumber: 3, payment: { unpaidReason: 50 } },
          'Lý do chưa thanh toán không hợp lệ',
        ],
        [{ pkgStatusNumber: 9 }, 'Trạng thái đơn hàng không hợp lệ'],
        [{}, 'Trạng thái đơn hàng không hợp lệ'],
      ];
      for (const [payload, message] of cases) {
        const res = await put(`/admin/package/${orderId}/status`, payload);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(res.json().message).toContain(message);
      }
      expect((await statusOf(orderId)).status).toBe(OrderStatus.DELIVERY);
    });

    it('refuses a change made from a stale status with 409', async () => {
      await setStatus(orderId, OrderStatus.DELIVERY);
      const res = await put(
        `/admin/package/${orderId}/status`,
        bodyFor(OrderStatus.CANCELED, OrderStatus.PENDING),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Đơn hàng đã được cập nhật sang trạng thái "Đang giao" bởi người khác. Vui lòng tải lại và thử lại.',
      );
    });

    it('lets exactly one of two simultaneous changes win', async () => {
      for (const [a, b] of [
        [OrderStatus.DELIVERY, OrderStatus.DELIVERY],
        [OrderStatus.WAITING_FOR_DELIVERY, OrderStatus.CANCELED],
      ] as const) {
        await setStatus(orderId, OrderStatus.PENDING);
        const [first, second] = await Promise.all([
          put(`/admin/package/${orderId}/status`, bodyFor(a, OrderStatus.PENDING)),
          put(
            `/admin/package/${orderId}/status`,
            bodyFor(b, OrderStatus.PENDING),
            t.tokens.superadmin,
          ),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
        const winner = first.statusCode === 200 ? a : b;
        expect((await statusOf(orderId)).status).toBe(winner);
      }
    });
  });

  describe('PATCH /admin/package/:id/shop-note', () => {
    it('saves a note, requires one, and refuses cancelled and finished orders', async () => {
      const id = all[7]!.id;
      await t.database.db
        .update(orders)
        .set({ status: OrderStatus.PENDING })
        .where(eq(orders.id, id));
      const res = await patch(`/admin/package/${id}/shop-note`, {
        shopNote: ' Gọi trước khi giao ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.shopNote).toBe('Gọi trước khi giao');
      const empty = await patch(`/admin/package/${id}/shop-note`, { shopNote: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('Nhập ghi chú...');
      for (const status of [OrderStatus.CANCELED, OrderStatus.FINISHED]) {
        await t.database.db.update(orders).set({ status }).where(eq(orders.id, id));
        const refused = await patch(`/admin/package/${id}/shop-note`, { shopNote: 'x' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(
          'Không thể ghi chú cho đơn hàng đã hủy hoặc đã hoàn thành',
        );
      }
    });
  });

  describe('operator scoping', () => {
    it('lists only the orders of the operator’s buildings', async () => {
      const facts = await loadFacts();
      const mine = expected(
        (o) => o.buildingId !== null && t.operatorBuildings.includes(o.buildingId),
        facts,
      );
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.length).toBeLessThan(facts.length);
      const body = await list('quantity=50', t.tokens.operator);
      expect(body.pageInfo[0].total).toBe(mine.length);
      expect(body.data.map((o) => o._id)).toEqual(mine.slice(0, 50).map((o) => o.id));
      const foreign = facts.find(
        (o) => o.buildingId && !t.operatorBuildings.includes(o.buildingId),
      )!;
      expect(
        (await list(`buildingId=${foreign.buildingId}`, t.tokens.operator)).pageInfo[0].total,
      ).toBe(0);
    });

    it('hides another building’s order: detail, status change and note answer 404', async () => {
      const foreign = all.find((o) => o.buildingId && !t.operatorBuildings.includes(o.buildingId))!;
      await t.database.db
        .update(orders)
        .set({ status: OrderStatus.PENDING })
        .where(eq(orders.id, foreign.id));
      expect((await get(`/admin/package/${foreign.id}`, t.tokens.operator)).statusCode).toBe(404);
      expect(
        (await get(`/admin/package/info/${foreign.orderCode}`, t.tokens.operator)).statusCode,
      ).toBe(404);
      const change = await put(
        `/admin/package/${foreign.id}/status`,
        { pkgStatusNumber: 20 },
        t.tokens.operator,
      );
      expect(change.statusCode).toBe(404);
      expect(
        (
          await patch(
            `/admin/package/${foreign.id}/shop-note`,
            { shopNote: 'x' },
            t.tokens.operator,
          )
        ).statusCode,
      ).toBe(404);
      const row = (await t.database.db.select().from(orders).where(eq(orders.id, foreign.id)))[0]!;
      expect(row.status).toBe(OrderStatus.PENDING);
      const own = all.find((o) => o.buildingId && t.operatorBuildings.includes(o.buildingId))!;
      expect((await get(`/admin/package/${own.id}`, t.tokens.operator)).statusCode).toBe(200);
    });
  });

  describe('shipper statistics', () => {
    type Sums = Record<string, { count: number; sellPrice: number; cashPaid: number }>;
    const sqlSums = async (where = sql`true`): Promise<Sums> => {
      const res = await t.database.db.execute<{
        b: string | null;
        s: string;
        n: number;
        sell: string;
        cash: string;
      }>(sql`
        SELECT building_id AS b, shipper_id AS s, count(*)::int AS n,
               sum(sell_price)::text AS sell, sum(sell_price - credit - prepaid)::text AS cash
        FROM orders WHERE shipper_id IS NOT NULL AND ${where} GROUP BY 1, 2`);
      return Object.fromEntries(
        res.rows.map((r) => [
          `${r.b}/${r.s}`,
          { count: Number(r.n), sellPrice: Number(r.sell), cashPaid: Number(r.cash) },
        ]),
      );
    };
    const apiSums = (answer: ShipperStatsAnswer): Sums =>
      Object.fromEntries(
        answer.data.data.flatMap((row) =>
          row.shipper.map((s, i) => [
            `${row.building._id}/${s._id}`,
            { count: row.count[i]!, sellPrice: row.sellPrice[i]!, cashPaid: row.cashPaid[i]! },
          ]),
        ),
      );

    it('adds up to the SQL sums, per building and shipper', async () => {
      const res = await get('/admin/package/stats/shipper');
      expect(res.statusCode).toBe(200);
      const answer = res.json() as ShipperStatsAnswer;
      expect(apiSums(answer)).toEqual(await sqlSums());
      const names = await t.database.db
        .select({ id: buildings.id, name: buildings.name })
        .from(buildings);
      for (const row of answer.data.data) {
        expect(row.building.name).toBe(
          names.find((b) => b.id === row.building._id)?.name ?? 'Không xác định',
        );
        expect(
          new Set([row.shipper.length, row.count.length, row.sellPrice.length, row.cashPaid.length])
            .size,
        ).toBe(1);
      }
    });

    it('applies status, date, shop, building and shipper filters', async () => {
      const facts = await loadFacts();
      const o = facts.find((x) => x.shipperId && x.buildingId)!;
      const from = toApiDate(new Date(o.createdAt.getTime() - 20 * 86_400_000));
      const to = toApiDate(o.createdAt);
      const res = await get(
        `/admin/package/stats/shipper?pkgStatusNumber=3&pkgStatusNumber=6&startDate=${from}&endDate=${to}` +
          `&buildingIds=${o.buildingId}&shopIds=${o.shopId}&shipperIds=${o.shipperId}`,
      );
      const want =
        await sqlSums(sql`status IN (3, 6) AND building_id = ${o.buildingId} AND shop_id = ${o.shopId}
        AND shipper_id = ${o.shipperId}
        AND created_at >= (${from}::date - interval '7 hours') AND created_at < (${to}::date + interval '17 hours')`);
      expect(apiSums(res.json())).toEqual(want);
    });

    it('shows an operator only their buildings', async () => {
      const res = await get('/admin/package/stats/shipper', t.tokens.operator);
      const answer = res.json() as ShipperStatsAnswer;
      expect(answer.data.data.length).toBeGreaterThan(0);
      for (const row of answer.data.data) expect(t.operatorBuildings).toContain(row.building._id);
      expect(apiSums(answer)).toEqual(await sqlSums(sql`building_id IN ${t.operatorBuildings}`));
    });

    it('refuses a malformed filter', async () => {
      expect((await get('/admin/package/stats/shipper?pkgStatusNumber=8')).statusCode).toBe(400);
      expect((await get('/admin/package/stats/shipper?startDate=yesterday')).statusCode).toBe(400);
    });
  });
});
