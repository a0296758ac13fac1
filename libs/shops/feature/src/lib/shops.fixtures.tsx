import type { ShopBuilding, ShopListItem } from '@app/shops-contract';
import { installFakeApi, ok, renderRoutes } from '@app/ui/testing';
import { shopsRoutes } from './routes';

const hex = (n: number) => n.toString(16).padStart(24, '0');

export const shopFixture = (n: number, over: Partial<ShopListItem> = {}): ShopListItem => ({
  _id: hex(n),
  name: `Cửa hàng ${n}`,
  phone: '0901234567',
  address: '1 Lê Lợi',
  avatar: '',
  rate: 4.5,
  status: 1,
  needApproval: false,
  owner: {
    _id: hex(100 + n),
    name: `Chủ ${n}`,
    phone: '',
    email: '',
    role: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  createdAt: '2026-11-20T23:30:00.000Z',
  ...over,
});

export const buildingFixture = (n: number, status: 'pending' | 'active'): ShopBuilding => ({
  _id: hex(300 + n),
  name: `Tòa ${n}`,
  address: `${n} Nguyễn Huệ`,
  status,
  createdAt: '2026-11-01T00:00:00.000Z',
  approvedAt: status === 'active' ? '2026-11-02T00:00:00.000Z' : null,
});

/**
 * The fake API of the shop screens: the shop list, the buildings of a shop, the edit, and the
 * buildings domain's approve and reject (the server side is tested on the real database in the
 * server libs). `needApproval` is derived from the links, as the server does.
 */
export function installServer(shops: ShopListItem[], links: Record<string, ShopBuilding[]>) {
  const derived = (s: ShopListItem) => ({
    ...s,
    needApproval: (links[s._id] ?? []).some((l) => l.status === 'pending'),
  });
  return installFakeApi(({ method, url, body }) => {
    if (url.pathname === '/api/v1.1/admin/shop') {
      const data = shops.map(derived);
      return ok({ data, total: data.length });
    }
    if (url.pathname === '/admin/get/building/shop') {
      const all = links[url.searchParams.get('shopId')!] ?? [];
      return ok({
        data: {
          pending: all.filter((l) => l.status === 'pending'),
          active: all.filter((l) => l.status === 'active'),
        },
      });
    }
    const decision = /^\/api\/v1\.1\/admin\/building\/(\w+)\/shop\/(\w+)\/(approve|reject)$/.exec(
      url.pathname,
    );
    if (decision && method === 'PATCH') {
      const [, buildingId, shopId, what] = decision;
      const list = links[shopId!] ?? [];
      links[shopId!] =
        what === 'approve'
          ? list.map((l) => (l._id === buildingId ? { ...l, status: 'active' as const } : l))
          : list.filter((l) => l._id !== buildingId);
      return ok({ message: 'ok' });
    }
    const edit = /^\/api\/v1\.1\/admin\/shop\/(\w+)$/.exec(url.pathname);
    if (edit && method === 'PUT') {
      const i = shops.findIndex((s) => s._id === edit[1]);
      shops[i] = { ...shops[i]!, ...(body as Partial<ShopListItem>) };
      return ok({
        data: { ...derived(shops[i]!), images: [], pendingBuildings: [], activeBuildings: [] },
        message: 'Cập nhật cửa hàng thành công!',
      });
    }
    return { status: 404, body: { message: 'Không tìm thấy' } };
  });
}

export const renderShops = (url = '/dashboard/store') => renderRoutes(shopsRoutes, url);
