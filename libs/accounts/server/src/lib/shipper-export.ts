import type { z } from 'zod';
import {
  shipperStatusLabels,
  type ShipperAdminRow,
  type shipperListQuerySchema,
} from '@app/accounts-contract';
import type { ExportColumn, ListExport } from '@app/server-core';
import type { createShippersAdmin } from './shippers-admin';

/** The shipper export's columns: what the shipper screen shows, one column a fact. */
export const shipperExportColumns: readonly ExportColumn<ShipperAdminRow>[] = [
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
];

/** The shipper list's export (`<list path>/export`): every shipper its filters select. */
export const shipperExport = (
  repo: ReturnType<typeof createShippersAdmin>,
): ListExport<z.output<typeof shipperListQuerySchema>, ShipperAdminRow> => ({
  fileStem: 'shipper',
  sheetName: 'Shipper',
  columns: shipperExportColumns,
  rows: repo.exportRows,
});
