/**
 * The shops domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

export const ShopStatus = { INACTIVE: 0, ACTIVE: 1, AWAITING_CONFIRMATION: 2 } as const;
export type ShopStatus = (typeof ShopStatus)[keyof typeof ShopStatus];
export const shopStatusLabels: Record<ShopStatus, string> = {
  [ShopStatus.INACTIVE]: 'Ngừng hoạt động',
  [ShopStatus.ACTIVE]: 'Đang hoạt động',
  [ShopStatus.AWAITING_CONFIRMATION]: 'Chờ xác nhận',
};

/** Shop-building link state. */
export const ShopBuildingStatus = { PENDING: 'pending', ACTIVE: 'active' } as const;
export type ShopBuildingStatus = (typeof ShopBuildingStatus)[keyof typeof ShopBuildingStatus];
