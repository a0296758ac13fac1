import { Role, type HistoryEntry } from '@app/contract';
import { RequestStatus, TransactionType, type Transaction } from '@app/transactions-contract';
import { installFakeApi, ok, renderRoutes } from '@app/ui/testing';
import { transactionsRoutes } from './routes';

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
 * The fake API of the transactions screens (the API itself is tested on the real server and
 * database in the server lib): it keeps `rows` as the server's state and answers the list and the
 * totals (type and status filters) and the decisions. `refuse` makes every decision answer 409
 * with that message; `estimate`: the list answers that total with `exact: false`, as the server
 * does past its count cap (the totals still count the rows). Each decision adds an entry to the
 * transaction's history, by 'Trần Thị Quản Lý' (an admin).
 */
export function installServer(
  rows: Transaction[],
  options: { refuse?: string; estimate?: number } = {},
) {
  const matching = (url: URL) =>
    rows.filter(
      (r) =>
        (!url.searchParams.has('type') || r.type === Number(url.searchParams.get('type'))) &&
        (!url.searchParams.has('status') || r.status === Number(url.searchParams.get('status'))),
    );
  const history = new Map<string, HistoryEntry[]>();
  return installFakeApi(({ method, url, body }) => {
    if (method === 'GET' && url.pathname.endsWith('/history')) {
      const id = /balance\/([0-9a-f]+)\/history$/.exec(url.pathname)![1]!;
      const data = history.get(id) ?? [];
      return ok({ data, total: data.length });
    }
    if (method === 'GET' && url.pathname.endsWith('/report/balances')) {
      const data = matching(url);
      const sum = (type: number) =>
        data.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0);
      return ok({ data: { deposit: sum(0), withdraw: sum(1), count: data.length } });
    }
    if (method === 'GET') {
      const data = matching(url);
      return options.estimate === undefined
        ? ok({ data, total: data.length, exact: true })
        : ok({ data, total: options.estimate, exact: false });
    }
    if (options.refuse) return { status: 409, body: { message: options.refuse } };
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
      notes: approved ? row.notes : (body as { notes: string }).notes,
      balanceChanged: approved ? sign * row.amount : null,
      user: { ...row.user, balance: row.user.balance + (approved ? sign * row.amount : 0) },
    };
    rows[i] = updated;
    history.set(id!, [
      {
        _id: String(history.size + 1),
        action: 'decision',
        at: '2026-11-21T01:00:00.000Z',
        author: { _id: 'a'.repeat(24), name: 'Trần Thị Quản Lý', role: Role.ADMIN },
        fromStatus: RequestStatus.PENDING,
        toStatus: updated.status,
        reason: approved ? '' : updated.notes,
        details: {},
      },
      ...(history.get(id!) ?? []),
    ]);
    return ok({
      data: updated,
      message: approved ? 'Duyệt giao dịch thành công!' : 'Từ chối giao dịch thành công!',
    });
  });
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export const renderTransactions = (url = '/dashboard/transaction') =>
  renderRoutes(transactionsRoutes, url);
