import type { ListFeedbackQuery } from '@app/feedback-contract';
import { createQueryStore, useQuery } from '@app/data-access-api';
import { getFeedback } from '../api/feedback-api';

/**
 * The feedback feature's data, built from data-access-api's factory: `list`, the page on screen;
 * the previous rows stay while the next page or filter loads.
 */
export const feedbackStore = {
  list: createQueryStore({ fetch: getFeedback, keepPrevious: true }),
};

export const useFeedbackList = (query: ListFeedbackQuery) => useQuery(feedbackStore.list, query);

/** Forgets everything (tests; a new session). */
export function resetFeedbackStore(): void {
  feedbackStore.list.getState().reset();
}
