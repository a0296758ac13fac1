import { screen } from '@testing-library/react';
import { Role } from '@app/contract';
import { expectAskedOnce, expectUrlPrefetchTaken, signInAs } from '@app/ui/testing';
import { installServer, renderCategories, specialFixture } from '../categories.fixtures';
import { prefetchSpecialCategories } from '../prefetch';
import { categoriesStore } from '../store/categories-store';

afterEach(() => jest.restoreAllMocks());

describe('<SpecialCategoriesScreen />', () => {
  it('shows the page the route prefetched, from the same query: the list is asked once', async () => {
    signInAs(Role.SUPER_ADMIN);
    const row = specialFixture(1, { name: 'Giờ vàng', key: 'gio-vang' });
    const server = installServer([
      [
        'GET',
        /^\/api\/v1\.1\/admin\/special-category$/,
        () => ({ status: 200, body: { data: [row], total: 60 } }),
      ],
    ]);
    const url = '/dashboard/special-category?text=v%C3%A0ng&active=true&page=2';
    const route = { prefetch: prefetchSpecialCategories, render: renderCategories };
    await expectUrlPrefetchTaken([categoriesStore.specialList], url, route, async () => {
      expect(await screen.findByText('Giờ vàng')).toBeInTheDocument();
      expect(screen.getByText('gio-vang')).toBeInTheDocument();
    });
    expect(expectAskedOnce(server, /\/admin\/special-category$/)).toEqual({
      text: 'vàng',
      active: 'true',
      page: '2',
      quantity: '50',
    });
  });
});
