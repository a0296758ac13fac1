import { shipperStatusLabels, type ShipperAdminRow } from '@app/accounts-contract';
import type { ExportFile } from '@app/server-core';

/** The shipper list's export (`<list path>/export`): every shipper its filters select. */
export const shipperExport: ExportFile<ShipperAdminRow> = {
  fileStem: 'shipper',
  sheetName: 'Shipper',
  columns: [
    { header: 'Họ tên', value: (r) => r.name, width: 24 },
    { header: 'Email', value: (r) => r.email, width: 28 },
    { header: 'Số điện thoại', value: (r) => r.phone },
    { header: 'Tòa nhà', value: (r) => r.building?.name, width: 24 },
    { header: 'Mã nhân viên', value: (r) => r.staffCode },
    { header: 'Trạng thái', value: (r) => shipperStatusLabels[r.status] ?? '' },
    { header: 'Ngày đăng ký', kind: 'datetime', value: (r) => r.createdAt },
    { header: 'Ngày duyệt', kind: 'datetime', value: (r) => r.approvedAt },
    { header: 'Ngày từ chối', kind: 'datetime', value: (r) => r.rejectedAt },
    { header: 'Lý do từ chối', value: (r) => r.rejectedReason, width: 32 },
  ],
};
