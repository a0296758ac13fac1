import { within } from '@testing-library/react';
import { Role } from '@app/contract';
import { expectAskedOnce, expectUrlPrefetchTaken, findRow, signInAs } from '@app/ui/testing';
import { installServer, renderAccounts, shipperFixture } from '../accounts.fixtures';
import { prefetchShippers } from '../prefetch';
import { accountsStore } from '../store/accounts-store';

describe('shipper list', () => {
  afterEach(() => jest.restoreAllMocks());
  /** The first paint of a screen waits for its lazy chunk and the grid: a busy machine is slow. */
  const slow = { timeout: 15_000 };

  it('shows the page the route prefetched, from the same query: the list is asked once', async () => {
    const server = installServer([], { shippers: [shipperFixture(30)] });
    signInAs(Role.SUPER_ADMIN);
    const url = '/dashboard/Shipper?text=Trần&status=0&page=2';
    const route = { prefetch: prefetchShippers, render: renderAccounts };
    await expectUrlPrefetchTaken([accountsStore.shippers], url, route, async () => {
      const row = await findRow('Trần Văn 30', slow);
      expect(within(row).getByText('SP-30')).toBeInTheDocument();
    });
    expect(expectAskedOnce(server, '/api/v1.1/admin/shipper')).toEqual({
      text: 'Trần',
      status: '0',
      page: '2',
      quantity: '50',
    });
  });
});
