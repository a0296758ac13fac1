import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { notificationsPaths, type CreateNotificationAnswer } from '@app/notifications-contract';
import { newId, pushTokens } from '@app/server-db';
import { createPushQueue, createPushSender, type PushQueueOptions } from '@app/server-core';
import { bearer, createTestApp, staffTokens, type TestApp } from '@app/server-core/testing';
import { notificationsPlugin } from './notifications-routes';

/**
 * The push queue against a local fake push service over HTTPS (a self-signed certificate made for
 * the test): delivered pushes leave the queue, a 500 is retried with backoff, a 404/410 deletes
 * the subscription, the queue survives a new worker (a restart), and the send answers before any
 * push is made.
 */
describe('notification pushes through the durable queue', () => {
  let t: TestApp;
  let superadmin: string;
  let service: Server;
  let origin: string;
  let tlsCa: string;
  /** What the fake push service answers per endpoint path, in order (then 201). */
  const script = new Map<string, number[]>();
  const received: string[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fake-push-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    tlsCa = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    service = createServer(
      { key: readFileSync(path.join(dir, 'key.pem')), cert: tlsCa },
      (req, res) => {
        req.resume();
        req.on('end', () => {
          const url = req.url ?? '';
          received.push(url);
          const answers = script.get(url) ?? [];
          const status = answers.shift() ?? 201;
          res.writeHead(status).end();
        });
      },
    );
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(service.address() as AddressInfo).port}`;

    // No worker in the app: the test drives the queue (the same table) itself.
    t = await createTestApp({
      plugins: [(app) => notificationsPlugin(app, { pushWorker: false })],
    });
    superadmin = (await staffTokens(t)).superadmin;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => service.close(resolve));
  });

  const db = () => t.database.db;
  const subscription = (endpoint: string) => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return JSON.stringify({
      endpoint: `${origin}${endpoint}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    });
  };
  /** Leaves only these subscriptions: each `[account, device, endpoint]` on the fake push service. */
  const subscribeOnly = async (devices: [string, string, string][]) => {
    await db().execute(sql`delete from push_tokens`);
    await db()
      .insert(pushTokens)
      .values(
        devices.map(([accountId, deviceId, endpoint]) => ({
          accountId,
          deviceId,
          deviceToken: subscription(endpoint),
        })),
      );
  };
  const sender = () =>
    createPushSender({
      db: db(),
      vapid: t.config.vapid,
      log: t.app.log,
      allowPrivateEndpoints: true,
      tlsCa,
      timeoutMs: 5000,
    });
  /** Sends a notification to the residents of `listIds` (apartments) as the super admin: its recipient count. */
  const sendToApartments = async (
    listIds: string[],
    notificationData: { title: string; content: string },
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: notificationsPaths.create,
      headers: bearer(superadmin),
      payload: { sendType: 'apartment', listIds, notificationData },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as CreateNotificationAnswer).data.recipientCount;
  };
  /** A worker on the test's queue table, with the test sender and these retry settings. */
  const worker = (
    retry: Pick<PushQueueOptions, 'backoffBaseMs' | 'backoffMaxMs' | 'maxAttempts'> = {},
  ) => createPushQueue({ db: db(), push: sender(), log: t.app.log, ...retry });
  const queueRows = async () =>
    (
      await db().execute<{ endpoint: string; attempts: number; last_error: string | null }>(
        sql`select t.device_token::json->>'endpoint' as endpoint, j.attempts, j.last_error
          from push_jobs j join push_tokens t on t.id = j.push_token_id order by 1`,
      )
    ).rows;

  it('delivers a staff push for a pending transaction written by SQL to the super admin and the admin, not the operator', async () => {
    const staff = Object.fromEntries(
      (
        await db().execute<{ email: string; id: string }>(
          sql`select email, id from accounts where email in ('superadmin@example.com', 'admin@example.com', 'operator@example.com')`,
        )
      ).rows.map((r) => [r.email.split('@')[0], r.id.trim()]),
    ) as Record<'superadmin' | 'admin' | 'operator', string>;
    const [resident] = (
      await db().execute<{ id: string }>(
        sql`select id from accounts where role = 1 order by id limit 1`,
      )
    ).rows;
    await subscribeOnly([
      [staff.superadmin, 's', '/staff/super'],
      [staff.admin, 'a', '/staff/admin'],
      [staff.operator, 'o', '/staff/operator'],
    ]);
    const id = newId();
    // As the residents' app writes it: straight into the database.
    await db()
      .execute(sql`insert into transactions (id, transaction_code, account_id, type, amount, status)
      values (${id}, ${`GD${id.slice(-10)}`}, ${resident!.id}, 0, 200000, 0)`);
    const queue = worker();
    const before = received.length;
    expect(await queue.runOnce()).toEqual({ sent: 2, retried: 0, dropped: 0, gone: 0 });
    expect(received.slice(before).sort()).toEqual(['/staff/admin', '/staff/super']);
    expect(await queueRows()).toEqual([]);
    await db().execute(sql`delete from push_tokens`);
    received.length = 0;
  });

  it('sends at once, then delivers, retries a failure with backoff and deletes a gone subscription', async () => {
    // Three verified residents of one apartment-less setup: give residents of one apartment subscriptions.
    const residents = (
      await db().execute<{ id: string; apartment_id: string }>(
        sql`select id, apartment_id from accounts where verify and apartment_id is not null order by id limit 3`,
      )
    ).rows;
    expect(residents).toHaveLength(3);
    const [ok, flaky, gone] = residents as [
      { id: string; apartment_id: string },
      { id: string; apartment_id: string },
      { id: string; apartment_id: string },
    ];
    await subscribeOnly([
      [ok.id, 'ok', '/push/ok'],
      [flaky.id, 'flaky', '/push/flaky'],
      [gone.id, 'gone', '/push/gone'],
    ]);
    script.set('/push/flaky', [500, 503]);
    script.set('/push/gone', [410]);

    expect(
      await sendToApartments([...new Set(residents.map((r) => r.apartment_id.trim()))], {
        title: 'Cắt nước',
        content: '<p>Cắt nước <strong>9h</strong></p>',
      }),
    ).toBeGreaterThanOrEqual(3);
    // Answered before any push: all three wait in the queue.
    expect(received).toEqual([]);
    expect((await queueRows()).map((r) => r.endpoint)).toEqual([
      `${origin}/push/flaky`,
      `${origin}/push/gone`,
      `${origin}/push/ok`,
    ]);

    const queue = worker({ backoffBaseMs: 2000, backoffMaxMs: 8000, maxAttempts: 5 });
    expect(await queue.runOnce()).toEqual({ sent: 1, retried: 1, dropped: 0, gone: 1 });
    expect([...received].sort()).toEqual(['/push/flaky', '/push/gone', '/push/ok']);
    // The gone subscription is deleted (and its pushes with it); the flaky one waits, backed off.
    const tokens = await db().select({ deviceId: pushTokens.deviceId }).from(pushTokens);
    expect(tokens.map((r) => r.deviceId).sort()).toEqual(['flaky', 'ok']);
    expect(await queueRows()).toEqual([
      { endpoint: `${origin}/push/flaky`, attempts: 1, last_error: 'push service answered 500' },
    ]);
    // Not due yet: nothing is claimed.
    expect(await queue.runOnce()).toEqual({ sent: 0, retried: 0, dropped: 0, gone: 0 });

    // A restart: a new worker on the same table picks the push up once due; the second try fails
    // again (503), with a longer delay; the third delivers.
    const due = async () => {
      const [{ wait }] = (
        await db().execute<{ wait: number }>(
          sql`select extract(epoch from next_attempt_at - now()) * 1000 as wait from push_jobs`,
        )
      ).rows as [{ wait: number }];
      return Number(wait);
    };
    const firstWait = await due();
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(2000);
    await new Promise((r) => setTimeout(r, firstWait + 50));
    const restarted = worker({ backoffBaseMs: 2000, backoffMaxMs: 8000, maxAttempts: 5 });
    expect(await restarted.runOnce()).toEqual({ sent: 0, retried: 1, dropped: 0, gone: 0 });
    const wait = await due();
    expect(wait).toBeGreaterThan(2000); // 4 s: doubled
    await new Promise((r) => setTimeout(r, wait + 50));
    expect(await restarted.runOnce()).toEqual({ sent: 1, retried: 0, dropped: 0, gone: 0 });
    expect(await queueRows()).toEqual([]);
    expect(received.filter((u) => u === '/push/flaky')).toHaveLength(3);
  });

  it('gives up after the last attempt, and frees a claim a crashed worker left', async () => {
    const [account] = (
      await db().execute<{ id: string }>(sql`select id from accounts where verify limit 1`)
    ).rows as [{ id: string }];
    await subscribeOnly([[account.id, 'down', '/push/down']]);
    script.set('/push/down', [500, 500, 500]);
    const queue = worker({ backoffBaseMs: 1, backoffMaxMs: 1, maxAttempts: 2 });
    expect(await queue.enqueue(db(), [account.id], { title: 'a', body: 'b' })).toBe(1);
    // A worker that claimed it and died: the claim holds until it expires.
    await db().execute(sql`update push_jobs set locked_until = now() + interval '1 hour'`);
    expect(await queue.runOnce()).toEqual({ sent: 0, retried: 0, dropped: 0, gone: 0 });
    await db().execute(sql`update push_jobs set locked_until = now() - interval '1 second'`);
    expect(await queue.runOnce()).toEqual({ sent: 0, retried: 1, dropped: 0, gone: 0 });
    await new Promise((r) => setTimeout(r, 20));
    expect(await queue.runOnce()).toEqual({ sent: 0, retried: 0, dropped: 1, gone: 0 });
    expect(await queueRows()).toEqual([]);
    // The subscription itself stays (the service may come back).
    expect(await db().select().from(pushTokens)).toHaveLength(1);
  });

  it('answers a send to 5,000 recipients at once: the pushes are only queued', async () => {
    const [apartment] = (
      await db().execute<{ id: string }>(sql`select id from apartments order by id limit 1`)
    ).rows as [{ id: string }];
    await db().execute(sql`delete from push_tokens`);
    const ids = Array.from({ length: 5000 }, () => newId());
    await db().execute(sql`
      insert into accounts (id, name, email, role, verify, apartment_id)
      select x, 'Cư dân ' || x, x || '@bulk.example', 1, true, ${apartment.id}
      from unnest(${sql.raw(`ARRAY[${ids.map((id) => `'${id}'`).join(',')}]`)}::char(24)[]) x`);
    await db().execute(sql`
      insert into push_tokens (id, account_id, device_id, device_token, device_type)
      select a.id, a.id, 'web', ${subscription('/push/bulk')}, 'web'
      from accounts a where a.email like '%@bulk.example'`);
    const deliveredBefore = received.length;
    expect(
      await sendToApartments([apartment.id.trim()], {
        title: 'Bảo trì thang máy',
        content: '<p>Thông báo</p>',
      }),
    ).toBeGreaterThanOrEqual(5000);
    const [{ n }] = (
      await db().execute<{ n: number }>(sql`select count(*)::int as n from push_jobs`)
    ).rows as [{ n: number }];
    expect(n).toBe(5000);
    // Answered before any push went out: every job still waits for the worker, none was delivered
    // inside the request (how fast that is, is a benchmark's business, not a test's).
    const [{ waiting }] = (
      await db().execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from push_jobs where attempts = 0`,
      )
    ).rows as [{ waiting: number }];
    expect(waiting).toBe(5000);
    expect(received.length).toBe(deliveredBefore);
  });
});
