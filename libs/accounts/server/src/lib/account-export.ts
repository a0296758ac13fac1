import { roleLabels, type Role } from '@app/contract';
import { verifyStateLabels, type AccountListItem, type VerifyState } from '@app/accounts-contract';
import type { ExportFile } from '@app/server-core';

/** The account list's export (`<list path>/export`), its pending variant included (`verify`). */
export const accountExport: ExportFile<AccountListItem> = {
  fileStem: 'tai-khoan',
  sheetName: 'Tài khoản',
  columns: [
    { header: 'Họ tên', value: (r) => r.name, width: 24 },
    { header: 'Email', value: (r) => r.email, width: 28 },
    { header: 'Số điện thoại', value: (r) => r.phone },
    { header: 'Căn hộ', value: (r) => r.apartment?.name },
    { header: 'Tầng', value: (r) => r.floor?.name },
    { header: 'Tòa nhà', value: (r) => r.building?.name, width: 24 },
    { header: 'Vai trò', value: (r) => roleLabels[r.role as Role] ?? '' },
    { header: 'Trạng thái', value: (r) => verifyStateLabels[r.verifyState as VerifyState] ?? '' },
    { header: 'Số dư', kind: 'money', value: (r) => r.balance },
    { header: 'Số dư chờ xử lý', kind: 'money', value: (r) => r.balancePending },
    { header: 'Ngày tạo', kind: 'datetime', value: (r) => r.createdAt },
  ],
};
