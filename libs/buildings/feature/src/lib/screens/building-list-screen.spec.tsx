import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@app/contract';
import { expectAskedOnce, expectUrlPrefetchTaken, signInAs, type FakeRoute } from '@app/ui/testing';
import { buildingA, installServer, renderBuildings } from '../buildings.fixtures';
import { prefetchBuildings } from '../prefetch';
import { buildingsStore } from '../store/buildings-store';

afterEach(() => jest.restoreAllMocks());

/** The add modal's answers: the created building (the form's fields over building A), then its detail. */
const addAnswers: FakeRoute[] = [
  [
    'POST',
    /^\/api\/v1\.1\/admin\/building$/,
    (req) => ({
      status: 201,
      body: {
        message: 'Thêm mới tòa nhà thành công!',
        data: { ...buildingA, ...(req.body as object) },
      },
    }),
  ],
  [
    'GET',
    /^\/api\/v1\.1\/admin\/building\/[0-9a-f]{24}/,
    () => ({ status: 200, body: { data: buildingA } }),
  ],
];

describe('<BuildingListScreen />', () => {
  it('lets the super admin add a building through the modal, with the spec’s messages', async () => {
    signInAs(Role.SUPER_ADMIN);
    const api = installServer(addAnswers);
    renderBuildings('/dashboard/building');
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm tòa nhà' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm tòa nhà' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    expect(await within(dialog).findByText('Vui lòng nhập tên tòa nhà!')).toBeInTheDocument();
    expect(within(dialog).getByText('Vui lòng nhập tên chủ đầu tư!')).toBeInTheDocument();
    expect(within(dialog).getByText('Vui lòng nhập tổng số tầng!')).toBeInTheDocument();
    expect(within(dialog).getByText('Vui lòng nhập địa chỉ!')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tên tòa nhà/ }), 'Tòa Mới');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Chủ đầu tư/ }), 'Công ty A');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Tổng số tầng/ }), '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Địa chỉ/ }), '1 Lê Lợi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    expect(await screen.findByText('Thêm mới tòa nhà thành công!')).toBeInTheDocument();
    expect(api.requests('POST', /\/admin\/building$/)[0]!.body).toEqual({
      name: 'Tòa Mới',
      host: 'Công ty A',
      floorNumber: 3,
      address: '1 Lê Lợi',
      status: 1,
      description: '',
      images: [],
    });
  });

  it('lets the super admin add images in the creation form, sent with the new building', async () => {
    signInAs(Role.SUPER_ADMIN);
    const url = `/api/v1/uploads/files/image/${'e'.repeat(24)}.png`;
    const api = installServer([
      [
        'POST',
        /^\/uploads\/files\/building$/,
        () => ({
          status: 200,
          body: { path: url.split('/').pop(), url, width: 40, height: 30, size: 99 },
        }),
      ],
      ...addAnswers,
    ]);
    renderBuildings('/dashboard/building');
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm tòa nhà' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm tòa nhà' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tên tòa nhà/ }), 'Tòa Ảnh');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Chủ đầu tư/ }), 'Công ty B');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Tổng số tầng/ }), '2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Địa chỉ/ }), '2 Lê Lợi');
    const images = within(dialog).getByRole('region', { name: 'Hình ảnh' });
    await userEvent.upload(
      within(images).getByLabelText('Tải ảnh lên'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    expect(await within(images).findByRole('img', { name: 'Ảnh 1' })).toHaveAttribute(
      'data-src',
      url,
    );
    // Uploaded for no building yet: the server tags it when the building is created with it.
    expect(String(api.requests('POST', /^\/uploads\/files\/building$/)[0]!.body)).not.toContain(
      'buildingId',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    expect(await screen.findByText('Thêm mới tòa nhà thành công!')).toBeInTheDocument();
    expect(api.requests('POST', /\/admin\/building$/)[0]!.body).toMatchObject({
      name: 'Tòa Ảnh',
      floorNumber: 2,
      images: [url],
    });
  });

  it('shows no add button to the operator', async () => {
    signInAs(Role.OPERATOR);
    installServer([
      [
        'GET',
        /^\/api\/v1\.1\/operator\/building$/,
        () => ({ status: 200, body: { data: [buildingA], total: 1 } }),
      ],
    ]);
    renderBuildings('/dashboard/building');
    expect(await screen.findByText(buildingA.name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm tòa nhà' })).not.toBeInTheDocument();
  });

  it('shows the page the route prefetched, from the same query: the list is asked once', async () => {
    signInAs(Role.SUPER_ADMIN);
    const api = installServer([
      [
        'GET',
        /^\/api\/v1\.1\/admin\/building$/,
        () => ({ status: 200, body: { data: [buildingA], total: 60 } }),
      ],
    ]);
    const url = '/dashboard/building?text=Sunrise&status=1&page=2';
    const route = { prefetch: prefetchBuildings, render: renderBuildings };
    await expectUrlPrefetchTaken([buildingsStore.list], url, route, async () => {
      expect(await screen.findByText(buildingA.name)).toBeInTheDocument();
    });
    expect(expectAskedOnce(api, /\/admin\/building$/)).toEqual({
      text: 'Sunrise',
      status: '1',
      page: '2',
      quantity: '50',
    });
  });
});
