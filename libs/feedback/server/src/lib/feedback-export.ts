import {
  feedbackStatusLabels,
  type FeedbackItem,
  type FeedbackStatus,
  type ListFeedbackFilter,
} from '@app/feedback-contract';
import type { ListExport } from '@app/server-core';
import type { FeedbackRepository } from './feedback-repository';

/** The feedback export's columns: what the list shows, one column a fact. */
export const feedbackExportColumns: ListExport<ListFeedbackFilter, FeedbackItem>['columns'] = [
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
];

/** The feedback list's export (`<list path>/export`): every feedback its filters select. */
export const feedbackExport = (
  repo: FeedbackRepository,
): ListExport<ListFeedbackFilter, FeedbackItem> => ({
  fileStem: 'phan-hoi',
  sheetName: 'Phản hồi',
  columns: feedbackExportColumns,
  rows: repo.exportRows,
});
