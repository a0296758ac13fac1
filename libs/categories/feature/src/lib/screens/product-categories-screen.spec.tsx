import { screen } from '@testing-library/react';
import { Role } from '@app/contract';
import { expectPrefetchTaken, signInAs } from '@app/ui/testing';
import { installServer, renderCategories } from '../categories.fixtures';
import { prefetchProductCategories } from '../prefetch';
import { categoriesStore } from '../store/categories-store';

afterEach(() => jest.restoreAllMocks());

describe('<ProductCategoriesScreen />', () => {
  it('shows the tree the route prefetched, from the same query: the list is asked once', async () => {
    signInAs(Role.SUPER_ADMIN);
    const server = installServer();
    // The tree has no filters: a URL's query (a page, a stray filter) changes nothing.
    const url = '/dashboard/Category?text=n&page=2';
    await expectPrefetchTaken(
      [categoriesStore.tree],
      () => prefetchProductCategories(),
      async () => {
        renderCategories(url);
        expect(await screen.findByText('Nhóm 1')).toBeInTheDocument();
        expect(screen.getByText('Nhóm 2')).toBeInTheDocument();
      },
    );
    expect(server.requests('GET', /\/admin\/category$/)).toHaveLength(1);
  });
});
