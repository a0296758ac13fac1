import { prefetchPage, revalidateOnUrlChange } from '@app/util-auth';
import type { RouteObject } from 'react-router';

/**
 * The lazy route of the shops feature, mounted by the console at /dashboard/store behind its role
 * gate. The list's first page loads side by side with the screen's code (see ./prefetch).
 */
export const shopsRoutes: RouteObject[] = [
  {
    path: 'store',
    loader: prefetchPage(() => import('./prefetch')),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({ Component: (await import('./screens/shops-screen')).ShopsScreen }),
  },
];
