import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
