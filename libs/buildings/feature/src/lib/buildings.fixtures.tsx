import type { Apartment, BuildingDetail, Floor } from '@app/buildings-contract';
import { installFakeApi, ok, renderRoutes, routeTable, type FakeRoute } from '@app/ui/testing';
import { apartmentRoutes, buildingDetailRoutes, buildingListRoutes } from './routes';
import { resetBuildingsStore } from './store/buildings-store';

export const hex = (n: number) => n.toString(16).padStart(24, '0');

export const buildingA: BuildingDetail = {
  _id: hex(1),
  name: 'Tòa Sunrise',
  host: 'Công ty Bình Minh',
  floorNumber: 2,
  address: '12 Nguyễn Huệ',
  description: '',
  status: 1,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  specialCategories: [{ _id: hex(301), name: 'Giờ vàng', key: 'gio-vang', active: true }],
  pendingShops: [],
  activeShops: [],
};
export const buildingB: BuildingDetail = { ...buildingA, _id: hex(2), name: 'Tòa Hoàng Hôn' };

export const floorsOf: Record<string, Floor[]> = {
  [buildingA._id]: [
    {
      _id: hex(11),
      name: 'Tầng 1',
      position: 1,
      building: { _id: buildingA._id, name: buildingA.name },
      apartments: [
        { _id: hex(111), name: 'A101', members: 0, pendingCount: 0 },
        { _id: hex(112), name: 'A102', members: 3, pendingCount: 0 },
        { _id: hex(113), name: 'A103', members: 1, pendingCount: 2 },
      ],
    },
    {
      _id: hex(12),
      name: 'Tầng 2',
      position: 2,
      building: { _id: buildingA._id, name: buildingA.name },
      apartments: [{ _id: hex(121), name: 'A201', members: 0, pendingCount: 0 }],
    },
  ],
  [buildingB._id]: [
    {
      _id: hex(21),
      name: 'Tầng B1',
      position: 1,
      building: { _id: buildingB._id, name: buildingB.name },
      apartments: [],
    },
  ],
};

export const apartmentRows: Apartment[] = [
  {
    _id: hex(111),
    name: 'A101',
    building: { _id: buildingA._id, name: buildingA.name },
    floor: { _id: hex(11), name: 'Tầng 1' },
  },
];

/**
 * The fake API of the buildings screens: `routes` answer by method and path before the default
 * ones (the building, floor and apartment lists).
 */
export function installServer(routes: FakeRoute[] = []) {
  const api = installFakeApi(
    routeTable([
      ...routes,
      [
        'GET',
        /^\/api\/v1\.1\/admin\/building$/,
        () => ok({ data: [buildingA, buildingB], total: 2 }),
      ],
      [
        'GET',
        /^\/api\/v1\.1\/admin\/floor$/,
        (req) => {
          const rows = floorsOf[req.url.searchParams.get('building') ?? ''] ?? [];
          return ok({ data: rows, total: rows.length });
        },
      ],
      [
        'GET',
        /^\/api\/v1\.1\/admin\/apartment$/,
        () => ok({ data: apartmentRows, total: apartmentRows.length }),
      ],
    ]),
  );
  resetBuildingsStore();
  return api;
}

/** The feature's routes as the console mounts them, at `url`. */
export const renderBuildings = (url: string) =>
  renderRoutes([...buildingListRoutes, ...buildingDetailRoutes, ...apartmentRoutes], url);
