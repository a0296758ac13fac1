import { and, eq, gte, sql } from 'drizzle-orm';
import {
  RequestStatus,
  TransactionType,
  transactionsMessages,
  type Transaction,
} from '@app/transactions-contract';
import { accountLedger, accounts, transactions, type Db } from '@app/server-db';
import { found, missing, refused, type Refusal, type Result } from '@app/server-core';
import { findTransaction } from './transaction-list';

export type Decision = { approve: true } | { approve: false; notes: string };

/** Thrown inside the database transaction to roll it back with a refusal. */
class Rollback extends Error {
  constructor(readonly refusal: Refusal) {
    super('rollback');
  }
}

/**
 * Approves or rejects a pending deposit or withdrawal, in one database transaction:
 *
 * 1. The transaction row is updated only while it is still pending and of the endpoint's kind
 *    (`UPDATE … WHERE status = pending`): of concurrent decisions exactly one updates it, the others
 *    (blocked on its row lock, then re-checking the condition) find it decided and get 409.
 * 2. Approving moves the money: a deposit adds to the balance; a withdrawal takes from it only while
 *    the balance covers it (`UPDATE … WHERE balance >= amount`; otherwise the whole transaction rolls
 *    back and the answer is 409) and releases it from `balancePending`. Rejecting a withdrawal only
 *    releases it from `balancePending`.
 * 3. Every balance change appends its ledger row (signed amount, balance after), in the same
 *    transaction; the ledger's unique index on the transaction id refuses a second row for it.
 *
 * The transaction date is set at the decision. CHECK constraints keep the balance and the pending
 * balance from going below zero whatever the caller.
 */
export async function settleTransaction(
  db: Db,
  id: string,
  kind: TransactionType,
  decision: Decision,
): Promise<Result<Transaction>> {
  let refusal: Refusal | undefined;
  try {
    refusal = await db.transaction(async (tx): Promise<Refusal | undefined> => {
      const now = new Date();
      const sign = kind === TransactionType.DEPOSIT ? sql`` : sql`-`;
      const [decided] = await tx
        .update(transactions)
        .set(
          decision.approve
            ? {
                status: RequestStatus.APPROVED,
                transactionDate: now,
                balanceChanged: sql`${sign}${transactions.amount}`,
              }
            : { status: RequestStatus.REJECTED, transactionDate: now, notes: decision.notes },
        )
        .where(
          and(
            eq(transactions.id, id),
            eq(transactions.type, kind),
            eq(transactions.status, RequestStatus.PENDING),
          ),
        )
        .returning({ accountId: transactions.accountId, amount: transactions.amount });

      if (!decided) {
        const [current] = await tx
          .select({ type: transactions.type, status: transactions.status })
          .from(transactions)
          .where(eq(transactions.id, id));
        if (!current) return missing;
        if (current.type !== kind)
          return refused(
            'conflict',
            transactionsMessages.wrongKind(current.type as TransactionType),
          );
        return refused(
          'conflict',
          transactionsMessages.notPending(current.status as RequestStatus),
        );
      }

      const { accountId, amount } = decided;
      const releasePending = sql`greatest(${accounts.balancePending} - ${amount}, 0)`;
      if (!decision.approve) {
        if (kind === TransactionType.WITHDRAW)
          await tx
            .update(accounts)
            .set({ balancePending: releasePending })
            .where(eq(accounts.id, accountId));
        return undefined;
      }

      const [account] =
        kind === TransactionType.DEPOSIT
          ? await tx
              .update(accounts)
              .set({ balance: sql`${accounts.balance} + ${amount}` })
              .where(eq(accounts.id, accountId))
              .returning({ balance: accounts.balance })
          : await tx
              .update(accounts)
              .set({
                balance: sql`${accounts.balance} - ${amount}`,
                balancePending: releasePending,
              })
              .where(and(eq(accounts.id, accountId), gte(accounts.balance, amount)))
              .returning({ balance: accounts.balance });
      if (!account) {
        const [current] = await tx
          .select({ balance: accounts.balance })
          .from(accounts)
          .where(eq(accounts.id, accountId));
        throw new Rollback(
          refused(
            'conflict',
            transactionsMessages.insufficientBalance(current?.balance ?? 0, amount),
          ),
        );
      }
      await tx.insert(accountLedger).values({
        accountId,
        amount: kind === TransactionType.DEPOSIT ? amount : -amount,
        balanceAfter: account.balance,
        kind: kind === TransactionType.DEPOSIT ? 'deposit' : 'withdraw',
        transactionId: id,
        createdAt: now,
      });
      return undefined;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
  if (refusal) return refusal;
  const row = await findTransaction(db, id);
  return row ? found(row) : missing;
}
