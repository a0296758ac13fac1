import {
  displayOnLabels,
  notificationTypeLabels,
  sendTypeLabels,
  type DisplayOn,
  type Notification,
  type NotificationType,
  type SendType,
} from '@app/notifications-contract';
import type { ExportFile } from '@app/server-core';

/** The sent notification list's export (`<list path>/export`): every notification its filters select. */
export const notificationExport: ExportFile<Notification> = {
  fileStem: 'thong-bao',
  sheetName: 'Thông báo',
  columns: [
    { header: 'Tiêu đề', value: (r) => r.title, width: 40 },
    { header: 'Loại', value: (r) => notificationTypeLabels[r.type as NotificationType] ?? '' },
    { header: 'Người tạo', value: (r) => r.creater?.name, width: 24 },
    { header: 'Email người tạo', value: (r) => r.creater?.email, width: 28 },
    { header: 'Gửi tới', value: (r) => sendTypeLabels[r.sendType as SendType] ?? r.sendType },
    { header: 'Số nơi nhận', kind: 'number', value: (r) => r.listIds.length },
    {
      header: 'Hiển thị trên',
      value: (r) => r.displayOn.map((d) => displayOnLabels[d as DisplayOn] ?? d).join(', '),
      width: 32,
    },
    { header: 'Số người nhận', kind: 'number', value: (r) => r.recipientCount },
    { header: 'Ngày tạo', kind: 'datetime', value: (r) => r.createdAt },
  ],
};
