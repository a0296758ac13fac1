import type { RouteObject } from 'react-router';

/** The lazy route of the shops feature, mounted by the console at /dashboard/store behind its role gate. */
export const shopsRoutes: RouteObject[] = [
  {
    path: 'store',
    lazy: async () => ({ Component: (await import('./screens/shops-screen')).ShopsScreen }),
  },
];
