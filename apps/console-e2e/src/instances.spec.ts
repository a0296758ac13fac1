import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { authPaths } from '@app/auth-contract';
import { startApi, type ApiProcess } from './api-process';
import { startFakePushService, type FakePushService } from './fake-push-service';
import { accounts, expect, PASSWORD, signInOk, test } from './fixtures';
import { INSTANCE_A_PORT, INSTANCE_B_PORT } from './servers';
import { openStream, type OpenStream } from './sse-reader';

/**
 * Issue 28 item 4: two API processes (the built server) on one PostgreSQL database, as several
 * instances behind a load balancer run. What one instance does, the other sees: the live feed
 * (through A, straight into the database, a revoked session), and every piece of per-process state
 * stays correct: the sign-in limiter, the refresh-token renewal window, the session checks' cache
 * (a revoked session, a changed role), the order list's names and the work queues' counts, and the
 * Web Push queue (each push sent once, not once per instance).
 *
 * The session checks' cache is set to ten minutes on both servers (SESSION_CACHE_MS), so that only
 * the live feed's invalidation can make the other instance honour a revocation or a role change.
 * Both share one data folder, as instances share the uploads volume (docs/decisions/live.md).
 *
 * Needs a PostgreSQL server (DATABASE_URL, as CI sets it): PGlite is one process's database.
 */
const url = process.env['DATABASE_URL'];
test.skip(!url, 'two instances need a PostgreSQL server: set DATABASE_URL (CI does)');
test.describe.configure({ mode: 'serial' });
test.slow();

const A = `http://127.0.0.1:${INSTANCE_A_PORT}`;
const B = `http://127.0.0.1:${INSTANCE_B_PORT}`;
// The browser uses instance B.
test.use({ baseURL: B });
const dbName = `e2e_instances_${randomBytes(4).toString('hex')}`;
const dbUrl = () => Object.assign(new URL(url!), { pathname: `/${dbName}` }).toString();
const onServer = async (statement: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
let db: pg.Client;
let push: FakePushService;
let dataDir: string;
const streams: OpenStream[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000); // the first server migrates and seeds the database
  await onServer(`CREATE DATABASE "${dbName}"`);
  push = await startFakePushService();
  dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-instances-'));
  const env = {
    DATABASE_URL: dbUrl(),
    SESSION_CACHE_MS: '600000',
    PUSH_TEST_HOSTS: push.hosts,
    PUSH_TEST_TLS_CA: push.caFile,
  };
  // Both at once, on an empty database and an empty data folder: one migrates and seeds while the
  // other waits (an advisory lock), and both use the secrets the first one wrote.
  [a, b] = await Promise.all([
    startApi({ port: INSTANCE_A_PORT, dataDir, env }),
    startApi({ port: INSTANCE_B_PORT, dataDir, env }),
  ]);
  db = new pg.Client({ connectionString: dbUrl() });
  await db.connect();
});
test('both instances started at once on an empty database: one migrated and seeded it, once', async () => {
  const seeded = [a!, b!].filter((api) =>
    api.log.some((line) => line.msg?.startsWith('demo data seeded')),
  );
  expect(seeded).toHaveLength(1);
  const staff = await db.query<{ n: string }>(
    'select count(*) as n from accounts where email = $1',
    [accounts.superAdmin],
  );
  expect(Number(staff.rows[0]!.n)).toBe(1);
  // A token of one is accepted by the other: they share the secrets.
  const token = (await signInAt(A, accounts.admin)).token;
  expect((await call(B, 'GET', '/api/v1.1/events/counts', token)).status).toBe(200);
});

