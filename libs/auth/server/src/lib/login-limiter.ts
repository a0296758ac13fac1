import { sql } from 'drizzle-orm';
import type { Db } from '@app/server-db';

/** Why a sign-in attempt is refused: too many from this address, or too many on this account. */
export type LoginRefusal = { waitMs: number; by: 'address' | 'account' } | null;

/**
 * Counts sign-in attempts in PostgreSQL (table `auth_attempts`), so every API instance shares the
 * counts. An attempt is counted before the password is checked, in one atomic
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`: of 30 concurrent guesses only the first
 * `maxFailures` reach the password check. Limits, each in a fixed window that starts with a key's
 * first attempt:
 * - per (address, account) at most `maxFailures`;
 * - per address over all accounts 4× that;
 * - per account over all addresses 2× that (a short lock of the account: guesses spread over many
 *   addresses). Only attempts the address limits let through count here, so one address that
 *   keeps knocking after its own 429 does not lock the account.
 *
 * `account` is the account's id when the typed email or phone belongs to one (its email and its
 * phone count as one account), otherwise the typed identifier (an unknown identifier is limited
 * the same way, so a 429 does not tell that an account exists).
 * A successful sign-in clears its (address, account) count and gives back its attempt to the
 * address and the account.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly maxFailures: number,
    private readonly windowSeconds: number,
  ) {}

  /** The key of an account, or of an identifier that is no account's. */
  static accountKey(accountId: string | undefined, identifier: string): string {
    return accountId ? `#${accountId}` : identifier.trim().toLowerCase();
  }

  /** Counts a sign-in attempt; the refusal when over a limit, else null. */
  async attempt(account: string, ip: string): Promise<LoginRefusal> {
    const byAddress = await this.count([
      [this.pairKey(account, ip), this.maxFailures],
      [this.ipKey(ip), this.maxFailures * 4],
    ]);
    if (byAddress > 0) return { waitMs: byAddress, by: 'address' };
    const byAccount = await this.count([[this.accountKey(account), this.maxFailures * 2]]);
    return byAccount > 0 ? { waitMs: byAccount, by: 'account' } : null;
  }

  async succeeded(account: string, ip: string): Promise<void> {
    await this.db.execute(sql`
      with cleared as (delete from auth_attempts where key = ${this.pairKey(account, ip)})
      update auth_attempts set attempts = greatest(attempts - 1, 0)
      where key in (${this.ipKey(ip)}, ${this.accountKey(account)})`);
  }

  /** Counts an attempt of another kind (`signup`) from an address, up to `limit` per window. */
  async attemptFrom(kind: string, ip: string, limit: number): Promise<number> {
    return this.count([[`${kind}:${ip}`, limit]]);
  }

  private async count(keys: Array<[key: string, limit: number]>): Promise<number> {
    const window = sql`(${this.windowSeconds}::int * interval '1 second')`;
    const result = await this.db.execute<{ key: string; attempts: number; wait_ms: number }>(sql`
      insert into auth_attempts as a (key, attempts, window_start)
      values ${sql.join(
        keys.map(([key]) => sql`(${key}, 1, now())`),
        sql`, `,
      )}
      on conflict (key) do update set
        attempts = case when a.window_start <= now() - ${window} then 1 else a.attempts + 1 end,
        window_start = case when a.window_start <= now() - ${window} then now() else a.window_start end
      returning key, attempts,
        ceil(greatest(0, extract(epoch from (window_start + ${window} - now())) * 1000))::int as wait_ms`);
    if (Math.random() < 0.01) {
      await this.db.execute(sql`delete from auth_attempts where window_start <= now() - ${window}`);
    }
    const limits = new Map(keys);
    let wait = 0;
    for (const row of result.rows) {
      if (Number(row.attempts) > (limits.get(row.key) ?? Infinity))
        wait = Math.max(wait, Math.max(1, Number(row.wait_ms)));
    }
    return wait;
  }

  private pairKey(account: string, ip: string) {
    return `login:${ip}|${account}`;
  }

  private ipKey(ip: string) {
    return `login:${ip}|*`;
  }

  private accountKey(account: string) {
    return `login:*|${account}`;
  }
}
