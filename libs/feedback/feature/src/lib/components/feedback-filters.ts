import { listFeedbackQuerySchema } from '@app/feedback-contract';
import { listQuery } from '@app/ui';

/**
 * The feedback list's filters in the URL (the contract's list query less the paging: `?status=0`),
 * 50 rows a page.
 */
export const feedbackList = listQuery(listFeedbackQuerySchema, 50);
