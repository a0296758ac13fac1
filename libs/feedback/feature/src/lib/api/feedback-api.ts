import { Role } from '@app/contract';
import { api } from '@app/data-access-api';
import {
  feedbackPaths,
  type FeedbackListAnswer,
  type ListFeedbackQuery,
} from '@app/feedback-contract';
import { useAuthStore } from '@app/util-auth';

/**
 * The typed endpoint client of the feedback feature: the only file of the feature that knows the
 * paths. An operator calls the operator twin, the super admin the admin path.
 */
const listPath = () =>
  useAuthStore.getState().user?.role === Role.OPERATOR
    ? feedbackPaths.operatorList
    : feedbackPaths.list;

function searchParams(query: ListFeedbackQuery): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value) !== '') out.set(key, String(value));
  }
  return out;
}

export const getFeedback = (query: ListFeedbackQuery, signal?: AbortSignal) =>
  api.get(listPath(), { searchParams: searchParams(query), signal }).json<FeedbackListAnswer>();
