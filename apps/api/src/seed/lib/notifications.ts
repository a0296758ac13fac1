import { sql } from 'drizzle-orm';

import { notifications as notificationsTable, notificationTargets } from '@app/server-db';
import type { SeededAccounts } from './accounts';
import type { SeededBuildings } from './buildings';
import type { Row, SeedContext } from './context';
import * as data from './data';
import type { SeededShops } from './shops';
import { DisplayOn, NotificationType, SendType } from '@app/notifications-contract';

const sendTypes = [SendType.BUILDING, SendType.FLOOR, SendType.APARTMENT, SendType.SHOP];
const types = [
  NotificationType.SYSTEM,
  NotificationType.ADMIN,
  NotificationType.SHOP,
  NotificationType.FOR_SHOP,
  NotificationType.FIRE_ALARM,
] as const;

/**
 * Notifications by the staff over the last 90 days, every send type and notification type in turn,
 * each sent to one to three buildings, floors, apartments or shops.
 */
export async function seedNotifications(
  ctx: SeedContext,
  {
    staff,
    buildings,
    floors,
    apartments,
    shops,
  }: Pick<SeededAccounts, 'staff'> & SeededBuildings & Pick<SeededShops, 'shops'>,
): Promise<void> {
  const { rng } = ctx;
  const creators = [staff.superAdmin, staff.admin, staff.operator];
  const rows: Row<'notifications'>[] = [];
  const targets: Row<'notificationTargets'>[] = [];
  for (let i = 0; i < ctx.size.notifications; i++) {
    const createdAt = ctx.randomPast(90);
    const id = rng.id(createdAt);
    const sendType = sendTypes[i % sendTypes.length]!;
    const title = rng.pick(data.notificationTitles);
    rows.push({
      id,
      title,
      content: `<p><strong>${title}</strong></p><p>${ctx.faker.lorem.sentences(2)}</p>`,
      type: types[i % types.length]!,
      // As the send route sets it (the notifications contract's displayOnForSendType).
      displayOn: sendType === SendType.SHOP ? [DisplayOn.SHOP_APP] : [DisplayOn.RESIDENT_APP],
      sendType,
      creatorId: rng.pick(creators).id!,
      createdAt,
    });
    const pool: readonly { id?: string }[] =
      sendType === SendType.BUILDING
        ? buildings
        : sendType === SendType.FLOOR
          ? floors
          : sendType === SendType.APARTMENT
            ? apartments
            : shops;
    const ids = new Set<string>();
    const n = rng.int(1, 3);
    for (let k = 0; k < n; k++) ids.add(rng.pick(pool).id!);
    for (const targetId of ids) targets.push({ notificationId: id, targetId });
  }
  await ctx.insert(notificationsTable, rows);
  await ctx.insert(notificationTargets, targets);
  // Each notification's inbox entries, resolved as the send route resolves its targets
  // (notifications-server's recipientsQuery): the verified residents of the chosen buildings,
  // floors or apartments, the owners of the chosen shops; so the list's recipient counts are real.
  await ctx.db.execute(sql`
    insert into notification_recipients (notification_id, account_id, created_at)
    select n.id, a.id, n.created_at from notifications n
    join notification_targets t on t.notification_id = n.id
    join apartments p on case n.send_type when 'building' then p.building_id = t.target_id
      when 'floor' then p.floor_id = t.target_id else p.id = t.target_id end
    join accounts a on a.apartment_id = p.id and a.verify
    where n.send_type in ('building', 'floor', 'apartment')
    union
    select n.id, s.owner_id, n.created_at from notifications n
    join notification_targets t on t.notification_id = n.id
    join shops s on s.id = t.target_id
    where n.send_type = 'shop'`);
}

/** The triggers of migration 0009 that notify the staff of new pending rows (docs/decisions.md). */
export const staffPushTriggers = [
  ['transactions', 'transactions_staff_push'],
  ['feedback', 'feedback_staff_push'],
  ['accounts', 'accounts_staff_push'],
] as const;

/**
 * Turns the staff-notice triggers off (`enabled` false) while the bulk steps write 90 days of past
 * rows (nobody should be told of them one by one), and back on after.
 */
export async function setStaffPushTriggers(ctx: Pick<SeedContext, 'db'>, enabled: boolean) {
  for (const [table, trigger] of staffPushTriggers) {
    await ctx.db.execute(
      sql.raw(`ALTER TABLE "${table}" ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER "${trigger}"`),
    );
  }
}

/** How many of the newest pending rows of each kind get a staff notice in the demo data. */
const STAFF_NOTICES_PER_KIND = 3;

/**
 * The demo staff's inbox: the staff notices of the newest pending transactions, unprocessed feedback
 * and pending accounts (the operator's buildings first), written by the same database functions the
 * triggers call, so the top bar shows a count on `npm start`. The oldest notice of each kind is read.
 * Their ids come from the database (random), unlike the rest of the seeded data.
 */
export async function seedStaffNotices(ctx: Pick<SeedContext, 'db'>): Promise<number> {
  const n = STAFF_NOTICES_PER_KIND;
  const res = await ctx.db.execute<{ id: string | null }>(sql`
    select staff_notify_transaction(t) as id from (
      select * from transactions where status = 0 order by created_at desc, id desc limit ${n}) t
    union all
    select staff_notify_feedback(f) from (
      select f.* from feedback f
      where f.status = 0
      order by (f.building_id in (select building_id from account_buildings)) desc nulls last,
        f.created_at desc, f.id desc
      limit ${n}) f
    union all
    select staff_notify_account(a, a.created_at) from (
      select a.* from accounts a
      where a.apartment_id is not null and not a.verify
      order by (a.building_id in (select building_id from account_buildings)) desc nulls last,
        a.created_at desc, a.id desc
      limit ${n}) a`);
  // The oldest notice of each kind is already read, so the inbox shows both states.
  await ctx.db.execute(sql`
    update notification_recipients r set read_at = n.created_at + interval '1 hour'
    from notifications n
    where n.id = r.notification_id and n.send_type = 'staff' and n.id in (
      select distinct on (split_part(source, ':', 1)) id from notifications
      where send_type = 'staff' order by split_part(source, ':', 1), created_at, id)`);
  return res.rows.filter((r) => r.id !== null).length;
}
