import { weekdayLabels, type SpecialCategory } from '@app/categories-contract';
import type { ExportFile } from '@app/server-core';

/** The week from Monday to Sunday, as the list's tags show it. */
const week = (days: number[]) =>
  [...days]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((d) => weekdayLabels[d])
    .join(', ');

/** The special category list's export (`<list path>/export`): every category its filters select. */
export const specialCategoryExport: ExportFile<SpecialCategory> = {
  fileStem: 'danh-muc-tuy-chinh',
  sheetName: 'Danh mục tùy chỉnh',
  columns: [
    { header: 'Tên danh mục', value: (r) => r.name, width: 28 },
    { header: 'Mã danh mục', value: (r) => r.key, width: 24 },
    {
      header: 'Ngày trong tuần',
      value: (r) => (r.scheduleDetail ? week(r.scheduleDetail.week) : 'Chưa đặt lịch'),
      width: 36,
    },
    {
      header: 'Khung giờ',
      value: (r) =>
        !r.scheduleDetail
          ? ''
          : r.scheduleDetail.startTime && r.scheduleDetail.endTime
            ? `${r.scheduleDetail.startTime} - ${r.scheduleDetail.endTime}`
            : 'Cả ngày',
    },
    { header: 'Từ ngày', value: (r) => r.scheduleDetail?.startDate },
    { header: 'Đến ngày', value: (r) => r.scheduleDetail?.endDate },
    { header: 'Trạng thái', value: (r) => (r.active ? 'Đang hoạt động' : 'Ngừng hoạt động') },
    { header: 'Đang diễn ra', value: (r) => (r.liveNow ? 'Có' : 'Không') },
    { header: 'Mua ngay', value: (r) => (r.buyNow ? 'Có' : 'Không') },
    { header: 'Số sản phẩm', kind: 'number', value: (r) => r.productCount },
    { header: 'Số sản phẩm chờ duyệt', kind: 'number', value: (r) => r.pendingCount },
    { header: 'Ngày tạo', kind: 'datetime', value: (r) => r.createdAt },
  ],
};
