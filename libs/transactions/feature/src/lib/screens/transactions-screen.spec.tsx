import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@app/contract';
import { RequestStatus, TransactionType } from '@app/transactions-contract';
import { resetScreenEachTest, signInAs } from '@app/ui/testing';
import { datePresetRange } from '@app/util-format';
import { installServer, transactionFixture, renderTransactions } from '../transactions.fixtures';
import { resetTransactionsStore } from '../store/transactions-store';

resetScreenEachTest(resetTransactionsStore);
beforeEach(() => signInAs(Role.SUPER_ADMIN));

describe('<TransactionsScreen />', () => {
  it('shows the rows and the three totals of the filter; the type filter goes to the URL and both calls', async () => {
    const server = installServer([
      transactionFixture(1, { amount: 1_250_000 }),
      transactionFixture(2, { amount: 300_000 }),
      transactionFixture(3, { amount: 50_000 }),
    ]);
    const { router } = renderTransactions();
    expect(
      await screen.findByRole('heading', { name: 'Quản lý giao dịch', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('GD000001')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('total-deposit').textContent).toMatch(/1\.300\.000/),
    );
    expect(screen.getByTestId('total-withdraw').textContent).toMatch(/300\.000/);
    expect(screen.getByTestId('total-net').textContent).toMatch(/1\.000\.000/);

    await userEvent.click(screen.getByRole('combobox', { name: 'Loại giao dịch' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rút tiền' }));
    await waitFor(() => expect(screen.queryByText('GD000001')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?type=1');
    await waitFor(() => expect(screen.getByTestId('total-deposit').textContent).toMatch(/^0/));
    expect(server.requests('GET').at(-1)!.url.searchParams.get('type')).toBe('1');
    expect(
      server
        .requests('GET')
        .some(
          (r) =>
            r.url.pathname.endsWith('/report/balances') && r.url.searchParams.get('type') === '1',
        ),
    ).toBe(true);
  });

  it('links the user to their page for the super admin, and shows the name as text to the admin, who may not open it (audit item 15)', async () => {
    installServer([transactionFixture(1), transactionFixture(2)]);
    renderTransactions();
    expect(await screen.findByRole('link', { name: 'Nguyễn Văn 1' })).toHaveAttribute(
      'href',
      `/dashboard/user/${transactionFixture(1).user._id}`,
    );

    cleanup();
    resetTransactionsStore();
    signInAs(Role.ADMIN);
    renderTransactions();
    expect(await screen.findByText('Nguyễn Văn 2')).toBeInTheDocument();
    expect(screen.getByText('Nguyễn Văn 1')).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /Nguyễn Văn/ })).toEqual([]);
  });

  it('puts a date preset in the URL and sends the same Vietnam days to the list and to the totals', async () => {
    const server = installServer([transactionFixture(1), transactionFixture(2)]);
    const { router } = renderTransactions();
    expect(await screen.findByText('GD000001')).toBeInTheDocument();
    const { startDate, endDate } = datePresetRange('last7Days');
    await userEvent.click(screen.getByRole('button', { name: '7 ngày qua' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('startDate')).toBe(startDate),
    );
    expect(new URLSearchParams(router.state.location.search).get('endDate')).toBe(endDate);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '7 ngày qua' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const last = (totals: boolean) =>
      server
        .requests('GET')
        .filter((r) => r.url.pathname.endsWith('/report/balances') === totals)
        .at(-1)!.url.searchParams;
    await waitFor(() => expect(last(false).get('startDate')).toBe(startDate));
    expect(last(false).get('endDate')).toBe(endDate);
    await waitFor(() => expect(last(true).get('start')).toBe(startDate));
    expect(last(true).get('end')).toBe(endDate);
  });

  it('reads the filters of a shared link: the calls carry them, the fields show them', async () => {
    const server = installServer([transactionFixture(1), transactionFixture(2)]);
    renderTransactions(
      '/dashboard/transaction?startDate=2026-11-01&endDate=2026-11-20&type=1&status=0&text=GD0',
    );
    expect(await screen.findByText('GD000002')).toBeInTheDocument();
    const totals = server.requests('GET').find((r) => r.url.pathname.endsWith('/report/balances'))!
      .url.searchParams;
    expect(Object.fromEntries(totals)).toEqual({
      start: '2026-11-01',
      end: '2026-11-20',
      type: '1',
      status: '0',
      text: 'GD0',
    });
    const list = server.requests('GET').find((r) => !r.url.pathname.endsWith('/report/balances'))!
      .url.searchParams;
    expect(list.get('startDate')).toBe('2026-11-01');
    expect(list.get('endDate')).toBe('2026-11-20');
    expect(screen.getByRole('combobox', { name: 'Loại giao dịch' })).toHaveTextContent('Rút tiền');
    expect(screen.getByRole('combobox', { name: 'Trạng thái' })).toHaveTextContent('Chờ xử lý');
    expect(screen.getByRole('textbox', { name: 'Tìm kiếm' })).toHaveValue('GD0');
  });

  it('shows the exact count of the totals when the list only estimates its total', async () => {
    installServer(
      [1, 2, 3].map((n) => transactionFixture(n)),
      { estimate: 12_000 },
    );
    renderTransactions();
    expect(await screen.findByText('Tổng số 3 bản ghi')).toBeInTheDocument();
    expect(screen.queryByText(/bản ghi \(đang đếm chính xác\)/)).not.toBeInTheDocument();
  });

  it('rejects only with a reason, then shows the status, the transaction date and the reason in a popover', async () => {
    const server = installServer([transactionFixture(2, { type: TransactionType.WITHDRAW })]);
    renderTransactions();
    await userEvent.click(await screen.findByRole('button', { name: 'Xem giao dịch GD000002' }));
    const view = await screen.findByRole('dialog', { name: 'Giao dịch GD000002' });
    expect(within(view).getByText('0123456789')).toBeInTheDocument();
    expect(within(view).getByText('Vietcombank')).toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Từ chối' }));
    const form = await screen.findByRole('dialog', { name: 'Từ chối giao dịch' });
    await userEvent.click(within(form).getByRole('button', { name: 'Từ chối' }));
    expect(await within(form).findByText('Vui lòng nhập lý do từ chối!')).toBeInTheDocument();
    expect(server.requests('PATCH')).toHaveLength(0);

    await userEvent.type(
      within(form).getByRole('textbox', { name: /Lý do từ chối/ }),
      'Sai số tài khoản',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests('PATCH')[0]!.url.pathname).toMatch(/\/withdraw\/reject$/);
    expect(server.requests('PATCH')[0]!.body).toEqual({ notes: 'Sai số tài khoản' });
    expect(await screen.findByText('Đã từ chối')).toBeInTheDocument();
    expect(screen.getByText('21-11-2026 08:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lý do từ chối giao dịch GD000002' }));
    expect(await screen.findByTestId('reject-reason')).toHaveTextContent('Sai số tài khoản');
    await userEvent.keyboard('{Escape}');

    // The detail's 'Lịch sử' names who rejected it and why.
    await userEvent.click(screen.getByRole('button', { name: 'Xem giao dịch GD000002' }));
    const again = await screen.findByRole('dialog', { name: 'Giao dịch GD000002' });
    const history = await within(again).findByRole('region', { name: 'Lịch sử' });
    expect(
      await within(history).findByText(
        'Trần Thị Quản Lý (Quản trị viên) từ chối giao dịch — Lý do: Sai số tài khoản',
      ),
    ).toBeInTheDocument();
    expect(server.requests('GET', /\/history$/).length).toBeGreaterThanOrEqual(2);
  });

  it('approves after a confirmation: the row shows the new status, date and balance at once', async () => {
    installServer([transactionFixture(1, { amount: 200_000 })]);
    renderTransactions();
    await userEvent.click(await screen.findByRole('button', { name: 'Xem giao dịch GD000001' }));
    const view = await screen.findByRole('dialog', { name: 'Giao dịch GD000001' });
    await userEvent.click(within(view).getByRole('button', { name: 'Duyệt' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Duyệt giao dịch' });
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByText('Đã duyệt')).toBeInTheDocument();
    expect(screen.getByText('21-11-2026 08:00')).toBeInTheDocument();
    expect(screen.getByText(/Số dư: 1\.200\.000/)).toBeInTheDocument();
    expect(await screen.findByText('Duyệt giao dịch thành công!')).toBeInTheDocument();
  });

  it('shows the server’s refusal (409) and keeps the money where it was', async () => {
    installServer([transactionFixture(2, { status: RequestStatus.PENDING })], {
      refuse: 'Số dư của người dùng không đủ để rút',
    });
    renderTransactions();
    await userEvent.click(await screen.findByRole('button', { name: 'Xem giao dịch GD000002' }));
    const view = await screen.findByRole('dialog', { name: 'Giao dịch GD000002' });
    await userEvent.click(within(view).getByRole('button', { name: 'Duyệt' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Duyệt giao dịch' })).getByRole('button', {
        name: 'Duyệt',
      }),
    );
    expect(await screen.findByText('Số dư của người dùng không đủ để rút')).toBeInTheDocument();
    expect(screen.getAllByText('Chờ xử lý').length).toBeGreaterThan(0);
  });
});
