import { sql, type SQL } from 'drizzle-orm';
import type {
  DailyReportAnswer,
  HotProductAnswer,
  LegacyDailyAnswer,
  OrdersRankingAnswer,
  PercentageApartmentsAnswer,
  PurchasedUserApartmentsAnswer,
  RegistersAnswer,
  SalesAnswer,
  UsersAnswer,
} from '@app/overview-contract';
import { accounts, newId } from '@app/server-db';
import { bearer, createStaffTestApp, type StaffTestApp } from '@app/server-core/testing';
import { overviewPlugin } from './overview-routes';

/**
 * Every figure is checked against the same question asked of the database directly, in SQL written
 * here by hand. Vietnam time is UTC+7 all year (no daylight saving), which the oracle uses as such;
 * the specs run on a New York clock (jest.config.cjs), so a server that used the machine's zone
 * would fail them.
 */
const VN_MS = 7 * 3600_000;
/** `YYYY-MM` of the Vietnam month of an instant, computed without the server's helpers. */
const vnMonth = (d: Date) => new Date(d.getTime() + VN_MS).toISOString().slice(0, 7);
/** `YYYY-MM-DD` of the Vietnam day of an instant. */
const vnDay = (d: Date) => new Date(d.getTime() + VN_MS).toISOString().slice(0, 10);
/** The instant a Vietnam day begins, as SQL text `YYYY-MM-DD 00:00+07`. */
const vnStart = (ymd: string) => `${ymd} 00:00:00+07`;
const shiftMonth = (ym: string, n: number) => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
const lastDay = (ym: string) => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return `${ym}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

describe('overview API (reports and statistics)', () => {
  let t: StaffTestApp;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [overviewPlugin] });
    expect(t.operatorBuildings.length).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  const get = (url: string, token = t.tokens.admin) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const ok = async <T>(url: string, token = t.tokens.admin): Promise<T> => {
    const res = await get(url, token);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return res.json() as T;
  };
  const admin = (path: string) => `/api/v1.1/admin${path}`;
  /** Expects each admin path to be refused with 400 and, given `message`, a message matching it. */
  const expectRefused = async (paths: string[], message?: RegExp) => {
    for (const path of paths) {
      const res = await get(admin(path));
      expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
      if (message) expect(res.json().message).toMatch(message);
    }
  };
  const operator = (path: string) => `/api/v1.1/operator${path}`;
  /** A number from the database: the first column of `SELECT count(*) ...`. */
  const count = async (query: SQL): Promise<number> => {
    const res = await t.database.db.execute<Record<string, unknown>>(query);
    return Number(Object.values(res.rows[0]!)[0]);
  };
  /** `building_id IN (the operator's)` or `true`. */
  const inOps = (column: string, scoped: boolean) =>
    scoped ? sql`${sql.raw(column)} IN ${t.operatorBuildings}` : sql`true`;

  describe('report/daily', () => {
    const oracle = async (scoped: boolean) => ({
      totalRegistersToday: await count(
        sql`SELECT count(*) FROM accounts WHERE created_at > now() - interval '24 hours'
            AND ${inOps('building_id', scoped)}`,
      ),
      totalPendingUsers: await count(
        sql`SELECT count(*) FROM accounts WHERE verify = false AND apartment_id IS NOT NULL
            AND ${inOps('building_id', scoped)}`,
      ),
      totalActiveUsers: await count(
        sql`SELECT count(*) FROM accounts WHERE verify = true AND ${inOps('building_id', scoped)}`,
      ),
      totalActiveApartments: await count(
        sql`SELECT count(DISTINCT apartment_id) FROM accounts
            WHERE verify = true AND apartment_id IS NOT NULL AND ${inOps('building_id', scoped)}`,
      ),
      // A feedback's building is its own, else its apartment's (the list places it so).
      totalUnreadFeedback: await count(
        sql`SELECT count(*) FROM feedback f LEFT JOIN apartments ap ON ap.id = f.apartment_id
            WHERE f.status = 0 AND ${inOps('coalesce(f.building_id, ap.building_id)', scoped)}`,
      ),
    });

    it('answers each figure as SQL counts it, for the super admin and the admin', async () => {
      const want = await oracle(false);
      expect(want.totalPendingUsers).toBeGreaterThan(0);
      expect(want.totalActiveUsers).toBeGreaterThan(0);
      expect(want.totalUnreadFeedback).toBeGreaterThan(0);
      expect((await ok<DailyReportAnswer>(admin('/report/daily'))).data).toEqual(want);
      expect(
        (await ok<DailyReportAnswer>(admin('/report/daily'), t.tokens.superadmin)).data,
      ).toEqual(want);
    });

    it('counts for an operator only the buildings they run', async () => {
      const want = await oracle(true);
      const all = await oracle(false);
      expect(want.totalActiveUsers).toBeLessThan(all.totalActiveUsers);
      expect(
        (await ok<DailyReportAnswer>(operator('/report/daily'), t.tokens.operator)).data,
      ).toEqual(want);
    });

    it('counts for an operator the unread feedback sent with only an apartment of theirs', async () => {
      const before = (await ok<DailyReportAnswer>(operator('/report/daily'), t.tokens.operator))
        .data;
      const [where] = (
        await t.database.db.execute<{ apartment: string; author: string }>(
          sql`SELECT ap.id AS apartment, (SELECT id FROM accounts ORDER BY id LIMIT 1) AS author
              FROM apartments ap WHERE ap.building_id IN ${t.operatorBuildings} ORDER BY ap.id LIMIT 1`,
        )
      ).rows;
      await t.database.db.execute(
        sql`INSERT INTO feedback (id, title, author_id, apartment_id, building_id, status)
            VALUES (${newId()}, 'Thang máy hỏng', ${where!.author}, ${where!.apartment}, NULL, 0)`,
      );
      const after = (await ok<DailyReportAnswer>(operator('/report/daily'), t.tokens.operator))
        .data;
      expect(after.totalUnreadFeedback).toBe(before.totalUnreadFeedback + 1);
      expect(after).toEqual(await oracle(true));
      expect((await ok<DailyReportAnswer>(admin('/report/daily'))).data).toEqual(
        await oracle(false),
      );
    });

    it('counts a registration of the last 24 hours, and not one of 25 hours ago', async () => {
      const before = (await ok<DailyReportAnswer>(admin('/report/daily'))).data;
      const now = Date.now();
      await t.database.db.insert(accounts).values([
        { id: newId(), name: 'Mới đăng ký', role: 1, createdAt: new Date(now - 3600_000) },
        { id: newId(), name: 'Hôm kia', role: 1, createdAt: new Date(now - 25 * 3600_000) },
      ]);
      const after = (await ok<DailyReportAnswer>(admin('/report/daily'))).data;
      expect(after.totalRegistersToday).toBe(before.totalRegistersToday + 1);
      expect(after).toEqual(await oracle(false));
    });
  });

  describe('statistic/registers', () => {
    const oracle = async (startDate: string, endDate: string, scoped: boolean) => {
      const res = await t.database.db.execute<{ m: string; n: number }>(
        sql`SELECT to_char((created_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM') AS m,
              count(*)::int AS n
            FROM accounts
            WHERE created_at >= ${vnStart(startDate)}::timestamptz
              AND created_at < ${vnStart(endDate)}::timestamptz + interval '1 day'
              AND ${inOps('building_id', scoped)}
            GROUP BY 1`,
      );
      return new Map(res.rows.map((r) => [r.m, Number(r.n)]));
    };

    it('defaults to the last 12 months to the end of this one, months without any as 0', async () => {
      const thisMonth = vnMonth(new Date());
      const first = shiftMonth(thisMonth, -11);
      const body = await ok<RegistersAnswer>(admin('/statistic/registers'));
      const want = await oracle(`${first}-01`, lastDay(thisMonth), false);
      expect(body.data).toEqual(
        Array.from({ length: 12 }, (_, i) => {
          const month = shiftMonth(first, i);
          return { month, total: want.get(month) ?? 0 };
        }),
      );
      expect(body.data.reduce((s, m) => s + m.total, 0)).toBeGreaterThan(0);
    });

    it('answers a range of days month by month, zero months included', async () => {
      const start = '2020-11-15';
      const end = lastDay(vnMonth(new Date()));
      const body = await ok<RegistersAnswer>(
        admin(`/statistic/registers?startDate=${start}&endDate=${end}`),
      );
      const want = await oracle(start, end, false);
      expect(body.data[0]!.month).toBe('2020-11');
      expect(body.data.at(-1)!.month).toBe(vnMonth(new Date()));
      expect(body.data.some((m) => m.total === 0)).toBe(true);
      for (const m of body.data) expect(m.total).toBe(want.get(m.month) ?? 0);
      expect(body.data.reduce((s, m) => s + m.total, 0)).toBe(
        [...want.values()].reduce((s, n) => s + n, 0),
      );
    });

    it('puts a registration in its Vietnam month, whatever the server clock zone', async () => {
      // 2019-01-31 17:30 UTC is 2019-02-01 00:30 in Vietnam; 16:30 UTC is still 31 January there.
      await t.database.db.insert(accounts).values([
        {
          id: newId(),
          name: 'Đầu tháng Hai',
          role: 1,
          createdAt: new Date('2019-01-31T17:30:00Z'),
        },
        {
          id: newId(),
          name: 'Cuối tháng Một',
          role: 1,
          createdAt: new Date('2019-01-31T16:30:00Z'),
        },
        {
          id: newId(),
          name: 'Cuối tháng Hai',
          role: 1,
          createdAt: new Date('2019-02-28T16:59:00Z'),
        },
        { id: newId(), name: 'Đầu tháng Ba', role: 1, createdAt: new Date('2019-02-28T17:00:00Z') },
      ]);
      const body = await ok<RegistersAnswer>(
        admin('/statistic/registers?startDate=2019-01-01&endDate=2019-02-28'),
      );
      const want = await oracle('2019-01-01', '2019-02-28', false);
      expect(body.data).toEqual([
        { month: '2019-01', total: want.get('2019-01') ?? 0 },
        { month: '2019-02', total: want.get('2019-02') ?? 0 },
      ]);
      expect(body.data.map((m) => m.total)).toEqual([1, 2]);
    });

    it('counts for an operator only the accounts of their buildings', async () => {
      const thisMonth = vnMonth(new Date());
      const start = `${shiftMonth(thisMonth, -23)}-01`;
      const end = lastDay(thisMonth);
      const q = `/statistic/registers?startDate=${start}&endDate=${end}`;
      const mine = await ok<RegistersAnswer>(operator(q), t.tokens.operator);
      const want = await oracle(start, end, true);
      expect(mine.data).toHaveLength(24);
      for (const m of mine.data) expect(m.total).toBe(want.get(m.month) ?? 0);
      const all = await ok<RegistersAnswer>(admin(q));
      const sum = (a: RegistersAnswer) => a.data.reduce((s, m) => s + m.total, 0);
      expect(sum(mine)).toBeLessThan(sum(all));
    });

    it('refuses a bad day, a reversed range and one over 10 years, in Vietnamese', async () => {
      await expectRefused(
        [
          '/statistic/registers?startDate=2025-02-30',
          '/statistic/registers?endDate=2025-1-1',
          '/statistic/registers?startDate=2025-03-01&endDate=2025-02-01',
          '/statistic/registers?startDate=2000-01-01&endDate=2025-02-01',
        ],
        /^Dữ liệu không hợp lệ/,
      );
    });
  });

  describe('ranges once their defaults are in', () => {
    it('refuses one end alone that makes a reversed or a too long range, in Vietnamese', async () => {
      await expectRefused(
        [
          '/statistic/registers?startDate=2000-01-01',
          '/statistic/registers?startDate=2099-01-01',
          '/statistic/sales?startDate=2000-01-01',
          '/statistic/sales?endDate=2000-01-01',
          '/statistic/hot_product?startDate=2000-01-01',
          '/statistic/purchased-user-apartments?startDate=2000-01-01',
        ],
        /^Dữ liệu không hợp lệ \(endDate\): (Ngày kết thúc phải sau|Khoảng thời gian tối đa)/,
      );
    });

    it('refuses a day outside 2000-2099 (before 1906 the zone data has local mean time)', async () => {
      await expectRefused(
        [
          '/statistic/registers?startDate=1905-11-01&endDate=1906-02-28',
          '/statistic/sales?startDate=1905-12-30&endDate=1906-01-02&filter=day',
          '/statistic/sales?endDate=1000-01-01',
          '/statistic/hot_product?startDate=2999-01-01',
        ],
        /Ngày phải từ 01-01-2000 đến 31-12-2099/,
      );
    });
  });

  describe('statistic/users', () => {
    const oracle = async (scoped: boolean) => {
      const res = await t.database.db.execute<{ id: string; name: string; p: number; a: number }>(
        sql`SELECT b.id, b.name,
              (SELECT count(*) FROM accounts x WHERE x.building_id = b.id
                 AND x.verify = false AND x.apartment_id IS NOT NULL)::int AS p,
              (SELECT count(*) FROM accounts x WHERE x.building_id = b.id AND x.verify)::int AS a
            FROM buildings b WHERE ${inOps('b.id', scoped)} ORDER BY b.name, b.id`,
      );
      return res.rows.map((r) => ({
        building: { _id: r.id, name: r.name },
        pending: Number(r.p),
        active: Number(r.a),
      }));
    };

    it('answers every building with its pending and active accounts', async () => {
      const want = await oracle(false);
      expect(want.length).toBeGreaterThan(1);
      expect((await ok<UsersAnswer>(admin('/statistic/users'))).data).toEqual(want);
    });

    it('answers an operator the buildings they run only', async () => {
      const body = await ok<UsersAnswer>(operator('/statistic/users'), t.tokens.operator);
      expect(body.data.map((b) => b.building._id).sort()).toEqual([...t.operatorBuildings].sort());
      expect(body.data).toEqual(await oracle(true));
    });
  });

  describe('statistic/orders', () => {
    const oracle = async (scoped: boolean) => {
      const month = vnMonth(new Date());
      const res = await t.database.db.execute<{ c: string; p: string; n: number }>(
        sql`SELECT customer_id AS c, sum(sell_price)::text AS p, count(*)::int AS n FROM orders
            WHERE created_at >= ${vnStart(`${month}-01`)}::timestamptz
              AND created_at < ${vnStart(`${shiftMonth(month, 1)}-01`)}::timestamptz
              AND status NOT IN (0, 4) AND ${inOps('building_id', scoped)}
            GROUP BY customer_id`,
      );
      const rows = res.rows.map((r) => ({ id: r.c, p: Number(r.p), n: Number(r.n) }));
      const tie = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
      return {
        month,
        prices: [...rows].sort((a, b) => b.p - a.p || tie(a, b)).slice(0, 5),
        orders: [...rows].sort((a, b) => b.n - a.n || tie(a, b)).slice(0, 5),
      };
    };
    const figures = (entries: OrdersRankingAnswer['data']['topPrices']) =>
      entries.map((e) => ({ id: e.user._id, p: e.totalPrices, n: e.totalOrders }));

    it('answers the top 5 customers of this Vietnam month by amount and by order count', async () => {
      const want = await oracle(false);
      expect(want.prices).toHaveLength(5);
      const body = await ok<OrdersRankingAnswer>(admin('/statistic/orders'));
      expect(body.data.month).toBe(want.month);
      expect(figures(body.data.topPrices)).toEqual(want.prices);
      expect(figures(body.data.topOrders)).toEqual(want.orders);
      const [first] = body.data.topPrices;
      const [who] = (
        await t.database.db.execute<{ name: string; building_id: string | null }>(
          sql`SELECT name, building_id FROM accounts WHERE id = ${first!.user._id}`,
        )
      ).rows;
      expect(first!.user.name).toBe(who!.name);
      expect(first!.building?._id ?? null).toBe(who!.building_id);
    });

    it('ranks for an operator only the orders of their buildings', async () => {
      const want = await oracle(true);
      const body = await ok<OrdersRankingAnswer>(operator('/statistic/orders'), t.tokens.operator);
      expect(figures(body.data.topPrices)).toEqual(want.prices);
      expect(figures(body.data.topOrders)).toEqual(want.orders);
    });
  });

  describe('statistic/purchased-user-apartments and percentage/apartments', () => {
    const month = () => vnMonth(new Date());
    const purchased = async (building: SQL, start: string, end: string) => {
      const range = sql`created_at >= ${vnStart(start)}::timestamptz
        AND created_at < ${vnStart(end)}::timestamptz + interval '1 day' AND status NOT IN (0, 4)`;
      return {
        totalUsers: await count(sql`SELECT count(*) FROM accounts WHERE verify AND ${building}`),
        // Among them: the verified residents of those buildings who ordered there in the range.
        purchasedUsers: await count(
          sql`SELECT count(*) FROM (SELECT DISTINCT customer_id FROM orders WHERE ${range} AND ${building}
              AND customer_id IN (SELECT id FROM accounts WHERE verify AND ${building})) x`,
        ),
        totalApartments: await count(sql`SELECT count(*) FROM apartments WHERE ${building}`),
        purchasedApartments: await count(
          sql`SELECT count(*) FROM (SELECT DISTINCT apartment_id FROM orders
              WHERE ${range} AND ${building}
              AND apartment_id IN (SELECT id FROM apartments WHERE ${building})) x`,
        ),
      };
    };
    const percentage = async (building: SQL) => ({
      totalApartments: await count(sql`SELECT count(*) FROM apartments WHERE ${building}`),
      totalEmptyApartments: await count(
        sql`SELECT count(*) FROM apartments ap WHERE ${building} AND ap.id NOT IN
            (SELECT apartment_id FROM accounts WHERE verify AND apartment_id IS NOT NULL)`,
      ),
    });

    it('answers this month by default, a range and one building as SQL counts them', async () => {
      const m = month();
      expect(
        (await ok<PurchasedUserApartmentsAnswer>(admin('/statistic/purchased-user-apartments')))
          .data,
      ).toEqual(await purchased(sql`true`, `${m}-01`, lastDay(m)));
      const start = vnDay(new Date(Date.now() - 40 * 86_400_000));
      const end = vnDay(new Date());
      const b = t.operatorBuildings[0]!;
      const body = await ok<PurchasedUserApartmentsAnswer>(
        admin(
          `/statistic/purchased-user-apartments?startDate=${start}&endDate=${end}&buildingId=${b}`,
        ),
      );
      const want = await purchased(sql`building_id = ${b}`, start, end);
      expect(want.purchasedUsers).toBeGreaterThan(0);
      expect(body.data).toEqual(want);
    });

    it('counts the purchasers among the population it totals: never more purchasers than users (audit item 14)', async () => {
      const start = vnDay(new Date(Date.now() - 90 * 86_400_000));
      const end = vnDay(new Date());
      const buildings = (await t.database.db.execute<{ id: string }>(sql`SELECT id FROM buildings`))
        .rows;
      for (const b of [undefined, ...buildings.map((r) => r.id)]) {
        const url = `/statistic/purchased-user-apartments?startDate=${start}&endDate=${end}${
          b ? `&buildingId=${b}` : ''
        }`;
        const { data } = await ok<PurchasedUserApartmentsAnswer>(admin(url));
        expect({ url, users: data.purchasedUsers <= data.totalUsers }).toEqual({
          url,
          users: true,
        });
        expect({ url, apartments: data.purchasedApartments <= data.totalApartments }).toEqual({
          url,
          apartments: true,
        });
      }
    });

    it('answers the apartments and the empty ones, for all, one building and an operator', async () => {
      const all = await percentage(sql`true`);
      expect(all.totalEmptyApartments).toBeGreaterThan(0);
      expect(all.totalEmptyApartments).toBeLessThan(all.totalApartments);
      expect((await ok<PercentageApartmentsAnswer>(admin('/percentage/apartments'))).data).toEqual(
        all,
      );
      expect(
        (
          await ok<PercentageApartmentsAnswer>(
            admin(`/percentage/apartments?buildingId=${t.operatorBuildings[0]}`),
          )
        ).data,
      ).toEqual(await percentage(sql`building_id = ${t.operatorBuildings[0]}`));
      expect(
        (
          await ok<PercentageApartmentsAnswer>(
            operator('/percentage/apartments'),
            t.tokens.operator,
          )
        ).data,
      ).toEqual(await percentage(sql`building_id IN ${t.operatorBuildings}`));
      // The active apartments of the daily report are the ones that are not empty.
      const daily = (await ok<DailyReportAnswer>(admin('/report/daily'))).data;
      expect(daily.totalActiveApartments).toBe(all.totalApartments - all.totalEmptyApartments);
    });

    it('gives an operator asking for a building they do not run nothing of it', async () => {
      const [foreign] = (
        await t.database.db.execute<{ id: string }>(
          sql`SELECT id FROM buildings WHERE id NOT IN ${t.operatorBuildings} LIMIT 1`,
        )
      ).rows;
      const body = await ok<PurchasedUserApartmentsAnswer>(
        operator(`/statistic/purchased-user-apartments?buildingId=${foreign!.id}`),
        t.tokens.operator,
      );
      expect(body.data).toEqual({
        totalUsers: 0,
        purchasedUsers: 0,
        totalApartments: 0,
        purchasedApartments: 0,
      });
    });
  });

  describe('the older statistics', () => {
    it('daily: today’s delivered and pending orders and new feedback, as SQL counts them', async () => {
      const today = vnDay(new Date());
      const day = sql`created_at >= ${vnStart(today)}::timestamptz
        AND created_at < ${vnStart(today)}::timestamptz + interval '1 day'`;
      const want = {
        successPackages: await count(
          sql`SELECT count(*) FROM orders WHERE ${day} AND status IN (3, 5, 6)`,
        ),
        packagesPrice: await count(
          sql`SELECT coalesce(sum(sell_price), 0) AS n FROM orders WHERE ${day} AND status IN (3, 5, 6)`,
        ),
        pendingPackages: await count(sql`SELECT count(*) FROM orders WHERE ${day} AND status = 1`),
        totalFeedback: await count(sql`SELECT count(*) FROM feedback WHERE ${day}`),
      };
      expect((await ok<LegacyDailyAnswer>(admin('/statistic/daily'))).data).toEqual(want);
      const mine = sql`${day} AND building_id IN ${t.operatorBuildings}`;
      expect(
        (await ok<LegacyDailyAnswer>(operator('/statistic/daily'), t.tokens.operator)).data,
      ).toEqual({
        successPackages: await count(
          sql`SELECT count(*) FROM orders WHERE ${mine} AND status IN (3, 5, 6)`,
        ),
        packagesPrice: await count(
          sql`SELECT coalesce(sum(sell_price), 0) AS n FROM orders WHERE ${mine} AND status IN (3, 5, 6)`,
        ),
        pendingPackages: await count(sql`SELECT count(*) FROM orders WHERE ${mine} AND status = 1`),
        totalFeedback: await count(
          sql`SELECT count(*) FROM feedback f LEFT JOIN apartments ap ON ap.id = f.apartment_id
              WHERE f.created_at >= ${vnStart(today)}::timestamptz
                AND f.created_at < ${vnStart(today)}::timestamptz + interval '1 day'
                AND coalesce(f.building_id, ap.building_id) IN ${t.operatorBuildings}`,
        ),
      });
    });

    it('sales: delivered orders per month of a range, and for one shop', async () => {
      const [shop] = (
        await t.database.db.execute<{ id: string }>(
          sql`SELECT shop_id AS id FROM orders GROUP BY shop_id ORDER BY count(*) DESC LIMIT 1`,
        )
      ).rows;
      const end = vnDay(new Date());
      const start = vnDay(new Date(Date.now() - 100 * 86_400_000));
      const body = await ok<SalesAnswer>(
        admin(`/statistic/sales?startDate=${start}&endDate=${end}&filter=month&shopId=${shop!.id}`),
      );
      const res = await t.database.db.execute<{ m: string; n: number; p: string }>(
        sql`SELECT to_char((created_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM') AS m,
              count(*)::int AS n, sum(sell_price)::text AS p
            FROM orders WHERE created_at >= ${vnStart(start)}::timestamptz
              AND created_at < ${vnStart(end)}::timestamptz + interval '1 day'
              AND status IN (3, 5, 6) AND shop_id = ${shop!.id} GROUP BY 1 ORDER BY 1`,
      );
      expect(body.data.filter((b) => b.totalOrders > 0)).toEqual(
        res.rows.map((r) => ({ date: r.m, totalOrders: Number(r.n), totalPrices: Number(r.p) })),
      );
      expect(body.data[0]!.date).toBe(start.slice(0, 7));
      expect(body.data.at(-1)!.date).toBe(end.slice(0, 7));
    });

    it('hot_product: the products sold most in delivered orders, for an operator their buildings', async () => {
      const end = vnDay(new Date());
      const start = vnDay(new Date(Date.now() - 60 * 86_400_000));
      const body = await ok<HotProductAnswer>(
        operator(`/statistic/hot_product?startDate=${start}&endDate=${end}`),
        t.tokens.operator,
      );
      const res = await t.database.db.execute<{ id: string | null; q: number; a: string }>(
        sql`SELECT l.product_id AS id, sum(l.quantity)::int AS q, sum(l.amount)::text AS a
            FROM order_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.created_at >= ${vnStart(start)}::timestamptz
              AND o.created_at < ${vnStart(end)}::timestamptz + interval '1 day'
              AND o.status IN (3, 5, 6) AND o.building_id IN ${t.operatorBuildings}
            GROUP BY l.product_id, l.name ORDER BY q DESC, sum(l.amount) DESC, l.name, l.product_id LIMIT 10`,
      );
      expect(res.rows.length).toBeGreaterThan(0);
      expect(
        body.data.map((p) => ({ id: p.product?._id ?? null, q: p.quantity, a: p.amount })),
      ).toEqual(res.rows.map((r) => ({ id: r.id, q: Number(r.q), a: Number(r.a) })));
    });

    it('refuses an unknown sales filter and a malformed shop', async () => {
      await expectRefused(['/statistic/sales?filter=week', '/statistic/sales?shopId=abc']);
    });
  });

  describe('after orders change (the rollups the reports read follow every write)', () => {
    /** Both ends of a range of Vietnam days, as SQL conditions on `created_at`. */
    const within = (start: string, end: string, column = 'created_at') =>
      sql`${sql.raw(column)} >= ${vnStart(start)}::timestamptz
        AND ${sql.raw(column)} < ${vnStart(end)}::timestamptz + interval '1 day'`;
    const m = () => vnMonth(new Date());
    const tie = (a: { id: string | null }, b: { id: string | null }) =>
      (a.id ?? '') < (b.id ?? '') ? -1 : 1;

    /** Every order figure of the reports, each beside the same question asked in SQL. */
    const expectReportsEqualSql = async () => {
      const month = m();
      const monthStart = `${month}-01`;
      const monthEnd = lastDay(month);
      // A range that starts and ends inside months: days at both ends, a whole month between.
      const start = vnDay(new Date(Date.now() - 45 * 86_400_000));
      const end = vnDay(new Date());
      for (const scoped of [false, true]) {
        const token = scoped ? t.tokens.operator : t.tokens.admin;
        const path = scoped ? operator : admin;
        const building = inOps('building_id', scoped);

        const ranked = (
          await t.database.db.execute<{ id: string; p: string; n: number }>(
            sql`SELECT customer_id AS id, sum(sell_price)::text AS p, count(*)::int AS n
                FROM orders WHERE ${within(monthStart, monthEnd)} AND status NOT IN (0, 4)
                  AND ${building} GROUP BY customer_id`,
          )
        ).rows.map((r) => ({ id: r.id, p: Number(r.p), n: Number(r.n) }));
        const ranking = (await ok<OrdersRankingAnswer>(path('/statistic/orders'), token)).data;
        expect(
          ranking.topPrices.map((e) => ({ id: e.user._id, p: e.totalPrices, n: e.totalOrders })),
        ).toEqual([...ranked].sort((a, b) => b.p - a.p || tie(a, b)).slice(0, 5));
        expect(
          ranking.topOrders.map((e) => ({ id: e.user._id, p: e.totalPrices, n: e.totalOrders })),
        ).toEqual([...ranked].sort((a, b) => b.n - a.n || tie(a, b)).slice(0, 5));

        for (const [from, to] of [
          [monthStart, monthEnd],
          [start, end],
        ] as const) {
          const counted = sql`${within(from, to)} AND status NOT IN (0, 4) AND ${building}`;
          const purchased = (
            await ok<PurchasedUserApartmentsAnswer>(
              path(`/statistic/purchased-user-apartments?startDate=${from}&endDate=${to}`),
              token,
            )
          ).data;
          expect({
            users: purchased.purchasedUsers,
            apartments: purchased.purchasedApartments,
          }).toEqual({
            users: await count(
              sql`SELECT count(DISTINCT customer_id) FROM orders WHERE ${counted}
                  AND customer_id IN (SELECT id FROM accounts WHERE verify AND ${building})`,
            ),
            apartments: await count(
              sql`SELECT count(DISTINCT apartment_id) FROM orders WHERE ${counted}
                  AND apartment_id IN (SELECT id FROM apartments WHERE ${building})`,
            ),
          });

          const delivered = sql`${within(from, to)} AND status IN (3, 5, 6) AND ${building}`;
          const sales = (
            await ok<SalesAnswer>(path(`/statistic/sales?startDate=${from}&endDate=${to}`), token)
          ).data;
          const days = (
            await t.database.db.execute<{ d: string; n: number; p: string }>(
              sql`SELECT to_char((created_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD') AS d,
                    count(*)::int AS n, sum(sell_price)::text AS p
                  FROM orders WHERE ${delivered} GROUP BY 1 ORDER BY 1`,
            )
          ).rows;
          expect(sales.filter((b) => b.totalOrders > 0)).toEqual(
            days.map((r) => ({ date: r.d, totalOrders: Number(r.n), totalPrices: Number(r.p) })),
          );

          const hot = (
            await ok<HotProductAnswer>(
              path(`/statistic/hot_product?startDate=${from}&endDate=${to}`),
              token,
            )
          ).data;
          const lines = (
            await t.database.db.execute<{ id: string | null; name: string; q: number; a: string }>(
              sql`SELECT l.product_id AS id, l.name, sum(l.quantity)::int AS q, sum(l.amount)::text AS a
                  FROM order_lines l JOIN orders o ON o.id = l.order_id
                  WHERE ${within(from, to, 'o.created_at')} AND o.status IN (3, 5, 6)
                    AND ${inOps('o.building_id', scoped)}
                  GROUP BY l.product_id, l.name
                  ORDER BY q DESC, sum(l.amount) DESC, l.name, l.product_id LIMIT 10`,
            )
          ).rows;
          expect(
            hot.map((p) => ({
              id: p.product?._id ?? null,
              name: p.name,
              q: p.quantity,
              a: p.amount,
            })),
          ).toEqual(lines.map((r) => ({ id: r.id, name: r.name, q: Number(r.q), a: Number(r.a) })));
        }
      }
    };

    /** A delivered order of this Vietnam month in a building the operator runs. */
    const deliveredOrder = async (offset = 0) => {
      const [order] = (
        await t.database.db.execute<{ id: string; building_id: string }>(
          sql`SELECT id, building_id FROM orders
              WHERE ${within(`${m()}-01`, lastDay(m()))} AND status IN (3, 5, 6)
                AND building_id IN ${t.operatorBuildings}
              ORDER BY sell_price DESC, id LIMIT 1 OFFSET ${offset}`,
        )
      ).rows;
      expect(order).toBeDefined();
      return order!;
    };
    const run = (query: SQL) => t.database.db.execute(query);

    it('cancels, deletes, reprices and moves orders', async () => {
      await expectReportsEqualSql();
      const top = await deliveredOrder();
      await run(sql`UPDATE orders SET status = 0 WHERE id = ${top.id}`);
      await expectReportsEqualSql();
      await run(sql`UPDATE orders SET status = 6 WHERE id = ${top.id}`);
      const repriced = await deliveredOrder(1);
      await run(sql`UPDATE orders SET sell_price = sell_price + 5000000 WHERE id = ${repriced.id}`);
      const deleted = await deliveredOrder(2);
      await run(sql`DELETE FROM orders WHERE id = ${deleted.id}`);
      const moved = await deliveredOrder(3);
      const [other] = (
        await t.database.db.execute<{ id: string }>(
          sql`SELECT id FROM buildings WHERE id NOT IN ${t.operatorBuildings} LIMIT 1`,
        )
      ).rows;
      await run(sql`UPDATE orders SET building_id = ${other!.id} WHERE id = ${moved.id}`);
      // Across the Vietnam month boundary: the last minute of last month, then the first of this one.
      const early = await deliveredOrder(4);
      await run(
        sql`UPDATE orders SET created_at = ${vnStart(`${m()}-01`)}::timestamptz - interval '1 minute'
            WHERE id = ${early.id}`,
      );
      const first = await deliveredOrder(5);
      await run(
        sql`UPDATE orders SET created_at = ${vnStart(`${m()}-01`)}::timestamptz WHERE id = ${first.id}`,
      );
      await expectReportsEqualSql();
    });

    it('adds a new order and its lines, then changes and removes lines', async () => {
      const model = await deliveredOrder(6);
      const id = newId();
      await run(
        sql`INSERT INTO orders (id, order_code, shop_id, customer_id, building_id, floor_id,
              apartment_id, status, sell_price, created_at)
            SELECT ${id}, ${`TEST${id.slice(-10)}`}, shop_id, customer_id, building_id, floor_id,
              apartment_id, 1, 0, now()
            FROM orders WHERE id = ${model.id}`,
      );
      await run(
        sql`INSERT INTO order_lines (id, order_id, product_id, name, quantity, unit_price, amount)
            SELECT ${newId()}, ${id}, product_id, name, 40, unit_price, 40 * unit_price
            FROM order_lines WHERE order_id = ${model.id} LIMIT 1`,
      );
      await run(
        sql`INSERT INTO order_lines (id, order_id, product_id, name, quantity, unit_price, amount)
            VALUES (${newId()}, ${id}, NULL, 'Hàng ngoài danh mục', 35, 10000, 350000)`,
      );
      await expectReportsEqualSql();
      // Delivered: the order counts as sold, with its lines.
      await run(sql`UPDATE orders SET status = 3, sell_price = 99000000 WHERE id = ${id}`);
      await expectReportsEqualSql();
      await run(sql`UPDATE order_lines SET quantity = quantity + 30 WHERE order_id = ${id}`);
      await run(
        sql`UPDATE order_lines SET product_id = NULL WHERE order_id = ${model.id}
              AND id = (SELECT min(id) FROM order_lines WHERE order_id = ${model.id})`,
      );
      await expectReportsEqualSql();
      await run(sql`DELETE FROM order_lines WHERE order_id = ${id} AND product_id IS NULL`);
      await expectReportsEqualSql();
      await run(sql`UPDATE orders SET status = 4 WHERE id = ${id}`);
      await expectReportsEqualSql();
      await run(sql`DELETE FROM orders WHERE id = ${id}`);
      await expectReportsEqualSql();
    });
  });

  describe('who may ask', () => {
    const paths = [
      '/report/daily',
      '/statistic/registers',
      '/statistic/users',
      '/statistic/orders',
      '/statistic/purchased-user-apartments',
      '/percentage/apartments',
      '/statistic/daily',
      '/statistic/sales',
      '/statistic/hot_product',
    ];

    it('lets the super admin and the admin use the admin paths, the operator the operator twins', async () => {
      for (const path of paths) {
        const seen = {
          path,
          superadmin: (await get(admin(path), t.tokens.superadmin)).statusCode,
          admin: (await get(admin(path), t.tokens.admin)).statusCode,
          operatorOnAdmin: (await get(admin(path), t.tokens.operator)).statusCode,
          operator: (await get(operator(path), t.tokens.operator)).statusCode,
          adminOnOperator: (await get(operator(path), t.tokens.admin)).statusCode,
          anonymous: (await t.app.inject({ method: 'GET', url: admin(path) })).statusCode,
        };
        expect(seen).toEqual({
          path,
          superadmin: 200,
          admin: 200,
          operatorOnAdmin: 403,
          operator: 200,
          adminOnOperator: 403,
          anonymous: 401,
        });
      }
    });
  });
});
