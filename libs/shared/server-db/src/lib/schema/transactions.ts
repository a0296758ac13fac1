import { index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, idColumn, money, refColumn, timestamptz } from './columns';

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
    index('transactions_created_at_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_account_id_created_at_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
    ),
    index('transactions_status_type_idx').on(t.status, t.type),
  ],
);
