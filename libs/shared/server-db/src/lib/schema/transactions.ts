import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import {
  createdAt,
  idColumn,
  money,
  newestFirst,
  refColumn,
  searchIndex,
  timestamptz,
} from './columns';

export interface TransactionBank {
  accountNumber: string;
  accountHolder: string;
  bankName: string;
}

export const transactions = pgTable(
  'transactions',
  {
    id: idColumn(),
    transactionCode: text('transaction_code').notNull().unique(),
    accountId: refColumn('account_id')
      .notNull()
      .references(() => accounts.id),
    /** TransactionType: 0 deposit, 1 withdraw. */
    type: smallint('type').notNull(),
    amount: money('amount').notNull(),
    balanceChanged: money('balance_changed'),
    content: text('content').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** RequestStatus: 0 pending, 1 approved, 2 rejected. */
    status: smallint('status').notNull().default(0),
    bank: jsonb('bank').$type<TransactionBank>(),
    createdAt: createdAt(),
    transactionDate: timestamptz('transaction_date'),
  },
  (t) => [
    index('transactions_created_at_idx').on(...newestFirst(t)),
    index('transactions_account_id_created_at_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
    ),
    index('transactions_status_type_idx').on(t.status, t.type),
    // The list sorted by amount, either way (docs/decisions/lists.md "Sorting").
    index('transactions_amount_id_idx').on(t.amount, t.id),
    searchIndex('transactions_code_search_idx', t.transactionCode),
    searchIndex('transactions_content_search_idx', t.content),
    check('transactions_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * LedgerKind: why an account's balance changed. 'opening' carries a balance that existed before the
 * ledger (the migration writes one per account; the seeder one per seeded account); 'deposit' and
 * 'withdraw' are approved wallet transactions.
 */
export type LedgerKind = 'opening' | 'deposit' | 'withdraw';

/**
 * The append-only ledger of account balances: every change of `accounts.balance` is one row here,
 * written in the same database transaction, so that for every account balance = sum(amount) of its
 * rows. A trigger refuses UPDATE and DELETE (migration, hand-written part); at most one row per
 * wallet transaction (unique index), so money cannot move twice for one transaction.
 */
export const accountLedger = pgTable(
  'account_ledger',
  {
    id: idColumn(),
    accountId: refColumn('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Signed: + adds to the balance, − takes from it. */
    amount: money('amount').notNull(),
    /** The account's balance after this row. */
    balanceAfter: money('balance_after').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    transactionId: refColumn('transaction_id').references(() => transactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_ledger_account_id_created_at_idx').on(t.accountId, t.createdAt),
    uniqueIndex('account_ledger_transaction_id_unique')
      .on(t.transactionId)
      .where(sql`${t.transactionId} IS NOT NULL`),
    check('account_ledger_balance_after_not_negative', sql`${t.balanceAfter} >= 0`),
    check('account_ledger_kind', sql`${t.kind} IN ('opening', 'deposit', 'withdraw')`),
  ],
);
