import { prefetchPage, revalidateOnUrlChange } from '@app/util-auth';
import type { RouteObject } from 'react-router';

/**
 * The lazy routes of the Quản lý giao dịch feature (each screen its own chunk), mounted by the console
 * under /dashboard behind its role gate: the list at /dashboard/transaction.
 */
export const transactionsRoutes: RouteObject[] = [
  {
    path: 'transaction',
    // The first page and its totals load side by side with the screen's code.
    loader: prefetchPage(() => import('./prefetch')),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({
      Component: (await import('./screens/transactions-screen')).TransactionsScreen,
    }),
  },
];
