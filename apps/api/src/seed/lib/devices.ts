import { ActivityLogType, DeviceType } from '@app/contract';
import {
  activityLogs,
  devices as devicesTable,
  pushTokens as pushTokensTable,
} from '@app/server-db';
import type { SeededAccounts } from './accounts';
import type { Row, SeedContext } from './context';
import * as data from './data';
import { DAY_MS } from './random';

const deviceNames: Record<DeviceType, string> = {
  [DeviceType.ANDROID]: 'Samsung Galaxy A54',
  [DeviceType.IOS]: 'iPhone 14',
  [DeviceType.WEB]: 'Chrome trên Windows',
  [DeviceType.OTHER]: 'Máy tính bảng',
};

/**
 * Devices (half of the first ones with a push token) and recent activity logs of the demo accounts
 * and about a third of the residents.
 */
export async function seedDevices(
  ctx: SeedContext,
  { staff, demoMerchant, residents }: Pick<SeededAccounts, 'staff' | 'demoMerchant' | 'residents'>,
): Promise<void> {
  const { rng, nowMs } = ctx;
  const devices: Row<'devices'>[] = [];
  const pushTokens: Row<'pushTokens'>[] = [];
  const activity: Row<'activityLogs'>[] = [];
  const [demoResident] = residents;
  const owners = [
    staff.superAdmin,
    staff.admin,
    staff.operator,
    demoResident!,
    demoMerchant,
    ...residents.filter(() => rng.bool(0.3)),
  ];
  const since = (owner: Row<'accounts'>, days: number) =>
    new Date(Math.max(owner.createdAt!.getTime(), nowMs - Math.floor(rng.next() * days * DAY_MS)));
  for (const owner of owners) {
    const n = rng.int(1, 2);
    for (let k = 0; k < n; k++) {
      const createdAt = since(owner, 200);
      const type = rng.pick([DeviceType.ANDROID, DeviceType.IOS, DeviceType.WEB, DeviceType.OTHER]);
      const id = rng.id(createdAt);
      const uid = rng.hex32() + rng.hex32();
      devices.push({ id, accountId: owner.id!, name: deviceNames[type], uid, type, createdAt });
      if (k === 0 && rng.bool(0.5)) {
        pushTokens.push({
          id: rng.id(createdAt),
          accountId: owner.id!,
          deviceId: uid,
          deviceToken: `tok_${rng.hex32()}${rng.hex32()}${rng.hex32()}`,
          deviceType: type,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    const logs = rng.int(2, 6);
    for (let k = 0; k < logs; k++) {
      const createdAt = since(owner, 60);
      const [title, message, type] = rng.pick(data.activityTitles);
      activity.push({
        id: rng.id(createdAt),
        accountId: owner.id!,
        title,
        message,
        type: type as ActivityLogType,
        createdAt,
      });
    }
  }
  await ctx.insert(devicesTable, devices);
  await ctx.insert(pushTokensTable, pushTokens);
  await ctx.insert(activityLogs, activity);
}
