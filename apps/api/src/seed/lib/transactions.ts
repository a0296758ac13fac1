import { Role } from '@app/contract';
import {
  accountLedger,
  accounts as accountsTable,
  transactions as transactionsTable,
} from '@app/server-db';
import { sql } from 'drizzle-orm';
import type { SeededAccounts } from './accounts';
import type { Row, SeedContext } from './context';
import * as data from './data';
import { DAY_MS, stripDiacritics, vnDateCode } from './random';
import { RequestStatus, TransactionType } from '@app/transactions-contract';

/**
 * Wallet deposits and withdrawals (alternating) over the last 180 days, of residents with an apartment
 * and merchants; the newest six cover every status of both kinds. A pending withdrawal holds its amount
 * in the account's pending balance.
 *
 * The ledger is written too, so that balance = sum(ledger) holds from the start: one 'opening' row per
 * account that holds money, then one row per approved transaction in the order the money moved. The
 * opening amount is the account's seeded balance, raised where needed so that the running balance
 * never goes below zero and the final balance covers the pending withdrawals.
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
  await seedLedger(ctx, rows, pendingWithdrawals);
}

async function seedLedger(
  ctx: SeedContext,
  rows: Row<'transactions'>[],
  pendingWithdrawals: Map<string, number>,
): Promise<void> {
  const moved = rows
    .filter((r) => r.status === RequestStatus.APPROVED)
    .sort((a, b) => a.transactionDate!.getTime() - b.transactionDate!.getTime());
  const byAccount = new Map<string, Row<'transactions'>[]>();
  for (const r of moved) byAccount.set(r.accountId, [...(byAccount.get(r.accountId) ?? []), r]);
  const holders = await ctx.db
    .select({
      id: accountsTable.id,
      balance: accountsTable.balance,
      createdAt: accountsTable.createdAt,
    })
    .from(accountsTable);
  const ledger: Row<'accountLedger'>[] = [];
  const balances: { id: string; balance: number; pending: number }[] = [];
  for (const holder of holders) {
    const own = byAccount.get(holder.id) ?? [];
    const pending = pendingWithdrawals.get(holder.id) ?? 0;
    let sum = 0;
    let lowest = 0;
    for (const r of own) {
      sum += r.balanceChanged!;
      lowest = Math.min(lowest, sum);
    }
    const opening = Math.max(holder.balance, -lowest, pending - sum);
    if (opening === 0 && own.length === 0 && pending === 0) continue;
    let balance = 0;
    if (opening > 0) {
      const firstMove = own[0]?.transactionDate?.getTime() ?? Infinity;
      const at = new Date(Math.min(holder.createdAt.getTime(), firstMove - 1000));
      balance = opening;
      ledger.push({
        id: ctx.rng.id(at),
        accountId: holder.id,
        amount: opening,
        balanceAfter: balance,
        kind: 'opening',
        // Set on every row: the bulk insert takes its columns from the first row.
        transactionId: null,
        createdAt: at,
      });
    }
    for (const r of own) {
      balance += r.balanceChanged!;
      ledger.push({
        id: ctx.rng.id(r.transactionDate!),
        accountId: holder.id,
        amount: r.balanceChanged!,
        balanceAfter: balance,
        kind: r.type === TransactionType.DEPOSIT ? 'deposit' : 'withdraw',
        transactionId: r.id!,
        createdAt: r.transactionDate!,
      });
    }
    balances.push({ id: holder.id, balance, pending });
  }
  await ctx.insert(accountLedger, ledger);
  if (balances.length > 0) {
    const payload = JSON.stringify(balances);
    await ctx.db.execute(
      sql`UPDATE accounts a SET balance = v.balance, balance_pending = v.pending
          FROM json_to_recordset(${payload}::json) AS v(id char(24), balance bigint, pending bigint)
          WHERE a.id = v.id`,
    );
  }
}
