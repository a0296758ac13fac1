import { prefetchPage, revalidateOnUrlChange } from '@app/util-auth';
import type { RouteObject } from 'react-router';

/**
 * The lazy routes of the orders feature (each screen its own chunk), mounted by the console under
 * /dashboard behind its role gate: the order screen at /dashboard/order, the order page at
 * /dashboard/order/{id} and the printable delivery slip at /dashboard/order/{id}/print.
 */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'order',
    children: [
      {
        index: true,
        // The first page loads side by side with the screen's code.
        loader: prefetchPage(() => import('./prefetch')),
        shouldRevalidate: revalidateOnUrlChange,
        lazy: async () => ({ Component: (await import('./screens/orders-screen')).OrdersScreen }),
      },
      {
        // The order page (issue 29): its own chunk, loaded through the list's (see `loadOrderScreen`).
        path: ':id',
        // The order and its history load side by side with the page's code (no waterfall).
        loader: ({ params }) => {
          void import('./screens/orders-screen').then((m) =>
            m.preloadOrderPage(params['id'] ?? ''),
          );
          return null;
        },
        lazy: async () => ({
          Component: (await (await import('./screens/orders-screen')).loadOrderScreen())
            .OrderScreen,
        }),
      },
      {
        path: ':id/print',
        lazy: async () => ({
          Component: (await import('./screens/order-print-screen')).OrderPrintScreen,
        }),
      },
    ],
  },
];
