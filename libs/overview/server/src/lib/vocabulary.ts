/**
 * The order and feedback states the overview's figures count by. They are the orders and feedback
 * domains' own (`OrderStatus`, `FeedbackStatus` in their contracts); a domain may not import another
 * (Nx module boundaries), so the few the figures need are written here once, and apps/api's
 * `vocabulary.spec.ts` checks them against those contracts.
 */
export const OrderStatus = {
  CANCELED: 0,
  PENDING: 1,
  SUCCESS: 3,
  DELETED: 4,
  RECEIVED: 5,
  FINISHED: 6,
} as const;

export const FeedbackStatus = { UNPROCESSED: 0 } as const;

/** Both, for the check in apps/api. */
export const overviewVocabulary = { OrderStatus, FeedbackStatus } as const;
