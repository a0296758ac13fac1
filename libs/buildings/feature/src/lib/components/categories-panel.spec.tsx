import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@app/contract';
import { signInAs } from '@app/ui/testing';
import { buildingA, hex, installServer, renderBuildings } from '../buildings.fixtures';

afterEach(() => jest.restoreAllMocks());

const categories = [
  { _id: hex(301), name: 'Giờ vàng', key: 'gio-vang', active: true },
  { _id: hex(302), name: 'Đồ tươi sống', key: 'do-tuoi', active: true },
];

function server() {
  let linked = [...buildingA.specialCategories];
  const detail = () => ({ ...buildingA, specialCategories: linked });
  return installServer([
    [
      'GET',
      /^\/api\/v1\.1\/admin\/building\/([0-9a-f]{24})$/,
      () => ({ status: 200, body: { data: detail() } }),
    ],
    [
      'GET',
      /^\/api\/v1\.1\/admin\/building\/[0-9a-f]{24}\/statistic\/apartments$/,
      () => ({ status: 200, body: { data: { totalApartments: 4, totalEmptyApartments: 2 } } }),
    ],
    [
      'GET',
      /^\/api\/v1\.1\/admin\/special-category$/,
      () => ({ status: 200, body: { data: categories, total: categories.length } }),
    ],
    [
      'PATCH',
      /^\/api\/v1\.1\/admin\/building\/[0-9a-f]{24}\/special-category$/,
      (req) => {
        linked = [
          ...linked,
          categories.find((c) => c._id === (req.body as { category: string }).category)!,
        ];
        return {
          status: 200,
          body: { message: 'Thiết lập danh mục tùy chỉnh thành công!', data: detail() },
        };
      },
    ],
    [
      'DELETE',
      /^\/api\/v1\.1\/admin\/building\/[0-9a-f]{24}\/special-category\/([0-9a-f]{24})$/,
      (_req, match) => {
        linked = linked.filter((c) => c._id !== match[1]);
        return {
          status: 200,
          body: { message: 'Đã xóa danh mục tùy chỉnh khỏi tòa nhà!', data: detail() },
        };
      },
    ],
  ]);
}

describe('custom categories panel of the building detail', () => {
  it('adds a category chosen among those not linked yet', async () => {
    const api = server();
    renderBuildings(`/dashboard/building/${buildingA._id}`);
    const panel = await screen.findByRole('region', { name: 'Danh mục tùy chỉnh' });
    expect(within(panel).getByText('Giờ vàng')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Thêm danh mục' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm danh mục tùy chỉnh' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
    expect(within(dialog).getByText('Vui lòng chọn danh mục!')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Danh mục' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent?.trim())).toEqual(['Đồ tươi sống']);
    await userEvent.click(options[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
    expect(await screen.findByText('Thiết lập danh mục tùy chỉnh thành công!')).toBeInTheDocument();
    expect(await within(panel).findByText('Đồ tươi sống')).toBeInTheDocument();
    expect(api.requests('PATCH', /special-category$/)[0]!.body).toEqual({ category: hex(302) });
  });

  it('removes a category only after the confirmation', async () => {
    const api = server();
    renderBuildings(`/dashboard/building/${buildingA._id}`);
    const panel = await screen.findByRole('region', { name: 'Danh mục tùy chỉnh' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Xóa Giờ vàng' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Bạn có chắc muốn xóa?');
    await userEvent.click(within(question).getByRole('button', { name: 'Không' }));
    expect(api.requests('DELETE', /special-category/)).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Xóa Giờ vàng' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Có' }),
    );
    expect(await screen.findByText('Đã xóa danh mục tùy chỉnh khỏi tòa nhà!')).toBeInTheDocument();
    expect(within(panel).queryByText('Giờ vàng')).not.toBeInTheDocument();
  });

  it('offers every active category, not only the first 50, to the operator too', async () => {
    signInAs(Role.OPERATOR);
    // 60 active categories and an inactive one: the server pages and filters as the real one does.
    const all = [
      ...Array.from({ length: 60 }, (_, i) => ({
        _id: hex(400 + i),
        name: `Danh mục ${String(i + 1).padStart(2, '0')}`,
        key: `dm-${i + 1}`,
        active: true,
      })),
      { _id: hex(499), name: 'Đã tắt', key: 'da-tat', active: false },
    ];
    const api = installServer([
      [
        'GET',
        /^\/api\/v1\.1\/operator\/building\/([0-9a-f]{24})$/,
        () => ({ status: 200, body: { data: { ...buildingA, specialCategories: [] } } }),
      ],
      [
        'GET',
        /^\/api\/v1\.1\/operator\/building\/[0-9a-f]{24}\/statistic\/apartments$/,
        () => ({ status: 200, body: { data: { totalApartments: 0, totalEmptyApartments: 0 } } }),
      ],
      [
        'GET',
        /^\/api\/v1\.1\/operator\/floor$/,
        () => ({ status: 200, body: { data: [], total: 0 } }),
      ],
      [
        'GET',
        /^\/api\/v1\.1\/operator\/special-category$/,
        (req) => {
          const q = req.url.searchParams;
          const active = q.get('active');
          const rows = all.filter((c) => active === null || String(c.active) === active);
          const quantity = Number(q.get('quantity') ?? 50);
          const page = Number(q.get('page') ?? 1);
          const data = rows.slice((page - 1) * quantity, page * quantity);
          return { status: 200, body: { data, total: rows.length } };
        },
      ],
    ]);
    renderBuildings(`/dashboard/building/${buildingA._id}`);
    const panel = await screen.findByRole('region', { name: 'Danh mục tùy chỉnh' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Thêm danh mục' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm danh mục tùy chỉnh' });
    const select = within(dialog).getByRole('combobox', { name: 'Danh mục' });
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(60);
    expect(options.map((o) => o.textContent?.trim())).toContain('Danh mục 60');
    expect(options.map((o) => o.textContent?.trim())).not.toContain('Đã tắt');
    expect(api.requests('GET', /\/admin\/special-category$/)).toHaveLength(0);
  });
});
