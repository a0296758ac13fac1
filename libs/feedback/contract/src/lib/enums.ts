/**
 * The feedback domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

import { labelledEnum } from '@app/contract';

export const { byName: FeedbackStatus, labels: feedbackStatusLabels } = labelledEnum({
  UNPROCESSED: [0, 'Chưa xử lý'],
  RESOLVED: [1, 'Đã xử lý'],
});
export type FeedbackStatus = (typeof FeedbackStatus)[keyof typeof FeedbackStatus];
