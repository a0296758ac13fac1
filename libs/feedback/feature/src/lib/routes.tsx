import { prefetchPage, revalidateOnUrlChange } from '@app/util-auth';
import type { RouteObject } from 'react-router';

/**
 * The lazy route of the feedback feature (its own chunk), mounted by the console under /dashboard
 * behind its role gate: the feedback list at /dashboard/feedback. Its first page loads side by
 * side with the screen's code (see ./prefetch).
 */
export const feedbackRoutes: RouteObject[] = [
  {
    path: 'feedback',
    loader: prefetchPage(() => import('./prefetch')),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({
      Component: (await import('./screens/feedback-screen')).FeedbackScreen,
    }),
  },
];
