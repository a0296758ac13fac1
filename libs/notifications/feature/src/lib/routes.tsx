import { prefetchPage, revalidateOnUrlChange } from '@app/util-auth';
import type { RouteObject } from 'react-router';

/**
 * The lazy routes of the Danh sách thông báo feature (each screen its own chunk), mounted by the console
 * under /dashboard behind its role gate: the list at /dashboard/notification.
 */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notification',
    // The first page loads side by side with the screen's code.
    loader: prefetchPage(() => import('./prefetch')),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({
      Component: (await import('./screens/notifications-screen')).NotificationsScreen,
    }),
  },
];
