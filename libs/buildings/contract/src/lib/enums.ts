/**
 * The buildings domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

export const BuildingStatus = { STOPPED: 0, ACTIVE: 1 } as const;
export type BuildingStatus = (typeof BuildingStatus)[keyof typeof BuildingStatus];
export const buildingStatusLabels: Record<BuildingStatus, string> = {
  [BuildingStatus.STOPPED]: 'Ngừng hoạt động',
  [BuildingStatus.ACTIVE]: 'Đang hoạt động',
};
