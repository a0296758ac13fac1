import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { ActivityLogType, roleLabels, type Role } from '@app/contract';
import { ACCOUNT_ENTITY, accountsMessages as m } from '@app/accounts-contract';
import { accounts, activityLogs, newId, type Db, type Tx } from '@app/server-db';
import { recordChange, refused, type Result } from '@app/server-core';

/*
 * What every write to an account shares (its changes, its removal, the staff repository): who
 * writes, the activity log entry, the row lock, the unique email and phone, the password hash.
 */

/** Who makes a change: written into the account's activity log. */
export interface Actor {
  id: string;
  name: string;
  role: Role;
}

/** An entry of the account's activity log: what changed, and who changed it. */
export async function logActivity(
  tx: Db | Tx,
  accountId: string,
  actor: Actor,
  title: string,
  what: string,
) {
  await tx.insert(activityLogs).values({
    id: newId(),
    accountId,
    title,
    message: `${what} (bởi ${actor.name}, ${roleLabels[actor.role]})`,
    type: ActivityLogType.ACTIVITY,
  });
}

/**
 * An entry of the account's history (the change log, issue 29), in the change's transaction: the
 * staff member's decision, with its author's snapshot (docs/decisions/accounts.md).
 */
export const recordAccountChange = (
  tx: Tx,
  accountId: string,
  actor: Actor,
  action: string,
  more: { from?: number; to?: number; reason?: string; details?: Record<string, unknown> } = {},
) =>
  recordChange(tx, { kind: ACCOUNT_ENTITY, entityId: accountId, action, author: actor, ...more });

/** The account's own columns (locked for the change), or null. */
export async function lockAccount(tx: Tx, id: string) {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update').limit(1);
  return row ?? null;
}

/** argon2id parameters, the same as the auth domain's (OWASP's minimum: 19 MiB, 2 passes). */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id hash of a password chosen for an account. */
export const hashPassword = (password: string) => hash(password, ARGON2);

/**
 * The account's email or phone taken by a concurrent write (the unique indexes have the last word
 * over the check made before): the message to answer with 409, or null for any other error.
 */
export const uniqueAccountConflict = (e: unknown): string | null => {
  const err = e as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const code = err?.code ?? err?.cause?.code;
  if (code !== '23505') return null;
  const constraint = err?.constraint ?? err?.cause?.constraint ?? '';
  return constraint.includes('phone') ? m.phoneTaken : m.emailTaken;
};

/** Runs `write`, answering a unique violation on the account's email or phone as a 409. */
export async function orUniqueConflict<T>(write: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await write();
  } catch (e) {
    const message = uniqueAccountConflict(e);
    if (message === null) throw e;
    return refused('conflict', message);
  }
}
