/** The buildings domain's enumerations, with their Vietnamese labels (vi-glossary.md). */

export const BuildingStatus = { STOPPED: 0, ACTIVE: 1 } as const;
export type BuildingStatus = (typeof BuildingStatus)[keyof typeof BuildingStatus];
export const buildingStatusLabels: Record<BuildingStatus, string> = {
  [BuildingStatus.STOPPED]: 'Ngừng hoạt động',
  [BuildingStatus.ACTIVE]: 'Đang hoạt động',
};
