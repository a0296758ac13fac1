import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAskedOnce, expectUrlPrefetchTaken, findRow } from '@app/ui/testing';
import {
  apartmentRows,
  buildingA,
  buildingB,
  floorsOf,
  installServer,
  renderBuildings,
} from '../buildings.fixtures';
import { prefetchApartments } from '../prefetch';
import { buildingsStore } from '../store/buildings-store';

afterEach(() => jest.restoreAllMocks());

/** Opens a filter select once it is enabled (the floors wait for a building in the URL). */
const choose = async (label: string, option: string) => {
  const select = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'));
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('<ApartmentListScreen />', () => {
  it('lists apartments with name, floor and building', async () => {
    installServer();
    renderBuildings('/dashboard/apartment');
    expect(await screen.findByRole('heading', { name: 'Danh sách căn hộ' })).toBeInTheDocument();
    const row = await findRow('A101');
    expect(within(row).getByText('Tầng 1')).toBeInTheDocument();
    expect(within(row).getByText(apartmentRows[0]!.building.name)).toBeInTheDocument();
  });

  it('offers the floors of the chosen building only, and resets the floor when the building changes', async () => {
    const server = installServer();
    const { router } = renderBuildings('/dashboard/apartment');
    const floorSelect = await screen.findByRole('combobox', { name: /^Tầng/ });
    expect(floorSelect).toHaveAttribute('aria-disabled', 'true');

    await choose('Tòa nhà', buildingA.name);
    await choose('Tầng', 'Tầng 2');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        building: buildingA._id,
        floor: floorsOf[buildingA._id]![1]!._id,
      }),
    );
    await waitFor(() =>
      expect(
        server
          .requests('GET', /\/admin\/apartment$/)
          .some((r) => r.url.searchParams.get('floor') === floorsOf[buildingA._id]![1]!._id),
      ).toBe(true),
    );

    await choose('Tòa nhà', buildingB.name);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        building: buildingB._id,
      }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: /^Tầng/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Tất cả', 'Tầng B1']);
  });

  it('adds an apartment with the spec’s messages, and resets the floor of the form on a building change', async () => {
    const server = installServer([
      [
        'POST',
        /^\/api\/v1\.1\/admin\/apartment$/,
        (req) => ({
          status: 201,
          body: {
            message: 'Thêm căn hộ thành công!',
            data: { ...apartmentRows[0], _id: 'x', name: (req.body as { name: string }).name },
          },
        }),
      ],
    ]);
    renderBuildings('/dashboard/apartment');
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm căn hộ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm căn hộ' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(within(dialog).getByText('Vui lòng chọn tòa nhà!')).toBeInTheDocument();
    expect(within(dialog).getByText('Vui lòng chọn tầng!')).toBeInTheDocument();
    expect(within(dialog).getByText('Vui lòng nhập tên căn hộ!')).toBeInTheDocument();

    const pick = async (label: string, option: string) => {
      await userEvent.click(
        within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }),
      );
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Tòa nhà', buildingA.name);
    await pick('Tầng', 'Tầng 1');
    await pick('Tòa nhà', buildingB.name);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tên căn hộ/ }), 'B101');
    // The floor of the other building is gone: the form asks for a floor again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(within(dialog).getByText('Vui lòng chọn tầng!')).toBeInTheDocument();
    expect(server.requests('POST', /\/admin\/apartment$/)).toHaveLength(0);
    await pick('Tầng', 'Tầng B1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Thêm căn hộ thành công!')).toBeInTheDocument();
    expect(server.requests('POST', /\/admin\/apartment$/)[0]!.body).toEqual({
      name: 'B101',
      building: buildingB._id,
      floor: floorsOf[buildingB._id]![0]!._id,
    });
  });

  it('shows the page the route prefetched, from the same queries: each entry call is asked once', async () => {
    const server = installServer([
      [
        'GET',
        /^\/api\/v1\.1\/admin\/apartment$/,
        () => ({ status: 200, body: { data: apartmentRows, total: 60 } }),
      ],
    ]);
    const url = `/dashboard/apartment?text=A1&building=${buildingA._id}&page=2`;
    const route = { prefetch: prefetchApartments, render: renderBuildings };
    await expectUrlPrefetchTaken(
      [buildingsStore.apartments, buildingsStore.buildingOptions, buildingsStore.floorOptions],
      url,
      route,
      async () => {
        const row = await findRow('A101');
        expect(within(row).getByText('Tầng 1')).toBeInTheDocument();
      },
    );
    expect(expectAskedOnce(server, /\/admin\/apartment$/)).toEqual({
      text: 'A1',
      building: buildingA._id,
      page: '2',
      quantity: '50',
    });
    // The selects' choices (the buildings, the chosen building's floors) were prefetched too.
    expect(server.requests('GET', /\/admin\/building$/)).toHaveLength(1);
    expect(server.requests('GET', /\/admin\/floor$/)).toHaveLength(1);
  });
});
