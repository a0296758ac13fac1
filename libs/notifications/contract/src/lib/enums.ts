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

export const NotificationType = {
  SYSTEM: 0,
  ADMIN: 1,
  SHOP: 2,
  FOR_SHOP: 3,
  FIRE_ALARM: 4,
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
export const notificationTypeLabels: Record<NotificationType, string> = {
  [NotificationType.SYSTEM]: 'Hệ thống',
  [NotificationType.ADMIN]: 'Quản trị',
  [NotificationType.SHOP]: 'Cửa hàng',
  [NotificationType.FOR_SHOP]: 'Dành cho cửa hàng',
  [NotificationType.FIRE_ALARM]: 'Báo cháy',
};

/** The two apps a notification or product list can be shown on (spec: ids 1 and 2). */
export const DisplayOn = { RESIDENT_APP: 1, SHOP_APP: 2 } as const;
export type DisplayOn = (typeof DisplayOn)[keyof typeof DisplayOn];
export const displayOnLabels: Record<DisplayOn, string> = {
  [DisplayOn.RESIDENT_APP]: 'Ứng dụng cư dân',
  [DisplayOn.SHOP_APP]: 'Ứng dụng cửa hàng',
};

export const SendType = {
  BUILDING: 'building',
  FLOOR: 'floor',
  APARTMENT: 'apartment',
  SHOP: 'shop',
} as const;
export type SendType = (typeof SendType)[keyof typeof SendType];
export const sendTypeLabels: Record<SendType, string> = {
  building: 'Tòa nhà',
  floor: 'Tầng',
  apartment: 'Căn hộ',
  shop: 'Cửa hàng',
};
