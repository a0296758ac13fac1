import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { overviewPaths } from '@app/overview-contract';
import { OrderStatus, orderStatusLabels, ordersPaths } from '@app/orders-contract';
import { orders, type Database } from '@app/server-db';
import { createTestDatabase } from '@app/server-db/testing';
import { bearer, tokenFor } from '@app/server-core/testing';
import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * The read replica's routing through the whole server (docs/decisions/server.md, "A read replica"):
 * the overview's reports and the exports go through `reads.run`, everything else stays on the
 * primary. The replica here is a second pool on the same database (a standby, its lag and a paused
 * replay are shown by `node tools/bench/replica.mjs`); which pool served a run is the routing's own
 * count, and server-db's replica.spec.ts shows that a run's queries do reach the replica's pool.
 */
const onPostgres = process.env['DATABASE_URL'] ? describe : describe.skip;

/** The whole server on `database`, and a token of the demo super admin. */
async function serverOn(database: Database): Promise<{ app: FastifyInstance; token: string }> {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-replica-')) });
  const app = await buildApp(config, database.db, { logger: false, reads: database.reads });
  const token = await tokenFor(
    { app, database, config: config.server, close: () => app.close() },
    'superadmin@example.com',
  );
  return { app, token };
}

onPostgres('DATABASE_REPLICA_URL: what reads the replica', () => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    database = await createTestDatabase({ replica: 'second-pool' });
    ({ app, token } = await serverOn(database));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** What one call sent to each side. */
  const routed = async (call: () => Promise<{ statusCode: number }>) => {
    const before = { ...database.reads.counts };
    const res = await call();
    expect(res.statusCode).toBe(200);
    return {
      replica: database.reads.counts.replica - before.replica,
      primary: database.reads.counts.primary - before.primary,
    };
  };

  it('reads each report of the overview on the replica', async () => {
    for (const report of [overviewPaths.daily, overviewPaths.users, overviewPaths.orders])
      expect(await routed(() => get(report.admin))).toEqual({ replica: 1, primary: 0 });
  });

  it('reads an export on the replica, CSV and XLSX', async () => {
    for (const format of ['csv', 'xlsx'])
      expect(await routed(() => get(`${ordersPaths.export}?format=${format}`))).toEqual({
        replica: 1,
        primary: 0,
      });
  });

  it('keeps the list, a record and every change on the primary', async () => {
    const [order] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, OrderStatus.PENDING))
      .limit(1);
    expect(await routed(() => get(ordersPaths.list))).toEqual({ replica: 0, primary: 0 });
    expect(await routed(() => get(ordersPaths.detail.replace(':id', order!.id)))).toEqual({
      replica: 0,
      primary: 0,
    });
    expect(
      await routed(() =>
        app.inject({
          method: 'PUT',
          url: ordersPaths.status.replace(':id', order!.id),
          headers: bearer(token),
          payload: { pkgStatusNumber: OrderStatus.WAITING_FOR_DELIVERY },
        }),
      ),
    ).toEqual({ replica: 0, primary: 0 });
  });

  it('gives the person who has just changed an order that change in the export at once', async () => {
    const [order] = await database.db
      .select({ id: orders.id, orderCode: orders.orderCode })
      .from(orders)
      .where(eq(orders.status, OrderStatus.PENDING))
      .limit(1);
    const change = await app.inject({
      method: 'PUT',
      url: ordersPaths.status.replace(':id', order!.id),
      headers: bearer(token),
      payload: { pkgStatusNumber: OrderStatus.DELIVERY },
    });
    expect(change.statusCode).toBe(200);
    const res = await get(`${ordersPaths.export}?format=csv&code=${order!.orderCode}`);
    expect(res.statusCode).toBe(200);
    const [, row] = parse(res.rawPayload.subarray(3).toString('utf8')) as string[][];
    expect(row!.slice(0, 3)).toEqual([
      order!.orderCode,
      expect.any(String),
      orderStatusLabels[OrderStatus.DELIVERY],
    ]);
  });
});

onPostgres('DATABASE_REPLICA_URL that does not answer', () => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase({
      replica: { url: 'postgres://postgres@127.0.0.1:1/none' },
    });
    ({ app, token } = await serverOn(database));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers the reports and exports from the primary', async () => {
    const report = await app.inject({
      method: 'GET',
      url: overviewPaths.daily.admin,
      headers: bearer(token),
    });
    expect(report.statusCode).toBe(200);
    const file = await app.inject({
      method: 'GET',
      url: `${ordersPaths.export}?format=csv`,
      headers: bearer(token),
    });
    expect(file.statusCode).toBe(200);
    expect(database.reads.counts).toEqual({ replica: 0, primary: 2 });
  });
});
