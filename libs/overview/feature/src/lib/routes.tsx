import type { RouteObject } from 'react-router';

/**
 * The lazy route of the overview (its own chunk, with chart.js), mounted by the console as the
 * index of /dashboard behind its role gate.
 */
export const overviewRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('./screens/overview-screen')).OverviewScreen,
    }),
  },
];
