import { prefetchPage, revalidateOnUrlChange } from '@app/util-auth';
import type { RouteObject } from 'react-router';

/**
 * The lazy routes of the products feature (each screen its own chunk), mounted by the console
 * under /dashboard behind its role gates: the shop products at /dashboard/product and the sample
 * products at /dashboard/ProductAdmin. Each list starts loading its first page side by side with
 * the screen's code (see ./prefetch).
 */
export const productsRoutes: RouteObject[] = [
  {
    path: 'product',
    loader: prefetchPage(() =>
      import('./prefetch').then((m) => ({ prefetch: m.prefetchProducts })),
    ),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({
      Component: (await import('./screens/products-screen')).ProductsScreen,
    }),
  },
];

export const productAdminRoutes: RouteObject[] = [
  {
    path: 'ProductAdmin',
    loader: prefetchPage(() => import('./prefetch').then((m) => ({ prefetch: m.prefetchSamples }))),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({
      Component: (await import('./screens/sample-products-screen')).SampleProductsScreen,
    }),
  },
];
