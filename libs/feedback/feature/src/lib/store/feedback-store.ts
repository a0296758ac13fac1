import type { LiveEvent } from '@app/contract';
import type { FeedbackItem, ListFeedbackQuery } from '@app/feedback-contract';
import {
  createMutationStore,
  createQueryStore,
  replaceRow,
  updateRow,
  useQuery,
  type MutationResult,
} from '@app/data-access-api';
import {
  getFeedback,
  getFeedbackHistory,
  replyToFeedback,
  resolveFeedback,
} from '../api/feedback-api';

/**
 * The feedback feature's data, built from data-access-api's factory: `list`, the page on screen
 * (the previous rows stay while the next page or filter loads); `history`, one page of a
 * feedback's history (the detail dialog); `changes`, the reply and the resolve in flight.
 */
export const feedbackStore = {
  list: createQueryStore({ fetch: getFeedback, keepPrevious: true }),
  history: createQueryStore({ fetch: getFeedbackHistory, keepPrevious: true }),
  changes: createMutationStore(),
};

export const useFeedbackList = (query: ListFeedbackQuery) => useQuery(feedbackStore.list, query);

/** One page of a feedback's history. */
export const useFeedbackHistory = (id: string, page: number, quantity: number) =>
  useQuery(feedbackStore.history, { id, page, quantity });

/** A change's answer: its row replaced in the list, the history asked again. */
const change = (
  item: FeedbackItem,
  call: () => Promise<{ message: string; data: FeedbackItem }>,
): Promise<MutationResult<{ message: string; data: FeedbackItem }>> =>
  feedbackStore.changes.getState().run(item._id, call, {
    onSuccess: ({ data }) => feedbackStore.list.getState().update(replaceRow(data)),
    invalidates: [feedbackStore.history],
  });

/** Sends the reply and resolves the feedback; a 409 (already resolved) reloads the list and history. */
export async function replyTo(item: FeedbackItem, content: string) {
  const result = await change(item, () => replyToFeedback(item._id, content));
  if (!result.ok && result.error.status === 409) reloadFeedback();
  return result;
}

/** Resolves the feedback without a reply. */
export async function resolve(item: FeedbackItem) {
  const result = await change(item, () => resolveFeedback(item._id));
  if (!result.ok && result.error.status === 409) reloadFeedback();
  return result;
}

/** The list and the histories asked again (another member of staff decided first). */
export function reloadFeedback(): void {
  void feedbackStore.list.getState().invalidate();
  void feedbackStore.history.getState().invalidate();
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

/**
 * The reply dialog's 'Tải lại' (its feedback changed elsewhere, issue 28): there is no read of one
 * feedback, so the answer is the list's row, which the live list has already given the new status
 * in place; the history (who decided, and how) loads again. Undefined when the list no longer holds
 * it (deleted).
 */
export function reloadFeedbackItem(id: string): FeedbackItem | undefined {
  void feedbackStore.history.getState().invalidate();
  return feedbackStore.list.getState().data?.data.find((row) => row._id === id);
}

/** Forgets everything (tests; a new session). */
export function resetFeedbackStore(): void {
  feedbackStore.list.getState().reset();
  feedbackStore.history.getState().reset();
  feedbackStore.changes.setState({ pending: {} });
}
