import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  Transaction,
  TransactionsFilter,
  TransactionTotals,
} from '@app/transactions-contract';
import { TRANSACTIONS_EXACT_COUNT_LIMIT, TransactionType } from '@app/transactions-contract';
import { accounts, transactions, type Db } from '@app/server-db';
import {
  cappedCount,
  EXPORT_BATCH_SIZE,
  listSort,
  mapBatches,
  newestFirstKeyset,
  pageWindow,
  plannedRows,
  selectBatches,
  textSearch,
  type Page,
} from '@app/server-core';
import { vietnamDayEndUtc, vietnamDayStartUtc } from '@app/util-format';

/** The columns of one answer row: the transaction and its user. */
export const transactionColumns = {
  id: transactions.id,
  transactionCode: transactions.transactionCode,
  amount: transactions.amount,
  balanceChanged: transactions.balanceChanged,
  content: transactions.content,
  notes: transactions.notes,
  status: transactions.status,
  type: transactions.type,
  createdAt: transactions.createdAt,
  transactionDate: transactions.transactionDate,
  bank: transactions.bank,
  userId: accounts.id,
  userName: accounts.name,
  userAvatar: accounts.avatar,
  userBalance: accounts.balance,
  userBalancePending: accounts.balancePending,
};

/** A transaction with its user: the list's, the export's and the detail's select. */
const selectTransactions = (db: Db) =>
  db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId));

type TransactionRow = {
  [K in keyof typeof transactionColumns]: (typeof transactionColumns)[K]['_']['data'];
} & { bank: { accountNumber: string; accountHolder: string; bankName: string } | null };

export const toTransaction = (r: TransactionRow): Transaction => ({
  _id: r.id,
  transactionCode: r.transactionCode,
  amount: r.amount,
  balanceChanged: r.balanceChanged,
  content: r.content,
  notes: r.notes,
  status: r.status,
  type: r.type,
  createdAt: r.createdAt.toISOString(),
  transactionDate: r.transactionDate?.toISOString() ?? null,
  user: {
    _id: r.userId,
    name: r.userName,
    avatar: r.userAvatar,
    balance: r.userBalance,
    balancePending: r.userBalancePending,
  },
  transactionBank: r.bank
    ? {
        accountNumber: r.bank.accountNumber ?? '',
        accountHolder: r.bank.accountHolder ?? '',
        bankName: r.bank.bankName ?? '',
      }
    : null,
});

/**
 * The WHERE of the list and of the totals: one function, so that the totals are always those of the
 * listed rows. The dates are whole Vietnam days of the request date, both included. The text matches
 * the code, the content or the user's name (the query joins the user).
 */
export function filterWhere(f: TransactionsFilter): SQL | undefined {
  return and(
    f.user ? eq(transactions.accountId, f.user) : undefined,
    f.type !== undefined ? eq(transactions.type, f.type) : undefined,
    f.status !== undefined ? eq(transactions.status, f.status) : undefined,
    f.startDate ? sql`${transactions.createdAt} >= ${vietnamDayStartUtc(f.startDate)}` : undefined,
    f.endDate ? sql`${transactions.createdAt} < ${vietnamDayEndUtc(f.endDate)}` : undefined,
    f.text
      ? or(
          textSearch(f.text, transactions.transactionCode, transactions.content),
          // The user's name through a subquery, so that the WHERE reads `transactions` alone and
          // the capped count needs no join (the accounts' name index finds the users).
          sql`${transactions.accountId} in (select ${accounts.id} from ${accounts} where ${textSearch(f.text, accounts.name)})`,
        )
      : undefined,
  );
}

/**
 * The list's sorts (the contract's `transactionSortFields`), then by id; without one newest first.
 * Served by `transactions_created_at_idx` and `transactions_amount_id_idx`.
 */
const transactionSort = listSort<Pick<TransactionRow, 'id' | 'createdAt' | 'amount'>>()(
  {
    createdAt: [transactions.createdAt, (r) => r.createdAt],
    amount: [transactions.amount, (r) => r.amount],
  },
  [transactions.id, (r) => r.id],
  newestFirstKeyset(transactions),
);

/**
 * The list's total, as the order list counts: up to `exactLimit` matches it is counted on every
 * request, reading at most `exactLimit + 1` rows (`cappedCount`); past that the planner's estimate
 * answers, with `exact: false`. A page change never sums the whole filter; the exact count of a wide
 * filter is the totals call's `count` (the same WHERE), which the console shows instead.
 */
async function countTransactions(
  db: Db,
  where: SQL | undefined,
  exactLimit: number,
): Promise<{ total: number; exact: boolean }> {
  const [row] = await cappedCount(db, transactions, where, exactLimit + 1);
  const n = Number(row?.n ?? 0);
  if (n <= exactLimit) return { total: n, exact: true };
  const estimate = await plannedRows(
    db,
    db
      .select({ one: sql`1` })
      .from(transactions)
      .where(where),
  );
  return { total: Math.max(exactLimit + 1, estimate ?? 0), exact: false };
}

/** One page, newest first or sorted, and the filter's total (exact up to `exactLimit`, see above). */
export async function listTransactions(
  db: Db,
  filter: TransactionsFilter & { page: number; quantity: number },
  exactLimit: number = TRANSACTIONS_EXACT_COUNT_LIMIT,
): Promise<Page<Transaction>> {
  const { page, quantity, ...f } = filter;
  const where = filterWhere(f);
  const order = transactionSort.order(f.sort);
  const { limit, offset } = pageWindow(page, quantity);
  const [rows, count] = await Promise.all([
    selectTransactions(db)
      .where(
        inArray(
          transactions.id,
          db
            .select({ id: transactions.id })
            .from(transactions)
            .innerJoin(accounts, eq(accounts.id, transactions.accountId))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        ),
      )
      .orderBy(...order),
    countTransactions(db, where, exactLimit),
  ]);
  return { rows: rows.map((r) => toTransaction(r as TransactionRow)), ...count };
}

/**
 * Every transaction the list's filter selects, in the list's order (newest first or its sort),
 * walked by (sort column, id) a batch at a time (the export).
 */
export const transactionRows = (db: Db, filter: TransactionsFilter, size = EXPORT_BATCH_SIZE) =>
  mapBatches(
    selectBatches(
      () => selectTransactions(db).$dynamic(),
      filterWhere(filter),
      transactionSort.keyset(filter.sort),
      size,
    ),
    (r) => toTransaction(r as TransactionRow),
  );

/** The deposit and withdraw totals (amounts of every matching row, by type) and the count. */
export async function transactionTotals(
  db: Db,
  filter: TransactionsFilter,
): Promise<TransactionTotals> {
  const [row] = await db
    .select({
      deposit: sql<string>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.type} = ${TransactionType.DEPOSIT}), 0)`,
      withdraw: sql<string>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.type} = ${TransactionType.WITHDRAW}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(filterWhere(filter));
  return {
    deposit: Number(row?.deposit ?? 0),
    withdraw: Number(row?.withdraw ?? 0),
    count: Number(row?.count ?? 0),
  };
}

/** One transaction with its user, or undefined. */
export async function findTransaction(db: Db, id: string): Promise<Transaction | undefined> {
  const [row] = await selectTransactions(db).where(eq(transactions.id, id));
  return row ? toTransaction(row as TransactionRow) : undefined;
}
