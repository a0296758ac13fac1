import {
  feedbackStatusLabels,
  type FeedbackItem,
  type FeedbackStatus,
} from '@app/feedback-contract';
import type { ExportFile } from '@app/server-core';

/** The feedback list's export (`<list path>/export`): every feedback its filters select. */
export const feedbackExport: ExportFile<FeedbackItem> = {
  fileStem: 'phan-hoi',
  sheetName: 'Phản hồi',
  columns: [
    { header: 'Phản hồi', value: (r) => r.title, width: 32 },
    { header: 'Thẻ', value: (r) => r.tag },
    { header: 'Nội dung', value: (r) => r.content, width: 48 },
    { header: 'Trạng thái', value: (r) => feedbackStatusLabels[r.status as FeedbackStatus] ?? '' },
    { header: 'Số hình ảnh', kind: 'number', value: (r) => r.images.length },
    { header: 'Người gửi', value: (r) => r.author.name, width: 24 },
    { header: 'SĐT người gửi', value: (r) => r.author.phone },
    { header: 'Căn hộ', value: (r) => r.apartment?.name },
    { header: 'Tòa nhà', value: (r) => r.building?.name, width: 24 },
    { header: 'Thời gian tạo', kind: 'datetime', value: (r) => r.createdAt },
  ],
};
