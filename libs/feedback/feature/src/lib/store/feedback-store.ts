import type { LiveEvent } from '@app/contract';
import type { FeedbackItem, ListFeedbackQuery } from '@app/feedback-contract';
import { createQueryStore, updateRow, useQuery } from '@app/data-access-api';
import { getFeedback } from '../api/feedback-api';

/**
 * The feedback feature's data, built from data-access-api's factory: `list`, the page on screen;
 * the previous rows stay while the next page or filter loads.
 */
export const feedbackStore = {
  list: createQueryStore({ fetch: getFeedback, keepPrevious: true }),
};

export const useFeedbackList = (query: ListFeedbackQuery) => useQuery(feedbackStore.list, query);

/** The list loads again (a deleted feedback, many changed at once). */
export function reloadFeedback(): void {
  void feedbackStore.list.getState().invalidate();
}

/**
 * A feedback changed elsewhere (the live stream, issue 28): its row takes the event's new status in
 * place (what a feedback's change is; there is no read of one feedback to ask), even if it no
 * longer matches the filter, so nothing moves under the pointer.
 */
export function refreshFeedback(id: string, event: LiveEvent): void {
  if (event.status === null) return reloadFeedback();
  const status = Number(event.status);
  feedbackStore.list.getState().update(updateRow<FeedbackItem>(id, (old) => ({ ...old, status })));
}

/** Forgets everything (tests; a new session). */
export function resetFeedbackStore(): void {
  feedbackStore.list.getState().reset();
}
