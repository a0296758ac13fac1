import type { AccountRow, BuildingRow, ShipperRow, ShopRow } from './picker-api';

const hex = (n: number) => n.toString(16).padStart(24, '0');

export const shipperFixtures: ShipperRow[] = Array.from({ length: 45 }, (_, i) => ({
  _id: hex(i + 1),
  name: `Shipper ${i + 1}`,
  email: `shipper${i + 1}@example.vn`,
  phone: `09000000${String(i + 1).padStart(2, '0')}`,
  building:
    i % 3 === 0 ? null : { _id: hex(1000 + i), name: `Tòa ${String.fromCharCode(65 + (i % 5))}` },
  staffCode: `NV${String(i + 1).padStart(3, '0')}`,
}));

export const buildingFixtures: BuildingRow[] = [
  { _id: hex(2001), name: 'Vinhomes Central Park', address: '208 Nguyễn Hữu Cảnh, Bình Thạnh' },
  { _id: hex(2002), name: 'Masteri Thảo Điền', address: '159 Xa lộ Hà Nội, Thủ Đức' },
];

export const shopFixtures: ShopRow[] = [
  { _id: hex(3001), name: 'Tạp hóa Cô Ba', phone: '0901111111' },
  { _id: hex(3002), name: 'Bếp Nhà Lan', phone: '0902222222' },
];

/** Floors of both buildings (the floor list's rows: building named, apartments listed). */
export const floorFixtures = buildingFixtures.flatMap((b, i) =>
  [1, 2].map((n) => ({
    _id: hex(6000 + i * 10 + n),
    name: `Tầng ${n}`,
    building: { _id: b._id, name: b.name },
    apartments: [],
  })),
);

export const accountFixtures: AccountRow[] = [
  {
    _id: hex(4001),
    name: 'Nguyễn Văn An',
    phone: '0911111111',
    apartment: { _id: hex(5001), name: 'A-1203' },
  },
  { _id: hex(4002), name: 'Trần Thị Bình', phone: '0912222222', apartment: null },
];

export const API_BASE = 'http://api.test';

/**
 * A fetch double answering the four picker calls from the fixtures the way the server would
 * (paging and a name search), and recording every URL asked for.
 */
export function fakePickerServer() {
  const urls: URL[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  const fetchDouble = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url);
    const q = url.searchParams;
    const text = (q.get('searchText') ?? q.get('text') ?? '').toLowerCase();
    if (url.pathname === '/admin/shipper/search') {
      const field = (q.get('searchBy') ?? 'name') as 'name' | 'email' | 'phone' | 'staffCode';
      const matching = shipperFixtures.filter((s) => s[field].toLowerCase().includes(text));
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? 20);
      return json({
        data: [
          { data: matching.slice(offset, offset + limit), pageInfo: [{ total: matching.length }] },
        ],
      });
    }
    const lists: Record<string, { name: string }[]> = {
      '/api/v1.1/admin/floor': floorFixtures.filter(
        (f) => !q.get('building') || f.building._id === q.get('building'),
      ),
      '/api/v1.1/admin/building': buildingFixtures,
      '/api/v1.1/admin/shop': shopFixtures,
      '/api/v1.1/admin/account/picker': accountFixtures,
    };
    const list = lists[url.pathname.replace('/operator/', '/admin/')];
    if (!list) return new Response(JSON.stringify({ message: 'Không tìm thấy' }), { status: 404 });
    const matching = list.filter((r) => r.name.toLowerCase().includes(text));
    return json({ data: matching, total: matching.length });
  });
  return {
    fetchDouble,
    urls,
    lastUrl: (path: string) => urls.filter((u) => u.pathname === path).at(-1),
  };
}
