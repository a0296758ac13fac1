import { DisplayOn, NotificationType, SendType } from '@app/contract';
import { notifications as notificationsTable, notificationTargets } from '@app/server-db';
import type { SeededAccounts } from './accounts';
import type { SeededBuildings } from './buildings';
import type { Row, SeedContext } from './context';
import * as data from './data';
import type { SeededShops } from './shops';

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
      displayOn:
        i % 3 === 0
          ? [DisplayOn.RESIDENT_APP, DisplayOn.SHOP_APP]
          : i % 3 === 1
            ? [DisplayOn.RESIDENT_APP]
            : [DisplayOn.SHOP_APP],
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
}
