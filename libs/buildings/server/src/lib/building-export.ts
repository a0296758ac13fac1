import {
  buildingStatusLabels,
  type BuildingListItem,
  type BuildingStatus,
} from '@app/buildings-contract';
import type { ExportFile } from '@app/server-core';

/** The building list's export (`<list path>/export`): every building its filters select. */
export const buildingExport: ExportFile<BuildingListItem> = {
  fileStem: 'toa-nha',
  sheetName: 'Tòa nhà',
  columns: [
    { header: 'Tên tòa nhà', value: (r) => r.name, width: 28 },
    { header: 'Địa chỉ', value: (r) => r.address, width: 40 },
    { header: 'Chủ đầu tư', value: (r) => r.host, width: 24 },
    { header: 'Tổng số tầng', kind: 'number', value: (r) => r.floorNumber },
    { header: 'Trạng thái', value: (r) => buildingStatusLabels[r.status as BuildingStatus] ?? '' },
    { header: 'Mô tả', value: (r) => r.description, width: 40 },
    { header: 'Ngày tạo', kind: 'datetime', value: (r) => r.createdAt },
  ],
};
