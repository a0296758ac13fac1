import type { ProductCategory, SpecialCategory } from '@app/categories-contract';
import { installFakeApi, ok, renderRoutes, routeTable, type FakeRoute } from '@app/ui/testing';
import {
  productCategoriesRoutes,
  specialCategoriesRoutes,
  specialCategoryDetailRoutes,
} from './routes';
import { resetCategoriesStore } from './store/categories-store';

export const hex = (n: number) => n.toString(16).padStart(24, '0');

export const specialFixture = (
  n: number,
  over: Partial<SpecialCategory> = {},
): SpecialCategory => ({
  _id: hex(300 + n),
  name: `Danh mục ${n}`,
  key: `danh-muc-${n}`,
  active: true,
  buyNow: false,
  scheduleDetail: null,
  schedule: null,
  liveNow: false,
  productCount: 0,
  pendingCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

export const productCategoryFixture = (
  n: number,
  over: Partial<ProductCategory> = {},
): ProductCategory => ({
  _id: hex(100 + n),
  name: `Nhóm ${n}`,
  description: '',
  image: '',
  parent: null,
  active: true,
  position: n,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

/**
 * The fake API of the categories screens (the API itself is tested on the real server and database
 * in the server lib): `routes` answer by method and path before the default ones (the two lists).
 */
export function installServer(routes: FakeRoute[] = []) {
  const specialRows = [specialFixture(1), specialFixture(2)];
  const productRows = [productCategoryFixture(1), productCategoryFixture(2)];
  const api = installFakeApi(
    routeTable([
      ...routes,
      [
        'GET',
        /^\/api\/v1\.1\/admin\/special-category$/,
        () => ok({ data: specialRows, total: specialRows.length }),
      ],
      [
        'GET',
        /^\/api\/v1\.1\/admin\/category$/,
        () => ok({ data: productRows, total: productRows.length }),
      ],
    ]),
  );
  resetCategoriesStore();
  return api;
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export const renderCategories = (url: string) =>
  renderRoutes(
    [...productCategoriesRoutes, ...specialCategoriesRoutes, ...specialCategoryDetailRoutes],
    url,
  );
