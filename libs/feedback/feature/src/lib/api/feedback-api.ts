import { api, searchParamsOf } from '@app/data-access-api';
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
