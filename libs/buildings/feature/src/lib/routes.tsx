import type { RouteObject } from 'react-router';

/** `/dashboard/building`: the building list (lazy, its own chunk). */
export const buildingListRoutes: RouteObject[] = [
  {
    path: 'building',
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
    lazy: async () => ({
      Component: (await import('./screens/apartment-list-screen')).ApartmentListScreen,
    }),
  },
];
