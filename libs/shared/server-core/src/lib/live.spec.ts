import { Writable } from 'node:stream';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { accounts, liveEvents, orders, refreshSessions } from '@app/server-db';
import { livePaths, Role, type LiveEvent } from '@app/contract';
import { createStaffTestApp, tokenFor, type StaffTestApp } from '../testing';
import { visibleTo, type StoredLiveEvent } from './live-hub';
import { livePlugin, LiveStream } from './live-plugin';

interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** A stream read as a browser would (fetch with the Authorization header), frame by frame. */
interface OpenStream {
  status: number;
  frames: Frame[];
  ended: boolean;
  changes(): LiveEvent[];
  /** Resolves once a frame satisfying `pred` has arrived (a state, not a time). */
  until(pred: (frames: Frame[]) => boolean, what: string): Promise<void>;
  close(): void;
}

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const at = line.indexOf(': ');
    if (at < 0) continue;
    const field = line.slice(0, at);
    const value = line.slice(at + 2);
    if (field === 'id' || field === 'event' || field === 'data') frame[field] = value;
  }
  return frame;
}

async function openStream(
  base: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const aborter = new AbortController();
  const res = await fetch(`${base}${livePaths.events}`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: aborter.signal,
  });
  const stream: OpenStream = {
    status: res.status,
    frames: [],
    ended: false,
    changes: () =>
      stream.frames
        .filter((f) => f.event === 'change')
        .map((f) => JSON.parse(f.data!) as LiveEvent),
    async until(pred, what) {
      const end = Date.now() + 10_000;
      while (!pred(stream.frames)) {
        if (stream.ended) throw new Error(`the stream ended before ${what}`);
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => aborter.abort(),
  };
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          stream.frames.push(parseFrame(buffer.slice(0, at)));
          buffer = buffer.slice(at + 2);
        }
      }
    } catch {
      // aborted
    }
    stream.ended = true;
  })();
  return stream;
}

const ready = (frames: Frame[]) => frames.some((f) => f.event === 'ready');

