import { api, searchParamsOf, type ExportRequest } from '@app/data-access-api';
import { exportPath } from '@app/contract';
import {
  feedbackPaths,
  type FeedbackListAnswer,
  type ListFeedbackQuery,
} from '@app/feedback-contract';
import { forSignedInRole } from '@app/util-auth';

/**
 * The typed endpoint client of the feedback feature: the only file of the feature that knows the
 * paths. An operator calls the operator twin, the super admin the admin path.
 */
const listPath = () => forSignedInRole(feedbackPaths.list);

export const getFeedback = (query: ListFeedbackQuery, signal?: AbortSignal) =>
  api.get(listPath(), { searchParams: searchParamsOf(query), signal }).json<FeedbackListAnswer>();

/** The list's 'Xuất': its export path and the list call's query (the server ignores the page). */
export const feedbackExport = (query: ListFeedbackQuery): ExportRequest => ({
  path: exportPath(listPath()),
  query,
});
