import { api, searchParamsOf, type ExportRequest } from '@app/data-access-api';
import { exportPath, pathWithId } from '@app/contract';
import {
  feedbackPaths,
  type FeedbackChangeAnswer,
  type FeedbackHistoryAnswer,
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

/** The calls of a change show their outcome themselves (the dialog), not the client's toast. */
const quiet = { context: { notify: false } } as const;

/** 'Trả lời': the reply goes to the author as a notification; the feedback is resolved. */
export const replyToFeedback = (id: string, content: string) =>
  api
    .post(pathWithId(forSignedInRole(feedbackPaths.reply), id), { json: { content }, ...quiet })
    .json<FeedbackChangeAnswer>();

/** 'Đánh dấu đã xử lý': resolved without a reply. */
export const resolveFeedback = (id: string) =>
  api
    .put(pathWithId(forSignedInRole(feedbackPaths.resolve), id), quiet)
    .json<FeedbackChangeAnswer>();

/** One page of the feedback's history, newest first. */
export const getFeedbackHistory = (
  { id, page, quantity }: { id: string; page: number; quantity: number },
  signal?: AbortSignal,
) =>
  api
    .get(pathWithId(forSignedInRole(feedbackPaths.history), id), {
      searchParams: { page, quantity },
      signal,
    })
    .json<FeedbackHistoryAnswer>();
