import { prefetchPage, revalidateOnUrlChange } from '@app/util-auth';
import type { RouteObject } from 'react-router';

/** `/dashboard/building`: the building list (lazy, its own chunk). */
export const buildingListRoutes: RouteObject[] = [
  {
    path: 'building',
    // The first page loads side by side with the screen's code.
    loader: prefetchPage(() =>
      import('./prefetch').then((m) => ({ prefetch: m.prefetchBuildings })),
    ),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({
      Component: (await import('./screens/building-list-screen')).BuildingListScreen,
    }),
  },
];

/** `/dashboard/building/{id}` (and `/dashboard/building/new` for the super admin). */
export const buildingDetailRoutes: RouteObject[] = [
  {
    path: 'building/:id',
    lazy: async () => ({
      Component: (await import('./screens/building-detail-screen')).BuildingDetailScreen,
    }),
  },
];

/** `/dashboard/apartment`: 'Danh sách căn hộ'. */
export const apartmentRoutes: RouteObject[] = [
  {
    path: 'apartment',
    // The first page and the selects' choices load side by side with the screen's code.
    loader: prefetchPage(() =>
      import('./prefetch').then((m) => ({ prefetch: m.prefetchApartments })),
    ),
    shouldRevalidate: revalidateOnUrlChange,
    lazy: async () => ({
      Component: (await import('./screens/apartment-list-screen')).ApartmentListScreen,
    }),
  },
];
