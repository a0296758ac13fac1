import { act, screen, within } from '@testing-library/react';
import { Role } from '@app/contract';
import { accountFixture, installServer, renderAccounts, signInAs } from '../accounts.fixtures';
import { prefetchStaff } from '../prefetch';

describe('staff list', () => {
  afterEach(() => jest.restoreAllMocks());
  /** The first paint of a screen waits for its lazy chunk and the grid: a busy machine is slow. */
  const slow = { timeout: 15_000 };

  it('shows the page the route prefetched, from the same queries: each entry call is asked once', async () => {
    const server = installServer([], {
      staff: [accountFixture(40, { role: Role.OPERATOR, buildings: [] })],
    });
    signInAs(Role.SUPER_ADMIN);
    prefetchStaff();
    renderAccounts('/dashboard/staff');
    const row = (await screen.findByText('Nguyễn Văn 40', {}, slow)).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('user40@example.vn')).toBeInTheDocument();
    // Time for a second call, if the screen asked for another query than the prefetch.
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    const calls = server.requests('GET', '/admin/get/staff');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ page: '1', quantity: '50' });
    // The staff forms' building choices were prefetched too.
    expect(server.requests('GET', '/api/v1.1/admin/building')).toHaveLength(1);
  });
});
