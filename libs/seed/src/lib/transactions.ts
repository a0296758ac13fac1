import { RequestStatus, Role, TransactionType } from '@app/contract';
import { transactions as transactionsTable } from '@app/server-db';
import { sql } from 'drizzle-orm';
import type { SeededAccounts } from './accounts';
import type { Row, SeedContext } from './context';
import * as data from './data';
import { DAY_MS, stripDiacritics, vnDateCode } from './random';

/**
 * Wallet deposits and withdrawals (alternating) over the last 180 days, of residents with an apartment
 * and merchants; the newest six cover every status of both kinds. A pending withdrawal holds its amount
 * in the account's pending balance.
 */
export async function seedTransactions(
  ctx: SeedContext,
  {
    residents,
    accounts,
  }: Pick<SeededAccounts, 'residents'> & {
    /** Every account so far (the merchants among them hold money too). */
    accounts: Row<'accounts'>[];
  },
): Promise<void> {
  const { rng, size, nowMs } = ctx;
  const moneyHolders = [
    ...residents.filter((r) => r.apartmentId),
    ...accounts.filter((a) => a.role === Role.MERCHANT || a.role === Role.USER_MERCHANT),
  ];
  const rows: Row<'transactions'>[] = [];
  const pendingWithdrawals = new Map<string, number>();
  const times = Array.from({ length: size.transactions }, () =>
    Math.floor(rng.next() * 180 * DAY_MS),
  ).sort((a, b) => b - a);
  times.forEach((ago, i) => {
    const createdAt = ctx.at(ago);
    const holder = rng.pick(moneyHolders);
    const type = i % 2 === 0 ? TransactionType.DEPOSIT : TransactionType.WITHDRAW;
    const recent = ago < 3 * DAY_MS;
    const status =
      i >= size.transactions - 6
        ? ([RequestStatus.PENDING, RequestStatus.APPROVED, RequestStatus.REJECTED] as const)[i % 3]!
        : recent
          ? rng.weighted([
              [RequestStatus.PENDING, 70],
              [RequestStatus.APPROVED, 20],
              [RequestStatus.REJECTED, 10],
            ] as const)
          : rng.weighted([
              [RequestStatus.PENDING, 5],
              [RequestStatus.APPROVED, 80],
              [RequestStatus.REJECTED, 15],
            ] as const);
    const amount = rng.int(5, 500) * 10_000;
    const holderName = stripDiacritics(holder.name).toUpperCase();
    if (type === TransactionType.WITHDRAW && status === RequestStatus.PENDING)
      pendingWithdrawals.set(holder.id!, (pendingWithdrawals.get(holder.id!) ?? 0) + amount);
    rows.push({
      id: rng.id(createdAt),
      transactionCode: `GD${vnDateCode(createdAt)}${String(i + 1).padStart(6, '0')}`,
      accountId: holder.id!,
      type,
      amount,
      balanceChanged:
        status === RequestStatus.APPROVED
          ? type === TransactionType.DEPOSIT
            ? amount
            : -amount
          : null,
      content:
        type === TransactionType.DEPOSIT
          ? `${holderName} nap tien vi`
          : `${holderName} rut tien ve tai khoan`,
      notes: status === RequestStatus.REJECTED ? 'Thông tin chuyển khoản không khớp' : '',
      status,
      bank: {
        accountNumber: String(rng.int(100_000_000, 999_999_999)) + String(rng.int(100, 999)),
        accountHolder: holderName,
        bankName: rng.pick(data.banks),
      },
      createdAt,
      transactionDate:
        status === RequestStatus.PENDING
          ? null
          : new Date(Math.min(nowMs, createdAt.getTime() + rng.int(10, 1440) * 60_000)),
    });
  });
  await ctx.insert(transactionsTable, rows);
  if (pendingWithdrawals.size > 0) {
    const payload = JSON.stringify([...pendingWithdrawals].map(([id, amount]) => ({ id, amount })));
    await ctx.db.execute(
      sql`UPDATE accounts a SET balance_pending = v.amount, balance = GREATEST(a.balance, v.amount)
          FROM json_to_recordset(${payload}::json) AS v(id char(24), amount bigint) WHERE a.id = v.id`,
    );
  }
}
