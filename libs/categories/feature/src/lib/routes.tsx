import { prefetchPage, revalidateOnUrlChange } from '@app/util-auth';
import type { RouteObject } from 'react-router';

/**
 * The lazy routes of the categories feature (each screen its own chunk), mounted by the console under
 * /dashboard behind their role gates: product categories at /dashboard/Category, special categories
 * at /dashboard/special-category and /dashboard/special-category/{id}. The two lists load their
 * data side by side with the screen's code.
 */
export const productCategoriesRoutes: RouteObject[] = [
  {
    path: 'Category',
    loader: prefetchPage(() =>
      import('./prefetch').then((m) => ({ prefetch: m.prefetchProductCategories })),
    ),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({
      Component: (await import('./screens/product-categories-screen')).ProductCategoriesScreen,
    }),
  },
];

export const specialCategoriesRoutes: RouteObject[] = [
  {
    path: 'special-category',
    loader: prefetchPage(() =>
      import('./prefetch').then((m) => ({ prefetch: m.prefetchSpecialCategories })),
    ),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({
      Component: (await import('./screens/special-categories-screen')).SpecialCategoriesScreen,
    }),
  },
];

export const specialCategoryDetailRoutes: RouteObject[] = [
  {
    path: 'special-category/:id',
    lazy: async () => ({
      Component: (await import('./screens/special-category-screen')).SpecialCategoryScreen,
    }),
  },
];
