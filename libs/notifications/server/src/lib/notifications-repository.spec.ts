import { sql } from 'drizzle-orm';
import type { Database } from '@app/server-db';
import { createTestDatabase } from '@app/server-db/testing';
import type { CreateNotificationBody, SendType } from '@app/notifications-contract';
import { DisplayOn, NotificationType } from '@app/notifications-contract';
import { DIRECT_SEND_TYPE, fanOutNotification, NoticeApp, NoticeType } from '@app/server-core';
import { createNotificationsRepository } from './notifications-repository';

/**
 * The send's repository on the real, migrated, seeded test database, where the routes cannot reach:
 * a caller with a building scope (an operator twin would have one) may only name targets in the
 * buildings it runs, and a send that fails after its first rows leaves nothing behind.
 */
describe('notifications repository', () => {
  let database: Database;
  const q = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute(query)).rows as T[];
  const first = async (query: ReturnType<typeof sql>) =>
    (await q<{ id: string }>(query)).map((r) => r.id.trim());

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** The message of a refusal ('' for an answer). */
  const messageOf = (result: object) =>
    'message' in result && typeof result.message === 'string' ? result.message : '';
  const counts = () =>
    q<{ n: number; r: number; p: number; t: number }>(sql`select
      (select count(*) from notifications)::int as n,
      (select count(*) from notification_recipients)::int as r,
      (select count(*) from push_jobs)::int as p,
      (select count(*) from notification_targets)::int as t`);
  const body = (sendType: SendType, listIds: string[]): CreateNotificationBody => ({
    sendType,
    listIds,
    notificationData: { title: 'Phạm vi', content: '<p>Xin chào</p>' },
  });

  it('refuses, naming them, the targets outside the buildings of the scope; takes those inside', async () => {
    const repo = createNotificationsRepository(database.db, { queue: { enqueue: async () => 0 } });
    const [creator] = await first(
      sql`select id from accounts where email = 'superadmin@example.com'`,
    );
    // Two buildings with verified residents: the scope is the first.
    const [inside, outside] = await first(sql`select p.building_id as id from apartments p
      join accounts a on a.apartment_id = p.id where a.verify group by 1 order by 1 limit 2`);
    expect(outside).toBeDefined();
    const scope = [inside!];
    const [apartmentIn] = await first(sql`select a.apartment_id as id from accounts a
      join apartments p on p.id = a.apartment_id where a.verify and p.building_id = ${inside} order by 1 limit 1`);
    const [apartmentOut] = await first(sql`select a.apartment_id as id from accounts a
      join apartments p on p.id = a.apartment_id where a.verify and p.building_id = ${outside} order by 1 limit 1`);
    const [floorOut] = await first(
      sql`select id from floors where building_id = ${outside} order by id limit 1`,
    );
    const [shopOut] = await first(sql`select s.id from shops s where not exists (
      select 1 from shop_buildings sb where sb.shop_id = s.id and sb.building_id = ${inside}) order by 1 limit 1`);
    const before = await counts();

    const refusals: [SendType, string][] = [
      ['building', outside!],
      ['floor', floorOut!],
      ['apartment', apartmentOut!],
      ['shop', shopOut!],
    ];
    for (const [sendType, id] of refusals) {
      const sent = await repo.create(body(sendType, [id]), creator!, scope);
      expect(sent).toMatchObject({ ok: false, reason: 'invalid' });
      expect(messageOf(sent)).toContain(id);
      const counted = await repo.recipientCount(sendType, [id], scope);
      expect(counted).toMatchObject({ ok: false, reason: 'invalid' });
    }
    // With an apartment inside the scope, only the outside one is named.
    const mixed = await repo.create(
      body('apartment', [apartmentIn!, apartmentOut!]),
      creator!,
      scope,
    );
    expect(messageOf(mixed)).toContain(apartmentOut!);
    expect(messageOf(mixed)).not.toContain(apartmentIn!);
    // An empty scope (an operator who runs no building) reaches nothing.
    expect(await repo.create(body('apartment', [apartmentIn!]), creator!, [])).toMatchObject({
      ok: false,
    });
    expect(await counts()).toEqual(before);

    const expected = await first(
      sql`select id from accounts where verify and apartment_id = ${apartmentIn}`,
    );
    const sent = await repo.create(body('apartment', [apartmentIn!]), creator!, scope);
    expect(sent).toMatchObject({ ok: true, value: { recipientCount: expected.length } });
  });

  it('leaves nothing half-written when the send fails after its inbox rows', async () => {
    const repo = createNotificationsRepository(database.db, {
      queue: {
        enqueue: async () => {
          throw new Error('the queue is down');
        },
      },
    });
    const [creator] = await first(
      sql`select id from accounts where email = 'superadmin@example.com'`,
    );
    const [building] = await first(sql`select p.building_id as id from apartments p
      join accounts a on a.apartment_id = p.id where a.verify group by 1 order by 1 limit 1`);
    const before = await counts();
    await expect(repo.create(body('building', [building!]), creator!, null)).rejects.toThrow(
      'the queue is down',
    );
    expect(await counts()).toEqual(before);
  });

  it('leaves the notifications sent to one account (a feedback reply) out of the list and its creators', async () => {
    // The shared fan-out's values are the contract's.
    expect(NoticeType.ADMIN).toBe(NotificationType.ADMIN);
    expect(NoticeApp.RESIDENT).toBe(DisplayOn.RESIDENT_APP);
    const repo = createNotificationsRepository(database.db, { queue: { enqueue: async () => 0 } });
    const [resident] = await first(sql`select id from accounts where verify order by id limit 1`);
    // A creator who has sent nothing else.
    const [creator] = await first(
      sql`select id from accounts a where not exists (select 1 from notifications n where n.creator_id = a.id) order by id limit 1`,
    );
    const sent = await database.db.transaction((tx) =>
      fanOutNotification(tx, {
        title: 'Trả lời phản hồi: riêng',
        content: '<p>Riêng cho một cư dân</p>',
        pushBody: 'Riêng cho một cư dân',
        type: NoticeType.ADMIN,
        displayOn: [NoticeApp.RESIDENT],
        sendType: DIRECT_SEND_TYPE,
        targetIds: [resident!],
        recipients: [resident!],
        creatorId: creator!,
      }),
    );
    expect(sent.recipientCount).toBe(1);
    const listed = await repo.list({ page: 1, quantity: 500 } as never);
    expect(listed.rows.some((n) => n._id === sent.id)).toBe(false);
    expect(await repo.get(sent.id)).toMatchObject({ ok: false, reason: 'not-found' });
    const creators = await repo.creators({ page: 1, quantity: 500 } as never);
    expect(creators.rows.some((c) => c._id === creator)).toBe(false);
    // It is in the resident's inbox.
    const inbox = await repo.inbox(resident!, { page: 1, quantity: 50 } as never);
    expect(inbox.rows.map((r) => r._id)).toContain(sent.id);
  });
});
