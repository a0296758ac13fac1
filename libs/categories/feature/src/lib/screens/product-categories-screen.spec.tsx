import { act, screen } from '@testing-library/react';
import { Role } from '@app/contract';
import { useAuthStore } from '@app/util-auth';
import { installServer, renderCategories } from '../categories.fixtures';
import { prefetchProductCategories } from '../prefetch';

afterEach(() => jest.restoreAllMocks());

describe('<ProductCategoriesScreen />', () => {
  it('shows the tree the route prefetched, from the same query: the list is asked once', async () => {
    useAuthStore.setState({ user: { role: Role.SUPER_ADMIN } as never, isLoggedIn: true });
    const server = installServer();
    // The tree has no filters: a URL's query (a page, a stray filter) changes nothing.
    const url = '/dashboard/Category?text=n&page=2';
    prefetchProductCategories();
    renderCategories(url);
    expect(await screen.findByText('Nhóm 1')).toBeInTheDocument();
    expect(screen.getByText('Nhóm 2')).toBeInTheDocument();
    // Time for a second call, if the screen asked for another query than the prefetch.
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(server.requests('GET', /\/admin\/category$/)).toHaveLength(1);
  });
});
