/**
 * The buildings domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

import { labelledEnum } from '@app/contract';

export const { byName: BuildingStatus, labels: buildingStatusLabels } = labelledEnum({
  STOPPED: [0, 'Ngừng hoạt động'],
  ACTIVE: [1, 'Đang hoạt động'],
});
export type BuildingStatus = (typeof BuildingStatus)[keyof typeof BuildingStatus];
