import { FeedbackStatus, type FeedbackItem } from '@app/feedback-contract';
import { describeListExports } from '@app/server-core/testing';
import { feedbackPlugin } from './feedback-routes';

describeListExports(
  'the feedback list export',
  [feedbackPlugin],
  [
    {
      path: '/api/v1.1/admin/feedback',
      operatorPath: '/api/v1.1/operator/feedback',
      sheet: 'Phản hồi',
      header: 'Phản hồi',
      value: (f: FeedbackItem) => f.title,
      filters: [`status=${FeedbackStatus.RESOLVED}`, `sort=createdAt`],
      numbers: ['Số hình ảnh'],
    },
  ],
);
