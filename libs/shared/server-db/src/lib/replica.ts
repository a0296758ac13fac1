import { AsyncLocalStorage } from 'node:async_hooks';
import { Pool, type PoolConfig } from 'pg';

/**
 * A streaming read replica for the read-only reports and exports (issue 31, docs/decisions/server.md
 * "A read replica"). Everything runs on the primary unless it runs inside {@link ReplicaReads.run},
 * and even then only once the replica has replayed every write the primary had made when the run
 * began: a person who has just changed a record, through any instance, never reads the record
 * older than they left it.
 */
export interface ReplicaReads {
  /**
   * Runs `fn` with the database handle's queries on the replica (every query `fn` starts, and those
   * its promises start later, such as an export's next batches), or on the primary when the replica
   * is behind by more than the wait, or cannot be reached.
   */
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** How many runs went to each side since the start (the benchmark and the tests read it). */
  readonly counts: { replica: number; primary: number };
}

export interface ReplicaOptions {
  /** How long a run may wait for the replica to replay the primary's writes before it goes to the primary. */
  maxWaitMs?: number;
  /** How often the replica's position is read while waiting. */
  pollMs?: number;
  /** After a failure to reach the replica, the runs go to the primary for this long. */
  downForMs?: number;
  /** Why a run went to the primary although a replica is configured (once per cause and minute). */
  onFallback?: (reason: string) => void;
}

/** Where the primary has written its WAL to (`pg_current_wal_lsn`). */
const PRIMARY_POSITION = 'SELECT pg_current_wal_lsn()::text AS lsn';
/**
 * How far the replica has replayed. A server that is not in recovery (the same server under a
 * second pool, as in the tests) has everything it has written.
 */
const REPLICA_POSITION = `SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn()
  ELSE pg_current_wal_lsn() END)::text AS lsn`;

/** A WAL position `16/B374D848` as a number, for comparing. */
export function lsnValue(lsn: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn.trim());
  if (!match) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * The primary's pool, which sends the queries of a {@link ReplicaRoutingPool.onReplica} scope to
 * a second pool on the replica. It is the pool Drizzle and the rest of server-db are given, so
 * `listenTo`, the start-up lock and every transaction stay on the primary (its options are the
 * primary's); only what runs inside a scope goes elsewhere. Both `query` and `connect` (a
 * transaction's client) follow the scope.
 */
export class ReplicaRoutingPool extends Pool {
  readonly replica: Pool;
  private readonly scope = new AsyncLocalStorage<Pool>();

  constructor(primary: PoolConfig, replica: PoolConfig) {
    super(primary);
    this.replica = new Pool(replica);
  }

  /** Runs `fn` (and what it starts) with this pool's queries on the replica. */
  onReplica<T>(fn: () => T): T {
    return this.scope.run(this.replica, fn);
  }

  /** Runs `fn` (and what it starts) on the primary, even inside a replica scope. */
  onPrimary<T>(fn: () => T): T {
    return this.scope.exit(fn);
  }

  // pg's overloads (promise and callback forms) are passed through unchanged. `Pool.prototype.query`
  // takes its client through `this.connect`, which follows the scope as well.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const target = this.scope.getStore();
    return target
      ? Reflect.apply(target.query, target, args)
      : Reflect.apply(Pool.prototype.query, this, args);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(...args: any[]): any {
    const target = this.scope.getStore();
    return target
      ? Reflect.apply(target.connect, target, args)
      : Reflect.apply(Pool.prototype.connect, this, args);
  }

  override async end(): Promise<void> {
    await Promise.all([
      this.onPrimary(() => Reflect.apply(Pool.prototype.end, this, []) as Promise<void>),
      this.replica.end(),
    ]);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The rule of {@link ReplicaReads} over a {@link ReplicaRoutingPool}: read the primary's WAL
 * position, then the replica's replay position until it has reached it (every `pollMs`, at most
 * `maxWaitMs`); reached, the run goes to the replica, else to the primary. Each run costs two
 * trivial queries (no table is read); a local streaming replica is usually there at the first look.
 */
export function replicaReads(pool: ReplicaRoutingPool, options: ReplicaOptions = {}): ReplicaReads {
  const maxWaitMs = options.maxWaitMs ?? 50;
  const pollMs = options.pollMs ?? 5;
  const downForMs = options.downForMs ?? 10_000;
  const counts = { replica: 0, primary: 0 };
  let downUntil = 0;
  const lastSaid = new Map<string, number>();
  const fallback = (reason: string) => {
    const now = Date.now();
    if ((lastSaid.get(reason) ?? 0) + 60_000 > now) return;
    lastSaid.set(reason, now);
    options.onFallback?.(reason);
  };

  async function replicaCaughtUp(): Promise<boolean> {
    if (Date.now() < downUntil) return false;
    try {
      const primary = (await pool.onPrimary(() => pool.query(PRIMARY_POSITION))) as {
        rows: { lsn: string }[];
      };
      const wanted = lsnValue(primary.rows[0]!.lsn);
      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        const replayed = (await pool.replica.query<{ lsn: string | null }>(REPLICA_POSITION))
          .rows[0]?.lsn;
        if (replayed && lsnValue(replayed) >= wanted) return true;
        if (Date.now() + pollMs > deadline) {
          fallback(
            replayed
              ? `the replica is more than ${maxWaitMs} ms behind the primary`
              : 'the replica has replayed nothing yet',
          );
          return false;
        }
        await sleep(pollMs);
      }
    } catch (err) {
      downUntil = Date.now() + downForMs;
      fallback(`the replica cannot be reached: ${(err as Error).message}`);
      return false;
    }
  }

  return {
    counts,
    async run(fn) {
      if (await replicaCaughtUp()) {
        counts.replica++;
        return pool.onReplica(fn);
      }
      counts.primary++;
      return pool.onPrimary(fn);
    },
  };
}

/** What runs inside a {@link ReplicaReads.run} when no replica is configured: `fn`, on the one database. */
export const noReplica: ReplicaReads = {
  counts: { replica: 0, primary: 0 },
  run: (fn) => fn(),
};
