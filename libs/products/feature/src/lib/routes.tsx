import type { RouteObject } from 'react-router';

/**
 * The lazy routes of the products feature (each screen its own chunk), mounted by the console
 * under /dashboard behind its role gates: the shop products at /dashboard/product and the sample
 * products at /dashboard/ProductAdmin.
 */
export const productsRoutes: RouteObject[] = [
  {
    path: 'product',
    lazy: async () => ({
      Component: (await import('./screens/products-screen')).ProductsScreen,
    }),
  },
];

export const productAdminRoutes: RouteObject[] = [
  {
    path: 'ProductAdmin',
    lazy: async () => ({
      Component: (await import('./screens/sample-products-screen')).SampleProductsScreen,
    }),
  },
];
