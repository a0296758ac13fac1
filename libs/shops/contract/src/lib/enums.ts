/**
 * The shops domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

import { labelledEnum } from '@app/contract';

export const { byName: ShopStatus, labels: shopStatusLabels } = labelledEnum({
  INACTIVE: [0, 'Ngừng hoạt động'],
  ACTIVE: [1, 'Đang hoạt động'],
  AWAITING_CONFIRMATION: [2, 'Chờ xác nhận'],
});
export type ShopStatus = (typeof ShopStatus)[keyof typeof ShopStatus];

/** Shop-building link state. */
export const ShopBuildingStatus = { PENDING: 'pending', ACTIVE: 'active' } as const;
export type ShopBuildingStatus = (typeof ShopBuildingStatus)[keyof typeof ShopBuildingStatus];
