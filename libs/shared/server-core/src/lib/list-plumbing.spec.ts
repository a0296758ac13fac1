import { and, eq, sql } from 'drizzle-orm';
import { buildings, orders, type Database } from '@app/server-db';
import { createTestDatabase } from '@app/server-db/testing';
import { HttpError } from './errors';
import { cappedCount, fullCount, plannedRows, sqlLiteral } from './counting';
import { listAnswer, pageInfoAnswer, pageWindow } from './pagination';
import { namedRef } from './refs';
import { found, missing, orThrow, refused } from './result';
import { inScope, scopeCondition } from './scope';

describe('list plumbing', () => {
  it('turns a 1-based page into LIMIT and OFFSET', () => {
    expect(pageWindow(1, 10)).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow(3, 20)).toEqual({ limit: 20, offset: 40 });
  });

  it('answers a page in both list shapes', () => {
    const page = { rows: ['a', 'b'], total: 12, exact: false };
    expect(listAnswer(page)).toEqual({ data: ['a', 'b'], total: 12 });
    expect(pageInfoAnswer(page)).toEqual({
      data: ['a', 'b'],
      pageInfo: [{ total: 12, exact: false }],
    });
  });

  it('references a joined record, or null without one', () => {
    expect(namedRef('b1', 'Tòa A')).toEqual({ _id: 'b1', name: 'Tòa A' });
    expect(namedRef('b1', null)).toEqual({ _id: 'b1', name: '' });
    expect(namedRef(null, 'Tòa A')).toBeNull();
  });

  it('sees every building unscoped, only its own for an operator, none without buildings', () => {
    expect(inScope('b1', null)).toBe(true);
    expect(inScope(null, null)).toBe(true);
    expect(inScope('b1', ['b1', 'b2'])).toBe(true);
    expect(inScope('b3', ['b1', 'b2'])).toBe(false);
    expect(inScope(null, ['b1'])).toBe(false);
    expect(inScope('b1', [])).toBe(false);
    expect(scopeCondition(orders.buildingId, null)).toBeUndefined();
  });

  it('maps a refusal to 404, 409 or 400 with its message', () => {
    expect(orThrow(found(42), 'Không thấy')).toBe(42);
    const statusOf = (run: () => unknown) => {
      try {
        run();
      } catch (err) {
        return [(err as HttpError).statusCode, (err as HttpError).message];
      }
      return undefined;
    };
    expect(statusOf(() => orThrow(missing, 'Không thấy'))).toEqual([404, 'Không thấy']);
    expect(statusOf(() => orThrow(refused('conflict', 'Đã đổi'), 'x'))).toEqual([409, 'Đã đổi']);
    expect(statusOf(() => orThrow(refused('invalid', 'Thiếu'), 'x'))).toEqual([400, 'Thiếu']);
  });

  it('writes EXPLAIN literals through pg’s escaping', () => {
    expect(sqlLiteral("O'Brien \\ x")).toBe(" E'O''Brien \\\\ x'");
    expect(sqlLiteral([1, 2])).toBe('ARRAY[1,2]');
    expect(sqlLiteral(new Date('2026-11-21T00:00:00Z'))).toBe("'2026-11-21T00:00:00.000Z'");
    expect(sqlLiteral(null)).toBe('NULL');
  });

  describe('on the database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.close());

    it('counts up to the cap, and exactly below it', async () => {
      const { db } = database;
      const total = await fullCount(db, orders, undefined);
      expect(total).toBeGreaterThan(20);
      expect(await cappedCount(db, orders, undefined, 11)).toEqual([{ n: 11 }]);
      expect(await cappedCount(db, orders, undefined, total + 5)).toEqual([{ n: total }]);
      const [one] = await db.select({ id: orders.id }).from(orders).limit(1);
      expect(await cappedCount(db, orders, eq(orders.id, one!.id), 11)).toEqual([{ n: 1 }]);
      // A number is part of the statement's text (a prepared statement's generic plan sees it).
      expect(cappedCount(db, orders, undefined, 11).toSQL()).toEqual({
        sql: expect.stringMatching(/ limit 11\) "capped"$/),
        params: [],
      });
      expect(() => cappedCount(db, orders, undefined, 1.5)).toThrow('whole number');
    });

    it('scopes a query to the operator’s buildings, and to nothing without any', async () => {
      const { db } = database;
      const [b] = await db.select({ id: buildings.id }).from(buildings).limit(1);
      const inB = await fullCount(db, orders, eq(orders.buildingId, b!.id));
      expect(await fullCount(db, orders, scopeCondition(orders.buildingId, [b!.id]))).toBe(inB);
      expect(await fullCount(db, orders, scopeCondition(orders.buildingId, []))).toBe(0);
    });

    it('reads the planner’s estimate, with the values inlined', async () => {
      const { db } = database;
      const query = db
        .select({ one: sql`1` })
        .from(orders)
        .where(
          and(
            sql`${orders.orderCode} <> ${"it's"}`,
            sql`${orders.status} = ANY(${sql.param([1, 2])})`,
          ),
        );
      expect(await plannedRows(db, query)).toEqual(expect.any(Number));
      expect(
        await plannedRows(db, { toSQL: () => ({ sql: 'select from nowhere', params: [] }) }),
      ).toBe(undefined);
    });
  });
});
