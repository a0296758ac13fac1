import { sql } from 'drizzle-orm';
import {
  type CreateNotificationAnswer,
  DisplayOn,
  NotificationType,
  type SendType,
  type NotificationListAnswer,
  notificationPath,
  notificationsMessages,
  notificationsPaths,
} from '@app/notifications-contract';
import { Role, staffRoles } from '@app/contract';
import { newId } from '@app/server-db';
import { createStaffTestApp, type StaffTestApp } from '@app/server-core/testing';
import { notificationsPlugin } from './notifications-routes';

/** The notifications API on the real, migrated, seeded test database (PGlite, or PostgreSQL with DATABASE_URL). */
describe('notifications API', () => {
  let t: StaffTestApp;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [notificationsPlugin] });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token = t.tokens.superadmin,
    payload?: object,
  ) => t.call(method, url, { token }, payload);

  const q = async <T>(query: ReturnType<typeof sql>) =>
    (await t.database.db.execute(query)).rows as T[];
  const ids = async (query: ReturnType<typeof sql>) =>
    (await q<{ id: string }>(query)).map((r) => r.id.trim()).sort();

  /** The oracle: who a target reaches, written straight in SQL. */
  const expectedRecipients = (sendType: SendType, targets: string[]) => {
    const list = sql.join(
      targets.map((id) => sql`${id}`),
      sql`, `,
    );
    switch (sendType) {
      case 'building':
        return ids(sql`select distinct a.id from accounts a join apartments p on p.id = a.apartment_id
          where a.verify and p.building_id in (${list})`);
      case 'floor':
        return ids(sql`select distinct a.id from accounts a join apartments p on p.id = a.apartment_id
          where a.verify and p.floor_id in (${list})`);
      case 'apartment':
        return ids(
          sql`select distinct a.id from accounts a where a.verify and a.apartment_id in (${list})`,
        );
      case 'shop':
        return ids(sql`select distinct owner_id as id from shops where id in (${list})`);
    }
  };
  const stored = (notificationId: string) =>
    ids(
      sql`select account_id as id from notification_recipients where notification_id = ${notificationId}`,
    );

  const send = (sendType: SendType, listIds: string[], title = 'Thông báo', token?: string) =>
    call('POST', notificationsPaths.create, token, {
      sendType,
      listIds,
      notificationData: { title, content: '<p>Xin chào <strong>cư dân</strong></p>' },
    });

  /** Targets with residents (buildings, floors, apartments) or shops, from the seeded data. */
  const targets = async (sendType: SendType, n: number) => {
    const query = {
      building: sql`select p.building_id as id from apartments p join accounts a on a.apartment_id = p.id where a.verify group by 1 order by 1 limit ${n}`,
      floor: sql`select p.floor_id as id from apartments p join accounts a on a.apartment_id = p.id where a.verify group by 1 order by 1 limit ${n}`,
      apartment: sql`select a.apartment_id as id from accounts a where a.verify and a.apartment_id is not null group by 1 order by 1 limit ${n}`,
      shop: sql`select id from shops order by id limit ${n}`,
    }[sendType];
    const found = await ids(query);
    expect(found).toHaveLength(n);
    return found;
  };

  it.each<[SendType, number]>([
    ['building', 1],
    ['floor', 2],
    ['apartment', 2],
    ['shop', 3],
  ])(
    'sends to %s targets: one inbox row per recipient, the count exact, the preview the same',
    async (sendType, n) => {
      const listIds = await targets(sendType, n);
      const expected = await expectedRecipients(sendType, listIds);
      expect(expected.length).toBeGreaterThan(0);

      const preview = await call('POST', notificationsPaths.recipientCount, t.tokens.superadmin, {
        sendType,
        listIds,
      });
      expect(preview.json()).toEqual({ data: { count: expected.length } });

      const res = await send(sendType, listIds, `Gửi tới ${sendType}`);
      expect(res.statusCode).toBe(200);
      const answer = res.json() as CreateNotificationAnswer;
      expect(answer.message).toBe(notificationsMessages.sent);
      expect(answer.data.recipientCount).toBe(expected.length);
      expect(await stored(answer.data._id)).toEqual(expected);

      const list = (
        await call(
          'GET',
          `${notificationsPaths.list}?text=${encodeURIComponent(`Gửi tới ${sendType}`)}`,
        )
      ).json() as NotificationListAnswer;
      expect(list.data[0]).toMatchObject({
        _id: answer.data._id,
        sendType,
        listIds: [...listIds].sort(),
        recipientCount: expected.length,
        type: NotificationType.ADMIN,
        displayOn: sendType === 'shop' ? [DisplayOn.SHOP_APP] : [DisplayOn.RESIDENT_APP],
        creater: { name: expect.any(String), email: 'superadmin@example.com' },
      });
    },
  );

  it('writes nothing when a target does not exist, and names it in the 400', async () => {
    const counts = () =>
      q<{ n: number; r: number; p: number; t: number }>(sql`select
        (select count(*) from notifications)::int as n,
        (select count(*) from notification_recipients)::int as r,
        (select count(*) from push_jobs)::int as p,
        (select count(*) from notification_targets)::int as t`);
    const before = await counts();
    const [real] = await targets('apartment', 1);
    const ghost = newId();
    const res = await send('apartment', [real!, ghost]);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(ghost);
    expect((res.json() as { message: string }).message).not.toContain(real);
    // An id of another kind (a building id sent as an apartment) is unknown too.
    const [building] = await targets('building', 1);
    const wrongKind = await send('apartment', [building!]);
    expect(wrongKind.statusCode).toBe(400);
    const preview = await call('POST', notificationsPaths.recipientCount, t.tokens.superadmin, {
      sendType: 'floor',
      listIds: [ghost],
    });
    expect(preview.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with 400 and the form messages of spec section 5', async () => {
    const message = async (payload: object) => {
      const res = await call('POST', notificationsPaths.create, t.tokens.superadmin, payload);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    const [apartment] = await targets('apartment', 1);
    const data = { title: 'Tiêu đề', content: '<p>Nội dung</p>' };
    const toApartment = (notificationData: object) => ({
      sendType: 'apartment',
      listIds: [apartment],
      notificationData,
    });
    const cases: [payload: object, expected: string][] = [
      [{ listIds: [apartment], notificationData: data }, notificationsMessages.sendTypeRequired],
      [{ ...toApartment(data), listIds: [] }, notificationsMessages.sendTypeRequired],
      [{ ...toApartment(data), listIds: 'x' }, notificationsMessages.sendTypeRequired],
      [toApartment({ ...data, title: '  ' }), notificationsMessages.titleRequired],
      [toApartment({ ...data, content: '' }), notificationsMessages.contentRequired],
      // Content that is nothing once sanitised is no content.
      [
        toApartment({ ...data, content: '<script>alert(1)</script><p> </p>' }),
        notificationsMessages.contentRequired,
      ],
    ];
    for (const [payload, expected] of cases) expect(await message(payload)).toContain(expected);
    expect((await call('GET', `${notificationsPaths.list}?type=9`)).statusCode).toBe(400);
    expect((await call('GET', `${notificationsPaths.list}?displayOn=3`)).statusCode).toBe(400);
    expect((await call('GET', `${notificationsPaths.list}?user=nope`)).statusCode).toBe(400);
  });

  it('stores the content sanitised', async () => {
    const [apartment] = await targets('apartment', 1);
    const res = await call('POST', notificationsPaths.create, t.tokens.superadmin, {
      sendType: 'apartment',
      listIds: [apartment],
      notificationData: {
        title: 'XSS',
        content:
          '<p onclick="alert(1)">Hi <strong>bold</strong><script>alert(2)</script>' +
          '<a href="javascript:alert(3)">x</a><img src="https://evil.example/x.png" onerror="alert(4)">' +
          '<img src="/api/v1/uploads/files/image/0123456789abcdef01234567.png"></p>',
      },
    });
    expect(res.statusCode).toBe(200);
    const id = (res.json() as CreateNotificationAnswer).data._id;
    const [row] = await q<{ content: string }>(
      sql`select content from notifications where id = ${id}`,
    );
    const detail = await call('GET', notificationPath(notificationsPaths.detail, id));
    expect((detail.json() as { data: { content: string } }).data.content).toBe(row!.content);
    expect(row!.content).toBe(
      '<p>Hi <strong>bold</strong><a target="_blank" rel="noopener noreferrer nofollow">x</a>' +
        '<img src="/api/v1/uploads/files/image/0123456789abcdef01234567.png" /></p>',
    );
  });

  it('lists with the filters (title accent-insensitive, type, display-on, creator) and deletes', async () => {
    const [shop] = await targets('shop', 1);
    const sent = (
      await send('shop', [shop!], 'Ưu đãi Ngựa Vằn đặc biệt')
    ).json() as CreateNotificationAnswer;
    const list = async (query: string) =>
      (
        (await call('GET', `${notificationsPaths.list}?${query}`)).json() as NotificationListAnswer
      ).data.map((r) => r._id);

    expect(await list('text=NGUA%20van%20DAC')).toEqual([sent.data._id]);
    expect(await list(`text=ngua%20van&displayOn=${DisplayOn.SHOP_APP}`)).toEqual([sent.data._id]);
    expect(await list(`text=ngua%20van&displayOn=${DisplayOn.RESIDENT_APP}`)).toEqual([]);
    expect(await list(`text=ngua%20van&type=${NotificationType.ADMIN}`)).toEqual([sent.data._id]);
    expect(await list(`text=ngua%20van&type=${NotificationType.FIRE_ALARM}`)).toEqual([]);
    const [superadmin] = await ids(
      sql`select id from accounts where email = 'superadmin@example.com'`,
    );
    expect(await list(`text=ngua%20van&user=${superadmin}`)).toEqual([sent.data._id]);
    expect(await list(`text=ngua%20van&user=${newId()}`)).toEqual([]);

    // Totals and paging against SQL.
    const [{ n }] = (await q<{ n: number }>(
      sql`select count(*)::int as n from notifications where send_type <> 'staff'`,
    )) as [{ n: number }];
    const page = (
      await call('GET', `${notificationsPaths.list}?quantity=2&page=1`)
    ).json() as NotificationListAnswer;
    expect(page.total).toBe(n);
    expect(page.data).toHaveLength(Math.min(2, n));

    const path = notificationPath(notificationsPaths.detail, sent.data._id);
    expect((await call('DELETE', path)).statusCode).toBe(200);
    expect(await list('text=ngua%20van')).toEqual([]);
    expect(await stored(sent.data._id)).toEqual([]);
    const again = await call('DELETE', path);
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { message: notificationsMessages.notFound },
    ]);
  });

  it('opens a sent notification: its content, its targets by name, its recipients and how many have read it (issue 29 item 5)', async () => {
    const floorsSent = await targets('floor', 2);
    const res = await send('floor', floorsSent, 'Lịch cắt nước');
    expect(res.statusCode).toBe(200);
    const { _id: id, recipientCount } = (res.json() as CreateNotificationAnswer).data;
    const path = notificationPath(notificationsPaths.detail, id);
    type Detail = {
      data: {
        title: string;
        content: string;
        recipientCount: number;
        readCount: number;
        targets: { _id: string; name: string }[];
      };
    };
    const open = async () => {
      const answer = await call('GET', path);
      expect(answer.statusCode).toBe(200);
      return (answer.json() as Detail).data;
    };
    const names = await q<{ id: string; name: string }>(
      sql`select f.id, b.name || ' · ' || f.name as name from floors f join buildings b on b.id = f.building_id
        where f.id in (${sql.join(
          floorsSent.map((f) => sql`${f}`),
          sql`, `,
        )})`,
    );
    const first = await open();
    expect(first).toMatchObject({
      title: 'Lịch cắt nước',
      content: '<p>Xin chào <strong>cư dân</strong></p>',
      recipientCount,
      readCount: 0,
    });
    expect(first.targets.map((x) => x._id).sort()).toEqual([...floorsSent].sort());
    expect(Object.fromEntries(first.targets.map((x) => [x._id.trim(), x.name]))).toEqual(
      Object.fromEntries(names.map((r) => [r.id.trim(), r.name])),
    );

    // Two residents read it in their app (it writes the inbox's read time).
    expect(recipientCount).toBeGreaterThanOrEqual(2);
    await t.database.db.execute(
      sql`update notification_recipients set read_at = now() where notification_id = ${id}
        and account_id in (select account_id from notification_recipients where notification_id = ${id}
        order by account_id limit 2)`,
    );
    expect((await open()).readCount).toBe(2);

    // Only the super admin opens it; an id that is not one is a 404.
    for (const who of ['admin', 'operator'] as const)
      expect((await call('GET', path, t.tokens[who])).statusCode).toBe(403);
    expect(
      (await call('GET', notificationPath(notificationsPaths.detail, newId()))).statusCode,
    ).toBe(404);
  });

  it('offers as creators exactly the accounts whose notifications the list shows: staff, searchable (audit item 12)', async () => {
    type Answer = { data: { _id: string; name: string; role: number }[]; total: number };
    const creators = async (query = '') => {
      const res = await call('GET', `${notificationsPaths.creators}?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as Answer;
    };
    const want = await ids(
      sql`select distinct creator_id as id from notifications where send_type <> 'staff'`,
    );
    expect(want.length).toBeGreaterThan(0);
    const all = await creators(`quantity=100`);
    expect(all.data.map((r) => r._id.trim()).sort()).toEqual(want);
    expect(all.total).toBe(want.length);
    // They are staff, and each one's filter finds their notifications.
    const roles = await q<{ role: number }>(
      sql`select distinct role from accounts where id in (select creator_id from notifications where send_type <> 'staff')`,
    );
    expect(roles.every((r) => staffRoles.includes(Number(r.role) as Role))).toBe(true);
    for (const c of all.data) {
      const list = (
        await call('GET', `${notificationsPaths.list}?user=${c._id}&quantity=1`)
      ).json() as NotificationListAnswer;
      expect({ c: c._id, total: list.total > 0 }).toEqual({ c: c._id, total: true });
    }
    // A search by name narrows; paging answers the total.
    const first = all.data[0]!;
    const found = await creators(`text=${encodeURIComponent(first.name)}`);
    expect(found.data.map((r) => r._id)).toContain(first._id);
    expect((await creators('text=khong-co-ai-ten-nay')).data).toEqual([]);
    expect((await creators('quantity=1')).data).toHaveLength(1);
    // Bad input is a 400 in Vietnamese; other roles get 403.
    const bad = await call('GET', `${notificationsPaths.creators}?quantity=0`);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toMatch(/Số bản ghi/);
    for (const token of [t.tokens.admin, t.tokens.operator])
      expect((await call('GET', notificationsPaths.creators, token)).statusCode).toBe(403);
  });

  it('searches floor and apartment targets within one building when buildingId is given (audit item 20)', async () => {
    type Answer = { data: { _id: string; name: string }[]; total: number };
    const [building] = await q<{ id: string; name: string }>(
      sql`select b.id, b.name from buildings b where exists (select 1 from apartments a where a.building_id = b.id)
          order by b.name limit 1`,
    );
    const search = async (query: string) => {
      const res = await call('GET', `${notificationsPaths.targets}?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
      return res.json() as Answer;
    };
    for (const [sendType, table] of [
      ['floor', 'floors'],
      ['apartment', 'apartments'],
    ] as const) {
      const want = await ids(
        sql`select id from ${sql.raw(table)} where building_id = ${building!.id.trim()}`,
      );
      expect(want.length).toBeGreaterThan(0);
      const page = await search(
        `sendType=${sendType}&buildingId=${building!.id.trim()}&quantity=500`,
      );
      expect(page.data.map((r) => r._id.trim()).sort()).toEqual(want);
      expect(page.total).toBe(want.length);
      const everywhere = await search(`sendType=${sendType}&quantity=1`);
      expect(everywhere.total).toBeGreaterThan(want.length);
    }
    const bad = await call('GET', `${notificationsPaths.targets}?sendType=floor&buildingId=abc`);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toMatch(
      /[ạảãáàâấầẩẫậăắằẳẵặđêếềểễệôốồổỗộơớờởỡợư]/i,
    );
  });

  it('gives the screen to the super admin only; the unread count to every staff member', async () => {
    const [apartment] = await targets('apartment', 1);
    for (const token of [t.tokens.admin, t.tokens.operator]) {
      expect((await call('GET', notificationsPaths.list, token)).statusCode).toBe(403);
      expect((await send('apartment', [apartment!], 'x', token)).statusCode).toBe(403);
      expect(
        (await call('DELETE', notificationPath(notificationsPaths.detail, newId()), token))
          .statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: notificationsPaths.list })).statusCode).toBe(
      401,
    );
    // The seeded inbox of each demo staff member (staff notices, see staff-pushes.spec.ts).
    for (const [who, token] of Object.entries(t.tokens)) {
      const [{ n }] = (await q<{ n: number }>(
        sql`select count(*)::int as n from notification_recipients r join accounts a on a.id = r.account_id
          where a.email = ${`${who}@example.com`} and r.read_at is null`,
      )) as [{ n: number }];
      expect(n).toBeGreaterThan(0);
      const res = await call('GET', notificationsPaths.unreadCount, token);
      expect(res.json()).toEqual({ data: { count: n } });
    }
  });

  it("counts the signed-in member's unread inbox rows", async () => {
    const [operator] = await ids(sql`select id from accounts where email = 'operator@example.com'`);
    const [n1] = await ids(sql`select id from notifications where send_type <> 'staff' limit 1`);
    await t.database.db.execute(
      sql`update notification_recipients set read_at = now() where account_id = ${operator}`,
    );
    await t.database.db.execute(
      sql`insert into notification_recipients (notification_id, account_id) values (${n1}, ${operator})`,
    );
    expect((await call('GET', notificationsPaths.unreadCount, t.tokens.operator)).json()).toEqual({
      data: { count: 1 },
    });
    await t.database.db.execute(
      sql`update notification_recipients set read_at = now() where account_id = ${operator}`,
    );
    expect((await call('GET', notificationsPaths.unreadCount, t.tokens.operator)).json()).toEqual({
      data: { count: 0 },
    });
  });
});
