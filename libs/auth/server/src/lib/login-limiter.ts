import { sql } from 'drizzle-orm';
import type { Db } from '@app/server-db';

/**
 * Counts sign-in attempts in PostgreSQL (table `auth_attempts`), so every API instance shares the
 * counts. An attempt is counted before the password is checked, in one atomic
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`: of 30 concurrent guesses only the first
 * `maxFailures` reach the password check. Per (address, identifier) at most `maxFailures`, per
 * address over all identifiers 4× that, in a fixed window that starts with a key's first attempt.
 * A successful sign-in clears its identifier's count and gives back its address's attempt.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly maxFailures: number,
    private readonly windowSeconds: number,
  ) {}

  /** Counts a sign-in attempt; milliseconds to wait when over the limit, else 0. */
  async attempt(identifier: string, ip: string): Promise<number> {
    return this.count([
      [this.pairKey(identifier, ip), this.maxFailures],
      [this.ipKey(ip), this.maxFailures * 4],
    ]);
  }

  async succeeded(identifier: string, ip: string): Promise<void> {
    await this.db.execute(sql`
      with cleared as (delete from auth_attempts where key = ${this.pairKey(identifier, ip)})
      update auth_attempts set attempts = greatest(attempts - 1, 0) where key = ${this.ipKey(ip)}`);
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

  private pairKey(identifier: string, ip: string) {
    return `login:${ip}|${identifier.trim().toLowerCase()}`;
  }

  private ipKey(ip: string) {
    return `login:${ip}|*`;
  }
}
