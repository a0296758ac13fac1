import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { RequestStatus, TransactionType, type Transaction } from '@app/transactions-contract';
import { configureApiClient } from '@app/data-access-api';
import { UiProvider } from '@app/ui';
import { transactionsRoutes } from './routes';

export const API_BASE = 'http://api.test';

const pad = (n: number) => n.toString(16).padStart(24, '0');

export const transactionFixture = (n: number, over: Partial<Transaction> = {}): Transaction => ({
  _id: pad(n),
  transactionCode: `GD${String(n).padStart(6, '0')}`,
  amount: 100_000 * n,
  balanceChanged: null,
  content: `Yêu cầu ${n}`,
  notes: '',
  status: RequestStatus.PENDING,
  type: n % 2 ? TransactionType.DEPOSIT : TransactionType.WITHDRAW,
  createdAt: '2026-11-20T23:30:00.000Z',
  transactionDate: null,
  user: {
    _id: pad(1000 + n),
    name: `Nguyễn Văn ${n}`,
    avatar: '',
    balance: 1_000_000,
    balancePending: 0,
  },
  transactionBank: {
    accountNumber: '0123456789',
    accountHolder: 'NGUYEN VAN A',
    bankName: 'Vietcombank',
  },
  ...over,
});

/**
 * A fetch double standing in for the transactions API in component tests (the API itself is tested
 * on the real server and database in the server lib): it keeps `rows` as the server's state,
 * answers the list and the totals (type and status filters), the decisions, and records every
 * request. `refuse` makes the next decision answer 409 with that message.
 */
/**
 * A fetch double of the transactions API over `rows`. `estimate`: the list answers that total with
 * `exact: false`, as the server does past its count cap (the totals still count the rows).
 */
export function installServer(
  rows: Transaction[],
  options: { refuse?: string; estimate?: number } = {},
) {
  const seen: { method: string; url: URL; body: unknown }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const matching = (url: URL) =>
    rows.filter(
      (r) =>
        (!url.searchParams.has('type') || r.type === Number(url.searchParams.get('type'))) &&
        (!url.searchParams.has('status') || r.status === Number(url.searchParams.get('status'))),
    );
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const raw = request.method === 'GET' ? '' : await request.text();
    const body = raw ? (JSON.parse(raw) as { notes?: string }) : undefined;
    seen.push({ method: request.method, url, body });
    if (request.method === 'GET' && url.pathname.endsWith('/report/balances')) {
      const data = matching(url);
      const sum = (type: number) =>
        data.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0);
      return json(200, {
        data: { deposit: sum(0), withdraw: sum(1), count: data.length },
      });
    }
    if (request.method === 'GET') {
      const data = matching(url);
      return options.estimate === undefined
        ? json(200, { data, total: data.length, exact: true })
        : json(200, { data, total: options.estimate, exact: false });
    }
    if (options.refuse) return json(409, { message: options.refuse });
    const [, id, kind, decision] =
      /balance\/([0-9a-f]+)\/(deposit|withdraw)\/(approval|reject)$/.exec(url.pathname)!;
    const i = rows.findIndex((r) => r._id === id);
    const row = rows[i]!;
    const approved = decision === 'approval';
    const sign = kind === 'deposit' ? 1 : -1;
    const updated: Transaction = {
      ...row,
      status: approved ? RequestStatus.APPROVED : RequestStatus.REJECTED,
      transactionDate: '2026-11-21T01:00:00.000Z',
      notes: approved ? row.notes : body!.notes!,
      balanceChanged: approved ? sign * row.amount : null,
      user: { ...row.user, balance: row.user.balance + (approved ? sign * row.amount : 0) },
    };
    rows[i] = updated;
    return json(200, {
      data: updated,
      message: approved ? 'Duyệt giao dịch thành công!' : 'Từ chối giao dịch thành công!',
    });
  });
  configureApiClient({
    baseUrl: API_BASE,
    getTokens: () => ({ token: 'token', refreshToken: 'refresh' }),
    onError: () => undefined,
  });
  return { seen, requests: (method: string) => seen.filter((s) => s.method === method) };
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export function renderTransactions(url = '/dashboard/transaction') {
  const shell = (
    <UiProvider>
      <Outlet />
    </UiProvider>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: shell,
        HydrateFallback: () => null,
        children: transactionsRoutes,
      },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