describe('live operations (GET /api/v1.1/events)', () => {
  let t: StaffTestApp;
  let base: string;
  const streams: OpenStream[] = [];
  const open = async (token: string, headers?: Record<string, string>) => {
    const s = await openStream(base, token, headers);
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [livePlugin] });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(() => t.close());

  /** The first account of a role, for the direct SQL changes. */
  const firstOf = async (role: Role) => {
    const [row] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.role, role))
      .limit(1);
    return row!;
  };
  /** An order of a building, for the direct SQL changes. */
  const orderIn = async (buildingIds: string[]) => {
    const [row] = await t.database.db
      .select({ id: orders.id, buildingId: orders.buildingId })
      .from(orders)
      .where(inArray(orders.buildingId, buildingIds))
      .limit(1);
    return row!;
  };

  it('refuses a caller without a token, and a malformed Last-Event-ID', async () => {
    const res = await fetch(`${base}${livePaths.events}`);
    expect(res.status).toBe(401);
    const bad = await t.call('GET', `${livePaths.events}?lastEventId=abc`, 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Mã sự kiện cuối không hợp lệ' });
  });

  it('carries a change made by a direct SQL insert, without personal data', async () => {
    const s = await open(t.tokens.admin);
    expect(s.status).toBe(200);
    await s.until(ready, 'the stream to open');
    const resident = await firstOf(Role.USER);
    // As the residents' app would: straight into the database, not through this API.
    const inserted = await t.database.db.execute<{ id: string }>(
      sql`INSERT INTO transactions (id, transaction_code, account_id, type, amount, content)
          VALUES (staff_new_id(), 'LIVE-1', ${resident.id}, 0, 120000, 'Nạp tiền Phạm Thị')
          RETURNING id`,
    );
    const id = inserted.rows[0]!.id;
    await s.until(() => s.changes().some((e) => e.recordId === id), 'the transaction event');
    const event = s.changes().find((e) => e.recordId === id)!;
    expect(event).toMatchObject({ kind: 'transaction', op: 'insert', status: '0', buildings: [] });
    const frame = s.frames.find((f) => f.data?.includes(id))!;
    expect(frame.id).toBe(event.id);
    expect(frame.data).not.toMatch(/120000|Phạm|LIVE-1/);
  });

  it("never gives an operator another building's event, nor a kind its role does not read", async () => {
    const s = await open(t.tokens.operator);
    await s.until(ready, 'the stream to open');
    const foreign = await orderIn([t.foreignBuilding]);
    const own = await orderIn(t.operatorBuildings);
    await t.database.db.execute(sql`UPDATE orders SET status = 20 WHERE id = ${foreign.id}`);
    await t.database.db.execute(
      sql`UPDATE transactions SET status = 2 WHERE id IN (SELECT id FROM transactions LIMIT 1)`,
    );
    await t.database.db.execute(sql`UPDATE orders SET status = 20 WHERE id = ${own.id}`);
    await s.until(() => s.changes().some((e) => e.recordId === own.id), 'its own order');
    // Events are delivered in commit order: the foreign change, committed first, would be here.
    expect(s.changes().map((e) => e.recordId)).not.toContain(foreign.id);
    expect(s.changes().every((e) => e.kind === 'order')).toBe(true);
    for (const e of s.changes())
      expect(e.buildings.some((b) => t.operatorBuildings.includes(b))).toBe(true);
  });

  it('resumes from Last-Event-ID with the events it missed, and resets from an unknown one', async () => {
    const first = await open(t.tokens.superadmin);
    await first.until(ready, 'the stream to open');
    const a = await orderIn(t.operatorBuildings);
    await t.database.db.execute(sql`UPDATE orders SET status = 2 WHERE id = ${a.id}`);
    await first.until(() => s0(first).length > 0, 'the first change');
    const lastId = s0(first)[0]!.id;
    first.close();

    // Changed while nobody listened (the API restarting, a lost connection).
    const [b] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(isNotNull(orders.buildingId), notInArray(orders.id, [a.id])))
      .limit(1);
    await t.database.db.execute(sql`UPDATE orders SET status = 3 WHERE id = ${b!.id}`);
    await t.database.db.execute(sql`DELETE FROM orders WHERE id = ${a.id}`);

    const again = await open(t.tokens.superadmin, { 'last-event-id': lastId });
    await again.until(ready, 'the resumed stream to open');
    const missed = again.changes();
    expect(missed.map((e) => [e.recordId, e.op])).toEqual([
      [b!.id, 'update'],
      [a.id, 'delete'],
    ]);
    expect(missed.every((e) => Number(e.id) > Number(lastId))).toBe(true);

    // An id the table no longer holds (older than the retention): the console reloads everything.
    const unknown = await open(t.tokens.superadmin, { 'last-event-id': '999999999' });
    await unknown.until(ready, 'the stream to open');
    expect(unknown.frames.filter((f) => f.event === 'reset')).toHaveLength(1);

    function s0(s: OpenStream) {
      return s.changes().filter((e) => e.recordId === a.id);
    }
  });

  it('gives a new stream the id to resume from, so a reconnect misses what came meanwhile', async () => {
    const first = await open(t.tokens.superadmin);
    await first.until(ready, 'the stream to open');
    const readyId = first.frames.find((f) => f.event === 'ready')!.id!;
    expect(readyId).toMatch(/^\d+$/);
    first.close();
    const order = await orderIn(t.operatorBuildings);
    await t.database.db.execute(sql`UPDATE orders SET status = 5 WHERE id = ${order.id}`);
    const again = await open(t.tokens.superadmin, { 'last-event-id': readyId });
    await again.until(ready, 'the resumed stream');
    expect(again.changes().map((e) => [e.recordId, e.status])).toEqual([[order.id, '5']]);
  });

  it("closes a stream at once when its session is revoked (another instance's logout)", async () => {
    const token = await tokenFor(t, 'operator@example.com');
    const s = await open(token);
    await s.until(ready, 'the stream to open');
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    // Straight in the database, as another API instance's logout would.
    await t.database.db
      .update(refreshSessions)
      .set({ revokedAt: new Date() })
      .where(eq(refreshSessions.id, sid));
    await s.until(() => s.ended, 'the stream to close');
    expect(s.ended).toBe(true);
    // And it cannot be opened again.
    const res = await fetch(`${base}${livePaths.events}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(902);
  });

  it('drops the cached session checks when the feed reports a revocation or a role change made elsewhere (another instance)', async () => {
    const sidOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string })
        .sid;
    const counts = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: livePaths.counts,
        headers: { authorization: `Bearer ${token}` },
      });
    // Two sessions of the admin; the first one's check is cached (5 s in the test config).
    const cached = await tokenFor(t, 'admin@example.com');
    const watched = await tokenFor(t, 'admin@example.com');
    expect((await counts(cached)).statusCode).toBe(200);
    const s = await open(watched);
    await s.until(ready, 'the stream to open');
    // Both revoked by one statement, straight in the database: their events come in one delivery,
    // and the cache is dropped before any stream sees it, so once the second session's stream has
    // closed the first session's cached check is gone too.
    await t.database.db
      .update(refreshSessions)
      .set({ revokedAt: new Date() })
      .where(inArray(refreshSessions.id, [sidOf(cached), sidOf(watched)]));
    await s.until(() => s.ended, 'the stream to close');
    expect((await counts(cached)).statusCode).toBe(902);

    // A role changed in the database: the next request reads it, though the check was cached.
    const operator = await tokenFor(t, 'operator@example.com');
    const [op] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'operator@example.com'));
    expect((await counts(operator)).json().data.pendingTransactions).toBeNull();
    const superadmin = await open(t.tokens.superadmin);
    await superadmin.until(ready, 'the super admin stream');
    await t.database.db.update(accounts).set({ role: Role.ADMIN }).where(eq(accounts.id, op!.id));
    try {
      await superadmin.until(
        () => superadmin.changes().some((e) => e.kind === 'account' && e.recordId === op!.id),
        'the role change',
      );
      expect((await counts(operator)).json().data.pendingTransactions).toEqual(expect.any(Number));
    } finally {
      await t.database.db
        .update(accounts)
        .set({ role: Role.OPERATOR })
        .where(eq(accounts.id, op!.id));
    }
  });

  it('gives an inbox event to its staff recipients only', async () => {
    const admin = await open(t.tokens.admin);
    const operator = await open(t.tokens.operator);
    await admin.until(ready, 'the admin stream');
    await operator.until(ready, 'the operator stream');
    const resident = await firstOf(Role.USER);
    // A pending transaction: migration 0011 writes a staff notice to the admins (not the operators).
    const inserted = await t.database.db.execute<{ id: string }>(
      sql`INSERT INTO transactions (id, transaction_code, account_id, type, amount)
          VALUES (staff_new_id(), 'LIVE-2', ${resident.id}, 1, 50000) RETURNING id`,
    );
    await admin.until(
      () => admin.changes().some((e) => e.kind === 'inbox'),
      'the notice in the admin inbox',
    );
    await admin.until(
      () => admin.changes().some((e) => e.recordId === inserted.rows[0]!.id),
      'the transaction',
    );
    // The operator's stream saw the whole commit pass (its own heartbeat of events): nothing of it.
    await t.database.db.execute(
      sql`UPDATE orders SET status = 4 WHERE id = ${(await orderIn(t.operatorBuildings)).id}`,
    );
    await operator.until(() => operator.changes().length > 0, 'its own order');
    expect(operator.changes().some((e) => e.kind === 'inbox' || e.kind === 'transaction')).toBe(
      false,
    );
  });

  it("carries a shipper's changes without personal data, to an operator only of its buildings or of none", async () => {
    const admin = await open(t.tokens.admin);
    const operator = await open(t.tokens.operator);
    await admin.until(ready, 'the admin stream');
    await operator.until(ready, 'the operator stream');
    const [own, elsewhere] = [t.operatorBuildings[0]!, t.foreignBuilding];
    // As the shippers' app would: straight into the database.
    const insert = async (buildingId: string | null, n: number) =>
      (
        await t.database.db.execute<{ id: string }>(
          sql`INSERT INTO shippers (id, name, email, phone, building_id, staff_code)
              VALUES (staff_new_id(), ${`Trần Văn Giao ${n}`}, ${`giao${n}@example.com`},
                      ${`090912345${n}`}, ${buildingId}, ${`LIVE-S${n}`}) RETURNING id`,
        )
      ).rows[0]!.id;
    const foreign = await insert(elsewhere, 1);
    const homeless = await insert(null, 2);
    const mine = await insert(own, 3);
    const set = (id: string, change: ReturnType<typeof sql>) =>
      t.database.db.execute(sql`UPDATE shippers SET ${change} WHERE id = ${id}`);
    await set(mine, sql`status = 1`);
    // Given a building: it leaves every operator's list but this one's, which all must hear of.
    await set(homeless, sql`building_id = ${elsewhere}`);
    await set(foreign, sql`name = 'Trần Văn Giao Mới'`);
    // Not on the list: no event.
    await set(mine, sql`rejected_reason = 'Không liên lạc được'`);
    await set(mine, sql`status = 2`);
    const last = (s: OpenStream) => () =>
      s.changes().some((e) => e.recordId === mine && e.status === '2');
    await operator.until(last(operator), 'the last change of its shipper');
    await admin.until(last(admin), 'the last change of the shipper');

    const seen = (s: OpenStream) =>
      s
        .changes()
        .filter((e) => e.kind === 'shipper')
        .map((e) => [e.recordId, e.op, e.status, e.buildings]);
    expect(seen(admin)).toEqual([
      [foreign, 'insert', '0', [elsewhere]],
      [homeless, 'insert', '0', []],
      [mine, 'insert', '0', [own]],
      [mine, 'update', '1', [own]],
      [homeless, 'update', '0', []],
      [foreign, 'update', '0', [elsewhere]],
      [mine, 'update', '2', [own]],
    ]);
    expect(seen(operator)).toEqual([
      [homeless, 'insert', '0', []],
      [mine, 'insert', '0', [own]],
      [mine, 'update', '1', [own]],
      [homeless, 'update', '0', []],
      [mine, 'update', '2', [own]],
    ]);
    for (const frame of admin.frames.filter((f) => f.data?.includes('"shipper"')))
      expect(frame.data).not.toMatch(/Giao|example\.com|0909|LIVE-S/);
  });

  it('announces only the notifications of the notification list, not the staff notices nor a reply to one account', async () => {
    const s = await open(t.tokens.superadmin);
    await s.until(ready, 'the stream to open');
    const resident = await firstOf(Role.USER);
    const creator = await firstOf(Role.SUPER_ADMIN);
    // A pending deposit: migration 0011 writes a staff notice ('staff').
    await t.database.db.execute(
      sql`INSERT INTO transactions (id, transaction_code, account_id, type, amount)
          VALUES (staff_new_id(), 'LIVE-3', ${resident.id}, 0, 70000)`,
    );
    const notify = async (sendType: string) =>
      (
        await t.database.db.execute<{ id: string }>(
          sql`INSERT INTO notifications (id, title, send_type, creator_id)
              VALUES (staff_new_id(), 'Thông báo', ${sendType}, ${creator.id}) RETURNING id`,
        )
      ).rows[0]!.id;
    const reply = await notify('account');
    const listed = await notify('building');
    await s.until(() => s.changes().some((e) => e.recordId === listed), 'the listed one');
    await t.database.db.execute(sql`DELETE FROM notifications WHERE id IN (${reply}, ${listed})`);
    await s.until(
      () => s.changes().some((e) => e.recordId === listed && e.op === 'delete'),
      'its deletion',
    );
    expect(
      s
        .changes()
        .filter((e) => e.kind === 'notification')
        .map((e) => [e.recordId, e.op]),
    ).toEqual([
      [listed, 'insert'],
      [listed, 'delete'],
    ]);
  });

  it('answers the counts of the work queues each role reads', async () => {
    const admin = await t.call('GET', livePaths.counts, 'admin');
    expect(admin.statusCode).toBe(200);
    const pending = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM transactions WHERE status = 0`,
    );
    expect(admin.json().data).toMatchObject({
      pendingAccounts: null,
      pendingTransactions: Number(pending.rows[0]!.n),
      unprocessedFeedback: null,
    });
    const operator = (await t.call('GET', livePaths.counts, 'operator')).json().data;
    const mine = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE status = 1 AND building_id IN (${sql.join(
        t.operatorBuildings.map((b) => sql`${b}`),
        sql`, `,
      )})`,
    );
    expect(operator.pendingOrders).toBe(Number(mine.rows[0]!.n));
    expect(operator.pendingTransactions).toBeNull();
    expect(typeof operator.pendingAccounts).toBe('number');
  });

  it('deletes events older than the retention', async () => {
    await t.database.db.execute(
      sql`UPDATE live_events SET created_at = now() - interval '2 days' WHERE id = (SELECT min(id) FROM live_events)`,
    );
    expect(await t.app.live.sweep()).toBe(1);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(liveEvents)
      .where(sql`${liveEvents.createdAt} < now() - interval '1 day'`);
    expect(row!.n).toBe(0);
  });
});

describe('LiveStream', () => {
  it('disconnects a client that lets its queue grow past the bound', () => {
    // A client that reads nothing: nothing written ever leaves the queue.
    const stuck = new Writable({ highWaterMark: 16, write: () => undefined });
    const stream = new LiveStream(stuck, 1024);
    let closed = false;
    stream.whenClosed(() => (closed = true));
    for (let i = 0; i < 100 && !closed; i++)
      stream.event('change', { id: String(i), pad: 'x'.repeat(100) }, i);
    expect(closed).toBe(true);
    expect(stuck.writableLength).toBeLessThan(1024 + 200);
  });
});

describe('visibleTo (who reads an event)', () => {
  const operator = { id: 'op', role: Role.OPERATOR, buildings: ['b1'] };
  const shipper = (op: 'update' | 'bulk', buildings: string[]): StoredLiveEvent => ({
    id: 1,
    kind: 'shipper',
    op,
    recordId: op === 'bulk' ? null : 's1',
    buildings,
    status: op === 'bulk' ? null : '1',
    accounts: null,
  });

  it("gives an operator a shipper's event of its buildings, or of none (its list shows those), never another's", () => {
    expect(visibleTo(shipper('update', ['b1']), operator)).toBe(true);
    expect(visibleTo(shipper('update', []), operator)).toBe(true);
    expect(visibleTo(shipper('update', ['b2']), operator)).toBe(false);
    // A bulk change's buildings leave out the shippers without one: every operator reloads.
    expect(visibleTo(shipper('bulk', ['b2']), operator)).toBe(true);
    // Any other kind without a building is not an operator's.
    expect(visibleTo({ ...shipper('update', []), kind: 'order' }, operator)).toBe(false);
    for (const role of [Role.SUPER_ADMIN, Role.ADMIN])
      expect(visibleTo(shipper('update', ['b2']), { id: 'x', role, buildings: [] })).toBe(true);
  });
});
