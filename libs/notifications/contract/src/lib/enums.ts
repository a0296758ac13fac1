/**
 * The notifications domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 *
 * What they mean:
 * - `NotificationType` (spec 000 §4 "types 0 to 4"): 0 SYSTEM 'Hệ thống' (the staff notices the
 *   database writes), 1 ADMIN 'Quản trị' (what the console sends), 2 SHOP 'Cửa hàng', 3 FOR_SHOP
 *   'Dành cho cửa hàng', 4 FIRE_ALARM 'Báo cháy';
 * - `DisplayOn` (§4 "two apps exist", values not shown; ours): 1 RESIDENT_APP 'Ứng dụng cư dân',
 *   2 SHOP_APP 'Ứng dụng cửa hàng' (see `displayOnForSendType`);
 * - `SendType` (§3): 'building', 'floor', 'apartment', 'shop'.
 */

import { labelledEnum } from '@app/contract';

export const {
  byName: NotificationType,
  labels: notificationTypeLabels,
  values: notificationTypeValues,
} = labelledEnum({
  SYSTEM: [0, 'Hệ thống'],
  ADMIN: [1, 'Quản trị'],
  SHOP: [2, 'Cửa hàng'],
  FOR_SHOP: [3, 'Dành cho cửa hàng'],
  FIRE_ALARM: [4, 'Báo cháy'],
});
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** The two apps a notification or product list can be shown on (spec: ids 1 and 2). */
export const {
  byName: DisplayOn,
  labels: displayOnLabels,
  values: displayOnValues,
} = labelledEnum({
  RESIDENT_APP: [1, 'Ứng dụng cư dân'],
  SHOP_APP: [2, 'Ứng dụng cửa hàng'],
});
export type DisplayOn = (typeof DisplayOn)[keyof typeof DisplayOn];

export const {
  byName: SendType,
  labels: sendTypeLabels,
  values: sendTypeValues,
} = labelledEnum({
  BUILDING: ['building', 'Tòa nhà'],
  FLOOR: ['floor', 'Tầng'],
  APARTMENT: ['apartment', 'Căn hộ'],
  SHOP: ['shop', 'Cửa hàng'],
});
export type SendType = (typeof SendType)[keyof typeof SendType];
