import { sql } from 'drizzle-orm';
import {
  type InboxAnswer,
  type MarkReadAnswer,
  notificationPath,
  notificationsMessages,
  notificationsPaths,
  type UnreadCountAnswer,
} from '@app/notifications-contract';
import { newId, pushTokens } from '@app/server-db';
import { createStaffTestApp, type Staff, type StaffTestApp } from '@app/server-core/testing';
import { notificationsPlugin } from './notifications-routes';

type Who = Staff;

/**
 * Staff pushes (migration 0009's triggers) on the real, migrated, seeded test database: rows written
 * by SQL, as the residents' app writes them, notify exactly the staff who may act on them, in the
 * same transaction; and the inbox calls (list, mark one read, mark all read).
 */
describe('staff pushes and the inbox', () => {
  let t: StaffTestApp;
  const ids = {} as Record<Who, string>;
  let otherSuperAdmin: string;
  let resident: { id: string; apartment_id: string };
  let operatorBuilding: string;
  let otherBuilding: string;

  const db = () => t.database.db;
  const q = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
  const call = (method: 'GET' | 'PUT', url: string, who: Who = 'superadmin') =>
    t.call(method, url, who);

  /** Queued pushes per subscription (device id), newest state. */
  const queued = async () =>
    (
      await q<{ device: string; n: number }>(sql`select t.device_id as device, count(*)::int as n
        from push_jobs j join push_tokens t on t.id = j.push_token_id group by 1 order by 1`)
    ).reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.device]: r.n }), {});
  const recipientsOf = async (source: string) =>
    (
      await q<{ id: string }>(sql`select r.account_id as id from notification_recipients r
        join notifications n on n.id = r.notification_id where n.source = ${source} order by 1`)
    ).map((r) => r.id.trim());
  const staffWithRoles = async (roles: number[], building?: string) =>
    (
      await q<{ id: string }>(
        sql`select id from accounts where role in (${sql.join(
          roles.map((r) => sql`${r}`),
          sql`, `,
        )}) ${
          building
            ? sql`or (role = 5 and id in (select account_id from account_buildings where building_id = ${building}))`
            : sql``
        } order by 1`,
      )
    ).map((r) => r.id.trim());
  const unread = async (who: Who) =>
    ((await call('GET', notificationsPaths.unreadCount, who)).json() as UnreadCountAnswer).data
      .count;

  beforeAll(async () => {
    t = await createStaffTestApp({
      plugins: [(app) => notificationsPlugin(app, { pushWorker: false })],
    });
    for (const [who, email] of [
      ['superadmin', 'superadmin@example.com'],
      ['admin', 'admin@example.com'],
      ['operator', 'operator@example.com'],
    ] as const) {
      const [row] = await q<{ id: string }>(sql`select id from accounts where email = ${email}`);
      ids[who] = row!.id.trim();
    }
    // A second super admin, to show every super admin is told, not only the demo one.
    otherSuperAdmin = newId();
    await db().execute(sql`insert into accounts (id, name, email, role, verify)
      values (${otherSuperAdmin}, 'Quản trị hai', 'superadmin2@example.com', 0, true)`);
    [operatorBuilding] = t.operatorBuildings;
    otherBuilding = t.foreignBuilding;
    [resident] = await q<{ id: string; apartment_id: string }>(
      sql`select a.id, a.apartment_id from accounts a join apartments p on p.id = a.apartment_id
        where a.role = 1 and a.verify and p.building_id = ${operatorBuilding!} order by a.id limit 1`,
    );
    // Web subscriptions: two for the demo super admin, one for each other staff member and the
    // resident, and an app (not web) token of the admin, which is never pushed through Web Push.
    await db().execute(sql`delete from push_tokens`);
    const web = (accountId: string, deviceId: string) => ({
      accountId,
      deviceId,
      deviceToken: JSON.stringify({
        endpoint: `https://push.example.com/${deviceId}`,
        keys: { p256dh: 'x', auth: 'y' },
      }),
    });
    await db()
      .insert(pushTokens)
      .values([
        web(ids.superadmin, 'super-1'),
        web(ids.superadmin, 'super-2'),
        web(otherSuperAdmin, 'super2'),
        web(ids.admin, 'admin'),
        web(ids.operator, 'operator'),
        web(resident!.id, 'resident'),
        { ...web(ids.admin, 'admin-app'), deviceType: 'android' },
      ]);
  });
  afterAll(() => t.close());
  beforeEach(() => db().execute(sql`delete from push_jobs`));

  const insertTransaction = async (status: number, type = 0) => {
    const id = newId();
    await db()
      .execute(sql`insert into transactions (id, transaction_code, account_id, type, amount, status)
      values (${id}, ${`GD${id.slice(-10)}`}, ${resident.id}, ${type}, 1250000, ${status})`);
    return id;
  };

  it('a pending transaction pushes every super admin and admin once per web subscription, and no one else', async () => {
    const before = { superadmin: await unread('superadmin'), operator: await unread('operator') };
    const id = await insertTransaction(0, 1);
    expect(await queued()).toEqual({ 'super-1': 1, 'super-2': 1, super2: 1, admin: 1 });
    expect(await recipientsOf(`transaction:${id}`)).toEqual(await staffWithRoles([0, 8]));
    expect(await unread('superadmin')).toBe(before.superadmin + 1);
    expect(await unread('operator')).toBe(before.operator);
    const [job] = await q<{ payload: string }>(sql`select payload from push_jobs limit 1`);
    expect(JSON.parse(job!.payload)).toEqual({
      title: 'Giao dịch chờ xử lý',
      body: expect.stringMatching(/ yêu cầu rút 1\.250\.000 ₫ \(GD/),
      url: '/dashboard/transaction?status=0',
    });
    // Its decision (an UPDATE away from pending) and an approved row tell no one.
    await db().execute(sql`update transactions set status = 1 where id = ${id}`);
    await insertTransaction(1);
    expect(Object.values(await queued()).reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('writes nothing when the inserting transaction rolls back', async () => {
    const id = newId();
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into transactions (id, transaction_code, account_id, type, amount, status)
          values (${id}, ${`GD${id.slice(-10)}`}, ${resident.id}, 0, 1000, 0)`);
        throw new Error('the app failed');
      }),
    ).rejects.toThrow('the app failed');
    expect(await queued()).toEqual({});
    expect(await recipientsOf(`transaction:${id}`)).toEqual([]);
  });

  it('new feedback pushes the super admins and the operators of its building only', async () => {
    const inside = newId();
    await db().execute(sql`insert into feedback (id, title, author_id, apartment_id, building_id)
      values (${inside}, 'Thang máy hỏng', ${resident.id}, ${resident.apartment_id}, ${operatorBuilding})`);
    expect(await queued()).toEqual({ 'super-1': 1, 'super-2': 1, super2: 1, operator: 1 });
    expect(await recipientsOf(`feedback:${inside}`)).toEqual(
      await staffWithRoles([0], operatorBuilding),
    );
    expect(await recipientsOf(`feedback:${inside}`)).toContain(ids.operator);

    await db().execute(sql`delete from push_jobs`);
    const outside = newId();
    await db().execute(sql`insert into feedback (id, title, author_id, building_id)
      values (${outside}, 'Ồn ào', ${resident.id}, ${otherBuilding})`);
    expect(await queued()).toEqual({ 'super-1': 1, 'super-2': 1, super2: 1 });
    expect(await recipientsOf(`feedback:${outside}`)).toEqual(
      await staffWithRoles([0], otherBuilding),
    );
    expect(await recipientsOf(`feedback:${outside}`)).not.toContain(ids.operator);
    const [notice] = await q<{ title: string; content: string; url: string; send_type: string }>(
      sql`select title, content, url, send_type from notifications where source = ${`feedback:${outside}`}`,
    );
    expect(notice).toMatchObject({
      title: 'Phản hồi mới',
      url: '/dashboard/feedback?status=0',
      send_type: 'staff',
    });
    expect(notice!.content).toMatch(/^<p>.*: Ồn ào \(.+\)<\/p>$/);
  });

  it('an account becoming pending (an apartment, not verified) pushes the super admins and its building operators, once', async () => {
    const [newcomer] = await q<{ id: string }>(
      sql`select id from accounts where role = 1 and apartment_id is null order by id limit 1`,
    );
    const id = newcomer!.id.trim();
    const [apartment] = await q<{ id: string; building_id: string; floor_id: string }>(
      sql`select id, building_id, floor_id from apartments where building_id = ${operatorBuilding} order by id limit 1`,
    );
    // As the residents' app would: the account asks to live in an apartment.
    await db()
      .execute(sql`update accounts set apartment_id = ${apartment!.id}, floor_id = ${apartment!.floor_id},
      building_id = ${apartment!.building_id}, verify = false where id = ${id}`);
    expect(await queued()).toEqual({ 'super-1': 1, 'super-2': 1, super2: 1, operator: 1 });
    const [notice] = await q<{ source: string; title: string; url: string }>(
      sql`select source, title, url from notifications where creator_id = ${id} and send_type = 'staff'`,
    );
    expect(notice).toMatchObject({ title: 'Tài khoản chờ duyệt', url: '/dashboard/user?verify=1' });
    expect(await recipientsOf(notice!.source)).toEqual(await staffWithRoles([0], operatorBuilding));
    // Idempotent: other changes of the pending account (and the same state again) tell no one more.
    await db().execute(
      sql`update accounts set name = name || ' A', verify = false where id = ${id}`,
    );
    expect(Object.values(await queued()).reduce((a, b) => a + b, 0)).toBe(4);
    // Approved, then nothing; a resident created already verified tells no one either.
    await db().execute(sql`update accounts set verify = true where id = ${id}`);
    expect(Object.values(await queued()).reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('lists the own inbox newest first, marks one and then all read, and the unread count follows', async () => {
    await insertTransaction(0);
    const res = await call('GET', `${notificationsPaths.inbox}?quantity=5`);
    expect(res.statusCode).toBe(200);
    const inbox = res.json() as InboxAnswer;
    expect(inbox.data.length).toBeLessThanOrEqual(5);
    expect(inbox.unread).toBe(await unread('superadmin'));
    const [first, second] = inbox.data;
    expect(first).toMatchObject({
      title: 'Giao dịch chờ xử lý',
      url: '/dashboard/transaction?status=0',
      readAt: null,
    });
    expect(first!.createdAt >= second!.createdAt).toBe(true);
    const [sqlCount] = await q<{ n: number }>(
      sql`select count(*)::int as n from notification_recipients where account_id = ${ids.superadmin}`,
    );
    expect(inbox.total).toBe(sqlCount!.n);

    const before = inbox.unread;
    const marked = await call('PUT', notificationPath(notificationsPaths.read, first!._id));
    expect(marked.statusCode).toBe(200);
    expect((marked.json() as MarkReadAnswer).data).toEqual({ updated: 1, unread: before - 1 });
    expect(await unread('superadmin')).toBe(before - 1);
    // Again: already read, nothing changes.
    const again = await call('PUT', notificationPath(notificationsPaths.read, first!._id));
    expect((again.json() as MarkReadAnswer).data).toEqual({ updated: 0, unread: before - 1 });
    // The other super admin's entry of the same notice is still unread.
    const [theirs] = await q<{ read_at: Date | null }>(
      sql`select read_at from notification_recipients where account_id = ${otherSuperAdmin} and notification_id = ${first!._id}`,
    );
    expect(theirs!.read_at).toBeNull();

    const all = await call('PUT', notificationsPaths.readAll);
    expect(all.statusCode).toBe(200);
    expect((all.json() as MarkReadAnswer).data).toEqual({ updated: before - 1, unread: 0 });
    expect(await unread('superadmin')).toBe(0);
  });

  it("cannot mark another staff member's entry: 404, and theirs stays unread", async () => {
    const id = newId();
    await db().execute(sql`insert into feedback (id, title, author_id, building_id)
      values (${id}, 'Bãi xe', ${resident.id}, ${otherBuilding})`);
    const [notice] = await q<{ id: string }>(
      sql`select id from notifications where source = ${`feedback:${id}`}`,
    );
    // The admin is not a recipient of feedback.
    const res = await call('PUT', notificationPath(notificationsPaths.read, notice!.id), 'admin');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: notificationsMessages.notFound });
    const [entry] = await q<{ n: number }>(
      sql`select count(*)::int as n from notification_recipients where notification_id = ${notice!.id} and read_at is null`,
    );
    expect(entry!.n).toBe((await staffWithRoles([0], otherBuilding)).length);
  });

  it('answers 400 in Vietnamese for a bad id or page, never 500', async () => {
    for (const url of [
      notificationPath(notificationsPaths.read, 'abc'),
      notificationPath(notificationsPaths.read, `${'z'.repeat(24)}`),
    ]) {
      const res = await call('PUT', url);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toContain('Mã thông báo không hợp lệ');
    }
    for (const query of ['page=0', 'page=1e300', 'quantity=51', 'quantity=abc', 'page=-1']) {
      const res = await call('GET', `${notificationsPaths.inbox}?${query}`);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/không hợp lệ|Số bản ghi/);
    }
  });

  it('is for every staff role and only for them; the admin list leaves the staff notices out', async () => {
    for (const who of ['superadmin', 'admin', 'operator'] as const) {
      expect((await call('GET', notificationsPaths.inbox, who)).statusCode).toBe(200);
      expect((await call('PUT', notificationsPaths.readAll, who)).statusCode).toBe(200);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: notificationsPaths.inbox });
    expect(anonymous.statusCode).toBe(401);
    const list = await call('GET', `${notificationsPaths.list}?quantity=500`);
    const rows = (list.json() as { data: { sendType: string }[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.sendType === 'staff')).toBe(false);
  });
});
