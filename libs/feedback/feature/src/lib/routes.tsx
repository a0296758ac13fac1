import type { RouteObject } from 'react-router';

/**
 * The lazy route of the feedback feature (its own chunk), mounted by the console under /dashboard
 * behind its role gate: the feedback list at /dashboard/feedback.
 */
export const feedbackRoutes: RouteObject[] = [
  {
    path: 'feedback',
    lazy: async () => ({
      Component: (await import('./screens/feedback-screen')).FeedbackScreen,
    }),
  },
];
