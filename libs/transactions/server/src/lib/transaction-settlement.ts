import { and, eq, sql } from 'drizzle-orm';
import {
  RequestStatus,
  TRANSACTION_ENTITY,
  TransactionChangeAction,
  TransactionType,
  transactionsMessages,
  type Transaction,
} from '@app/transactions-contract';
import { accountLedger, accounts, newId, transactions, type Db, type Tx } from '@app/server-db';
import {
  found,
  missing,
  recordChange,
  refused,
  type ChangeAuthor,
  type Refusal,
  type Result,
} from '@app/server-core';
import { findTransaction } from './transaction-list';

export type Decision = { approve: true } | { approve: false; notes: string };

/** Who decided, and how (a bulk decision says so in the history). */
export interface DecisionBy {
  author: ChangeAuthor;
  bulk?: boolean;
}

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
 * 2. Approving moves the money: a deposit adds to the balance; a withdrawal locks the account row
 *    (`SELECT … FOR UPDATE`: the account's decisions queue there), takes the amount only while the
 *    balance covers it (otherwise the whole transaction rolls back and the answer is 409), and sets
 *    `balancePending` to the sum of the account's withdrawals still pending. Rejecting a withdrawal
 *    only recomputes `balancePending`.
 * 3. Every balance change appends its ledger row (signed amount, balance after), in the same
 *    transaction; the ledger's unique index on the transaction id refuses a second row for it.
 *
 * 4. The change log's entry (`recordChange`: who, pending → approved or rejected, the reason) is
 *    written in the same transaction, so a decision that rolls back (a balance too low) leaves none.
 *
 * The transaction date is the moment of the decision, read from the database clock after the account
 * lock (`clock_timestamp()`, not the transaction's start nor a time taken before the lock): the decisions
 * of one account queue at that lock, so their ledger rows in time order follow their running balances
 * (audit item 6); the transaction date and its ledger row share that moment. CHECK constraints keep the balance and the pending
 * balance from going below zero whatever the caller.
 */
export async function settleTransaction(
  db: Db,
  id: string,
  kind: TransactionType,
  decision: Decision,
  by: DecisionBy,
): Promise<Result<Transaction>> {
  const refusal = await settle(db, id, kind, decision, by);
  if (refusal) return refusal;
  const row = await findTransaction(db, id);
  return row ? found(row) : missing;
}

/**
 * {@link settleTransaction} without reading the decided row back (the bulk actions answer per row
 * done or refused, not the row), and with `kind` 'any': the row is decided by its own type (a
 * deposit or a withdrawal), with exactly the same statements and guards.
 */
export async function settle(
  db: Db,
  id: string,
  kind: TransactionType | 'any',
  decision: Decision,
  by: DecisionBy,
): Promise<Refusal | undefined> {
  try {
    return await db.transaction(async (tx): Promise<Refusal | undefined> => {
      const sign =
        kind === 'any'
          ? sql`(case when ${transactions.type} = ${TransactionType.DEPOSIT} then 1 else -1 end) * `
          : kind === TransactionType.DEPOSIT
            ? sql``
            : sql`-`;
      const [decided] = await tx
        .update(transactions)
        .set(
          decision.approve
            ? {
                status: RequestStatus.APPROVED,
                transactionDate: sql`clock_timestamp()`,
                balanceChanged: sql`${sign}${transactions.amount}`,
              }
            : {
                status: RequestStatus.REJECTED,
                transactionDate: sql`clock_timestamp()`,
                notes: decision.notes,
              },
        )
        .where(
          and(
            eq(transactions.id, id),
            kind === 'any' ? undefined : eq(transactions.type, kind),
            eq(transactions.status, RequestStatus.PENDING),
          ),
        )
        .returning({
          accountId: transactions.accountId,
          amount: transactions.amount,
          type: transactions.type,
        });

      if (!decided) {
        const [current] = await tx
          .select({ type: transactions.type, status: transactions.status })
          .from(transactions)
          .where(eq(transactions.id, id));
        if (!current) return missing;
        if (kind !== 'any' && current.type !== kind)
          return refused(
            'conflict',
            transactionsMessages.wrongKind(current.type as TransactionType),
          );
        return refused(
          'conflict',
          transactionsMessages.notPending(current.status as RequestStatus),
        );
      }

      const { accountId, amount, type } = decided;
      await recordChange(tx, {
        kind: TRANSACTION_ENTITY,
        entityId: id,
        action: TransactionChangeAction.DECISION,
        author: by.author,
        from: RequestStatus.PENDING,
        to: decision.approve ? RequestStatus.APPROVED : RequestStatus.REJECTED,
        reason: decision.approve ? '' : decision.notes,
        details: by.bulk ? { bulk: true } : {},
      });
      if (type === TransactionType.DEPOSIT) {
        // A deposit never touches the pending balance; rejecting one moves nothing.
        if (!decision.approve) return undefined;
        const [account] = await tx
          .update(accounts)
          .set({ balance: sql`${accounts.balance} + ${amount}` })
          .where(eq(accounts.id, accountId))
          .returning({ balance: accounts.balance });
        // The account row is locked by the update above: the moment is read after it.
        await appendLedger(tx, { accountId, amount, balanceAfter: account!.balance, id });
        return undefined;
      }

      // A withdrawal: lock the account first (its decisions queue here), then read, decide and write
      // in later statements, each of which sees every decision committed before the lock was granted.
      const [locked] = await tx
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update');
      const balance = locked?.balance ?? 0;
      const at = await clockNow(tx);
      if (decision.approve && balance < amount)
        throw new Rollback(
          refused('conflict', transactionsMessages.insufficientBalance(balance, amount)),
        );
      // The pending balance is recomputed as the sum of the account's withdrawals still pending (this
      // one no longer is), rather than lowered by the amount: it is right after every decision, even
      // for a request whose hold was never added.
      const stillPending = sql`(select coalesce(sum(${transactions.amount}), 0) from ${transactions}
        where ${transactions.accountId} = ${accountId}
          and ${transactions.type} = ${TransactionType.WITHDRAW}
          and ${transactions.status} = ${RequestStatus.PENDING})`;
      const [account] = await tx
        .update(accounts)
        .set(
          decision.approve
            ? { balance: sql`${accounts.balance} - ${amount}`, balancePending: stillPending }
            : { balancePending: stillPending },
        )
        .where(eq(accounts.id, accountId))
        .returning({ balance: accounts.balance });
      if (decision.approve)
        await appendLedger(tx, {
          accountId,
          amount: -amount,
          balanceAfter: account!.balance,
          id,
          at,
        });
      else await dateTransaction(tx, id, at);
      return undefined;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}

/**
 * The database clock now (`clock_timestamp()`, which moves within a transaction, unlike `now()`), as
 * its text so that no microsecond is lost on the way through JavaScript's millisecond Date.
 */
async function clockNow(tx: Tx): Promise<string> {
  const res = await tx.execute<{ at: string }>(sql`SELECT clock_timestamp()::text AS at`);
  return res.rows[0]!.at;
}

/** Sets the transaction date to `at` (the moment read after the account lock). */
async function dateTransaction(tx: Tx, id: string, at: string): Promise<void> {
  await tx
    .update(transactions)
    .set({ transactionDate: sql`${at}::timestamptz` })
    .where(eq(transactions.id, id));
}

/**
 * The ledger row of an approved transaction (unique per transaction: a second one is refused), dated
 * `at` or, by default, now on the database clock; the caller holds the account's row lock. The
 * transaction date is set to the same moment, in the same statement (one round trip: the bulk
 * approval's rows each pay it).
 */
async function appendLedger(
  tx: Tx,
  row: { accountId: string; amount: number; balanceAfter: number; id: string; at?: string },
): Promise<void> {
  const at = row.at === undefined ? sql`clock_timestamp()` : sql`${row.at}::timestamptz`;
  await tx.execute(sql`
    WITH ledger AS (
      INSERT INTO ${accountLedger}
        (id, account_id, amount, balance_after, kind, transaction_id, created_at)
      VALUES (${newId()}, ${row.accountId}, ${row.amount}, ${row.balanceAfter},
        ${row.amount > 0 ? 'deposit' : 'withdraw'}, ${row.id}, ${at})
      RETURNING created_at
    )
    UPDATE ${transactions} SET transaction_date = (SELECT created_at FROM ledger)
    WHERE ${transactions.id} = ${row.id}`);
}
