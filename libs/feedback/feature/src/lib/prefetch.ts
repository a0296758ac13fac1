import { readListQuery } from '@app/ui';
import { feedbackList } from './components/feedback-filters';
import { feedbackStore } from './store/feedback-store';

/**
 * Starts loading the feedback list's page for a URL of /dashboard/feedback (the route's loader
 * calls it while the screen's code loads), with the query the screen asks for.
 */
export function prefetch(url: URL): void {
  feedbackStore.list.getState().prefetch(readListQuery(feedbackList, url).query);
}
