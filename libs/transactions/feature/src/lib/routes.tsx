import type { RouteObject } from 'react-router';

/**
 * The lazy routes of the Quản lý giao dịch feature (each screen its own chunk), mounted by the console
 * under /dashboard behind its role gate: the list at /dashboard/transaction.
 */
export const transactionsRoutes: RouteObject[] = [
  {
    path: 'transaction',
    lazy: async () => ({
      Component: (await import('./screens/transactions-screen')).TransactionsScreen,
    }),
  },
];