test.afterAll(async () => {
  for (const s of streams) await s.close();
  await db?.end();
  await a?.stop();
  await b?.stop();
  await push?.close();
  if (url) await onServer(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Pair = { token: string; refreshToken: string };
const call = async (
  origin: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; text: string }> => {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json, text };
};
const signInAt = async (origin: string, email: string, password = PASSWORD) => {
  const res = await call(origin, 'POST', authPaths.login, undefined, { email, password });
  expect(res.status, res.text).toBe(200);
  return res.json as Pair;
};
const renewAt = (origin: string, refreshToken: string) =>
  call(origin, 'POST', authPaths.renewToken, undefined, { token: refreshToken });
const stream = async (origin: string, token: string) => {
  const s = await openStream(origin, token);
  streams.push(s);
  await expect.poll(() => s.frames.some((f) => f.event === 'ready')).toBe(true);
  return s;
};
/** The session id an access token carries. */
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** What the residents' app does: a pending deposit of the demo resident, inserted by SQL. */
async function writePendingDeposit(): Promise<string> {
  const res = await db.query<{ id: string }>(
    `insert into transactions (id, transaction_code, account_id, type, amount, status)
     select staff_new_id(), $1, id, 0, 1250000, 0 from accounts where email = $2
     returning id`,
    [`GD2I${randomBytes(5).toString('hex').toUpperCase()}`, accounts.resident],
  );
  return res.rows[0]!.id;
}
const changeOf = (s: OpenStream, recordId: string, op?: string) =>
  s.changes().find((c) => c.recordId === recordId && (!op || c.op === op)) ?? null;

test('a change made through one instance reaches a stream open on the other', async () => {
  const admin = await signInAt(A, accounts.admin);
  const onB = await stream(B, (await signInAt(B, accounts.superAdmin)).token);
  const id = await writePendingDeposit();
  await expect.poll(() => changeOf(onB, id, 'insert')).not.toBeNull();

  const approved = await call(
    A,
    'PATCH',
    `/api/v1.1/admin/balance/${id}/deposit/approval`,
    admin.token,
  );
  expect(approved.status, approved.text).toBe(200);
  await expect
    .poll(() => changeOf(onB, id, 'update'))
    .toMatchObject({ kind: 'transaction', recordId: id, status: '1' });
});

test('a status changed through one instance repaints the row in a browser connected to the other, without reload', async ({
  page,
}) => {
  const id = await writePendingDeposit();
  await page.goto('/signin');
  await signInOk(page, accounts.superAdmin);
  await page.goto('/dashboard/transaction?type=0&status=0');
  const row = page.locator(`[role="row"][data-id="${id}"]`);
  await expect(row.locator('[data-field="status"]')).toHaveText('Chờ xử lý', { timeout: 30_000 });
  // The tab's stream is open once the menu shows the counts it asks for when it opens.
  await expect(page.locator('#menu-count-transactions')).toHaveText(/\d+ mục chờ xử lý/, {
    timeout: 30_000,
  });
  await page.evaluate(() => ((window as unknown as { e2eMark: string }).e2eMark = 'same page'));

  const admin = await signInAt(A, accounts.admin);
  const rejected = await call(
    A,
    'PATCH',
    `/api/v1.1/admin/balance/${id}/deposit/reject`,
    admin.token,
    {
      notes: 'Từ chối ở máy chủ khác',
    },
  );
  expect(rejected.status, rejected.text).toBe(200);
  await expect(row.locator('[data-field="status"]')).toHaveText('Đã từ chối');
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe(
    'same page',
  );
});

test('a row written straight into the database reaches the streams on both instances, and both count it', async () => {
  const token = (await signInAt(A, accounts.superAdmin)).token;
  const [onA, onB] = [await stream(A, token), await stream(B, token)];
  const pending = async (origin: string) =>
    (
      (await call(origin, 'GET', '/api/v1.1/events/counts', token)).json as {
        data: { pendingTransactions: number };
      }
    ).data.pendingTransactions;
  const before = await pending(B);
  const id = await writePendingDeposit();
  await expect.poll(() => changeOf(onA, id, 'insert')).toMatchObject({ kind: 'transaction' });
  await expect.poll(() => changeOf(onB, id, 'insert')).toMatchObject({ kind: 'transaction' });
  // The counts are read from the database on every call: both instances count the new row.
  expect(await pending(A)).toBe(before + 1);
  expect(await pending(B)).toBe(before + 1);
});

test('a session revoked through one instance closes its stream on the other', async () => {
  const operator = await signInAt(A, accounts.operator);
  const onB = await stream(B, operator.token);
  const other = await stream(B, (await signInAt(B, accounts.superAdmin)).token);
  const out = await call(A, 'POST', authPaths.logout, operator.token);
  expect(out.status, out.text).toBe(200);
  await expect.poll(() => onB.ended()).toBe(true);
  // Another session's stream stays open.
  expect(other.ended()).toBe(false);
  expect((await call(B, 'GET', '/api/v1.1/events/counts', operator.token)).status).toBe(902);
});

test('the sign-in limiter counts the attempts of both instances together', async () => {
  const email = `khong-co-${randomBytes(3).toString('hex')}@example.com`;
  const tries: number[] = [];
  // Five wrong passwords (LOGIN_MAX_FAILURES) alternating between the instances, then one more on each.
  for (let i = 0; i < 7; i++)
    tries.push(
      (
        await call(i % 2 ? B : A, 'POST', authPaths.login, undefined, {
          email,
          password: 'Sai@12345',
        })
      ).status,
    );
  expect(tries).toEqual([401, 401, 401, 401, 401, 429, 429]);
});

for (const [first, second, names] of [
  [A, B, 'A then B'],
  [B, A, 'B then A'],
] as const) {
  test(`a refresh token renewed on one instance and presented again on the other: the same pair within the window, a revoked session after it (${names})`, async () => {
    const signedIn = await signInAt(first, accounts.superAdmin);
    const renewed = await renewAt(first, signedIn.refreshToken);
    expect(renewed.status).toBe(200);
    // A second tab renewing at the same moment through the other instance gets the same pair.
    const again = await renewAt(second, signedIn.refreshToken);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(renewed.json);

    // The window (30 s) has passed: the database's clock says so, whichever instance asks.
    await db.query(
      `update refresh_tokens set used_at = used_at - interval '31 seconds'
       where session_id = $1 and used_at is not null`,
      [sessionOf(signedIn.token)],
    );
    const reused = await renewAt(second, signedIn.refreshToken);
    expect(reused.status).toBe(902);
    // The reuse revoked the session: the holder's pair no longer works, on either instance.
    const pair = renewed.json as Pair;
    expect((await renewAt(first, pair.refreshToken)).status).toBe(902);
    for (const origin of [A, B])
      await expect
        .poll(async () => (await call(origin, 'GET', '/api/v1.1/events/counts', pair.token)).status)
        .toBe(902);
  });
}

test('a session revoked through one instance is refused by the other at once, though its check was cached', async () => {
  const admin = await signInAt(A, accounts.admin);
  // B checks the session and keeps the answer (ten minutes here).
  expect((await call(B, 'GET', '/api/v1.1/events/counts', admin.token)).status).toBe(200);
  expect((await call(A, 'POST', authPaths.logout, admin.token)).status).toBe(200);
  await expect
    .poll(async () => (await call(B, 'GET', '/api/v1.1/events/counts', admin.token)).status)
    .toBe(902);
});

test('a role changed through one instance is honoured by the other, though its check was cached', async () => {
  const superAdmin = (await signInAt(A, accounts.superAdmin)).token;
  const operator = (await signInAt(B, accounts.operator)).token;
  const operatorId = (
    await db.query<{ id: string }>('select id from accounts where email = $1', [accounts.operator])
  ).rows[0]!.id;
  const transactionsOnB = async () =>
    (await call(B, 'GET', '/api/v1.1/admin/balance?page=1&limit=1', operator)).status;
  const setRole = async (role: number) => {
    const res = await call(A, 'PATCH', `/api/v1.1/admin/account/${operatorId}/role`, superAdmin, {
      role,
    });
    expect(res.status, res.text).toBe(200);
  };
  // The wallet list is the admins': the operator is refused, and B keeps the answer.
  expect(await transactionsOnB()).toBe(403);
  try {
    await setRole(8); // ADMIN
    await expect.poll(transactionsOnB).toBe(200);
  } finally {
    await setRole(5); // OPERATOR again
  }
  await expect.poll(transactionsOnB).toBe(403);
});

test("a building renamed through one instance shows under its new name in the other's order list", async () => {
  const token = (await signInAt(A, accounts.superAdmin)).token;
  type Listed = { data: Array<{ building: { _id: string; name: string } | null }> };
  const listOnB = async () =>
    (await call(B, 'GET', '/admin/package?page=1&limit=20', token)).json as Listed;
  // B's list keeps the names in memory once it has read them.
  const shown = (await listOnB()).data.find((o) => o.building)!.building!;
  await listOnB();
  const detail = await call(A, 'GET', `/api/v1.1/admin/building/${shown._id}`, token);
  expect(detail.status, detail.text).toBe(200);
  const building = (detail.json as { data: Record<string, unknown> }).data;
  const name = `Tòa đổi tên ${randomBytes(2).toString('hex')}`;
  const saved = await call(A, 'PUT', `/api/v1.1/admin/building/${shown._id}`, token, {
    name,
    host: building['host'],
    floorNumber: building['floorNumber'],
    address: building['address'],
    status: building['status'],
    description: building['description'] ?? '',
  });
  expect(saved.status, saved.text).toBe(200);
  // The very next list on B: its names are checked against the database's names version.
  const after = (await listOnB()).data.filter((o) => o.building?._id === shown._id);
  expect(after.length).toBeGreaterThan(0);
  for (const o of after) expect(o.building!.name).toBe(name);
});

test('a push is sent once, not once per instance, when both instances run the push queue', async () => {
  // An ADMIN's browser subscribed through A; pending deposits queue a push for it (a trigger).
  const admin = await signInAt(A, accounts.admin);
  const keys = push.subscribe();
  const saved = await call(A, 'PUT', authPaths.savePushToken, admin.token, {
    deviceId: `instances-${randomBytes(4).toString('hex')}`,
    deviceToken: JSON.stringify(keys.subscription),
    deviceType: 'web',
  });
  expect(saved.status, saved.text).toBe(200);
  const path = new URL(keys.subscription.endpoint).pathname;
  const ours = () => push.received.filter((r) => r.path === path).length;
  const queuedForUs = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from push_jobs j join push_tokens t on t.id = j.push_token_id
           where position($1 in t.device_token) > 0`,
          [keys.subscription.endpoint],
        )
      ).rows[0]!.n,
    );
  const deposits = 12;
  for (let i = 0; i < deposits; i++) await writePendingDeposit();
  // Both workers poll the queue; each push is claimed by one (FOR UPDATE SKIP LOCKED) and deleted
  // once sent, so once the queue is empty nothing can be sent again.
  await expect.poll(queuedForUs, { timeout: 60_000 }).toBe(0);
  expect(ours()).toBe(deposits);
});
