import type { RouteObject } from 'react-router';

/**
 * The lazy routes of the accounts feature, mounted by the console under /dashboard behind its role
 * gates: the account list, one account, the shipper screen and the staff screen.
 */
export const accountsRoutes: RouteObject[] = [
  {
    path: 'user',
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
    lazy: async () => ({ Component: (await import('./screens/shippers-screen')).ShippersScreen }),
  },
];

export const staffRoutes: RouteObject[] = [
  {
    path: 'staff',
    lazy: async () => ({ Component: (await import('./screens/staff-screen')).StaffScreen }),
  },
];
