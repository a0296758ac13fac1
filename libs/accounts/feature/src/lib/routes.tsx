import { prefetchPage, revalidateOnUrlChange } from '@app/util-auth';
import type { RouteObject } from 'react-router';

/**
 * The lazy routes of the accounts feature, mounted by the console under /dashboard behind its role
 * gates: the account list, one account, the shipper screen and the staff screen. The lists start
 * loading their first page side by side with the screen's code (see ./prefetch).
 */
export const accountsRoutes: RouteObject[] = [
  {
    path: 'user',
    loader: prefetchPage(() =>
      import('./prefetch').then((m) => ({ prefetch: m.prefetchAccounts })),
    ),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({ Component: (await import('./screens/accounts-screen')).AccountsScreen }),
  },
  {
    path: 'user/:id',
    lazy: async () => ({
      Component: (await import('./screens/account-detail-screen')).AccountDetailScreen,
    }),
  },
];

export const shipperRoutes: RouteObject[] = [
  {
    path: 'Shipper',
    loader: prefetchPage(() =>
      import('./prefetch').then((m) => ({ prefetch: m.prefetchShippers })),
    ),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({ Component: (await import('./screens/shippers-screen')).ShippersScreen }),
  },
];

export const staffRoutes: RouteObject[] = [
  {
    path: 'staff',
    loader: prefetchPage(() => import('./prefetch').then((m) => ({ prefetch: m.prefetchStaff }))),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({ Component: (await import('./screens/staff-screen')).StaffScreen }),
  },
];
