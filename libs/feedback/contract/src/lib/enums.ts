/**
 * The feedback domain's enumerations: their values (the database's vocabulary too: the demo-data seeder and the
 * schema's comments use them) and their Vietnamese labels (vi-glossary.md). They live here, not in the
 * shared contract, so that changing one reaches only this domain and the apps (README, "What a change
 * reaches").
 */

export const FeedbackStatus = { UNPROCESSED: 0, RESOLVED: 1 } as const;
export type FeedbackStatus = (typeof FeedbackStatus)[keyof typeof FeedbackStatus];
export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  [FeedbackStatus.UNPROCESSED]: 'Chưa xử lý',
  [FeedbackStatus.RESOLVED]: 'Đã xử lý',
};
