import { shopStatusLabels, type ShopListItem, type ShopStatus } from '@app/shops-contract';
import type { ExportFile } from '@app/server-core';

/** The shop list's export (`<list path>/export`): every shop its filters select. */
export const shopExport: ExportFile<ShopListItem> = {
  fileStem: 'cua-hang',
  sheetName: 'Cửa hàng',
  columns: [
    { header: 'Tên cửa hàng', value: (r) => r.name, width: 28 },
    { header: 'Số điện thoại', value: (r) => r.phone },
    { header: 'Địa chỉ', value: (r) => r.address, width: 36 },
    { header: 'Đánh giá', value: (r) => r.rate.toFixed(1), width: 10 },
    { header: 'Chủ cửa hàng', value: (r) => r.owner.name, width: 24 },
    { header: 'SĐT chủ cửa hàng', value: (r) => r.owner.phone },
    { header: 'Email chủ cửa hàng', value: (r) => r.owner.email, width: 28 },
    { header: 'Ngày đăng ký', kind: 'datetime', value: (r) => r.createdAt },
    { header: 'Trạng thái', value: (r) => shopStatusLabels[r.status as ShopStatus] ?? '' },
    { header: 'Chờ duyệt vào tòa nhà', value: (r) => (r.needApproval ? 'Có' : 'Không') },
  ],
};
