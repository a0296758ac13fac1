import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { noReplica, ReplicaRoutingPool, replicaReads, type ReplicaReads } from './replica';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * Result kind shared by both drivers: node-postgres' `QueryResult` and PGlite's `Results` both carry `rows`,
 * so `(await db.execute<{ n: number }>(sql\`...\`)).rows` is typed on either.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<
    this['row'] extends Record<string, unknown> ? this['row'] : Record<string, unknown>
  >;
}

export interface DbQueryResult<T> {
  rows: T[];
}

/** The Drizzle database, the same type for PGlite and node-postgres. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;

/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Where the read-only reports and exports read (`replicaUrl`): the replica once it has caught up
   * with the primary, else the primary. Without a replica, `run(fn)` is `fn()`.
   */
  reads: ReplicaReads;
}

export interface DbLogger {
  info(msg: string): void;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when set, a node-postgres pool is used (size from PG_POOL_MAX, default 6). */
  databaseUrl?: string;
  /**
   * A streaming replica of `databaseUrl` (`DATABASE_REPLICA_URL`) for the read-only reports and
   * exports (`Database.reads`); its pool's size from PG_REPLICA_POOL_MAX (default 4).
   */
  replicaUrl?: string;
  /** How long a report may wait for the replica to catch up before it reads the primary (default 50 ms). */
  replicaMaxWaitMs?: number;
  /** PGlite data folder (created if missing); 'memory://' for an in-memory database. */
  dataDir?: string;
  /** Apply pending migrations before returning. */
  migrate?: boolean;
  logger?: DbLogger;
}

/** Connections to PostgreSQL when `PG_POOL_MAX` is unset. */
const DEFAULT_POOL_MAX = 6;

const MIGRATIONS_REL = path.join('libs', 'shared', 'server-db', 'migrations');

/**
 * The migrations folder: `MIGRATIONS_DIR` when set (the production bundle sets it), else the first
 * `libs/shared/server-db/migrations` found walking up from the current directory.
 */
export function findMigrationsDir(from: string = process.cwd()): string {
  const fromEnv = process.env['MIGRATIONS_DIR'];
  if (fromEnv) return path.resolve(fromEnv);
  let dir = path.resolve(from);
  for (;;) {
    const candidate = path.join(dir, MIGRATIONS_REL);
    if (existsSync(candidate)) return candidate;
    if (
      existsSync(path.join(dir, 'migrations', 'meta', '_journal.json')) &&
      existsSync(path.join(dir, 'drizzle.config.ts'))
    ) {
      return path.join(dir, 'migrations');
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`Migrations folder not found from ${from}; set MIGRATIONS_DIR`);
    dir = parent;
  }
}

/**
 * The PGlite extensions the migrations create (0005: text search). Every PGlite must be opened with
 * them, a loaded dump too: its tables' indexes call them.
 */
export const pgliteExtensions = { unaccent, pg_trgm };

/** Wraps an already-open PGlite instance (used by the test helper). */
export function fromPglite(client: PGlite): Database {
  const db: Db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', close: () => client.close(), reads: noReplica };
}

/**
 * Wraps a node-postgres pool. Errors of idle pooled connections (server restart, terminated backend) are
 * reported to `onIdleError` instead of crashing the process; the pool replaces the connection.
 */
export function fromPool(
  pool: Pool,
  onClose?: () => Promise<void>,
  onIdleError: (err: Error) => void = (err) =>
    console.error(`database: idle connection error: ${err.message}`),
  reads: ReplicaReads = noReplica,
): Database {
  pool.on('error', onIdleError);
  if (pool instanceof ReplicaRoutingPool)
    pool.replica.on('error', (err) => onIdleError(new Error(`replica: ${err.message}`)));
  const db: Db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await pool.end();
      await onClose?.();
    },
    reads,
  };
}

/** Connections to the replica when `PG_REPLICA_POOL_MAX` is unset. */
const DEFAULT_REPLICA_POOL_MAX = 4;

/**
 * A pool on the primary that sends the read-only reports and exports to a replica when it has caught
 * up (see `replicaReads`). The connections say which side they are in `pg_stat_activity`
 * (`application_name` `api` and `api-replica`, unless the URL names one).
 */
export function fromPrimaryAndReplica(
  primaryUrl: string,
  replicaUrl: string,
  opts: {
    max: number;
    replicaMax: number;
    maxWaitMs?: number;
    logger?: DbLogger;
    onClose?: () => Promise<void>;
    onIdleError?: (err: Error) => void;
  },
): Database {
  const named = (url: string, name: string) =>
    new URL(url).searchParams.has('application_name') ? {} : { application_name: name };
  const pool = new ReplicaRoutingPool(
    { connectionString: primaryUrl, max: opts.max, ...named(primaryUrl, 'api') },
    {
      connectionString: replicaUrl,
      max: opts.replicaMax,
      // A replica that does not answer sends the reports to the primary instead of holding them.
      connectionTimeoutMillis: 2000,
      ...named(replicaUrl, 'api-replica'),
    },
  );
  const reads = replicaReads(pool, {
    ...(opts.maxWaitMs === undefined ? {} : { maxWaitMs: opts.maxWaitMs }),
    onFallback: (reason) => opts.logger?.info(`database: reports read the primary: ${reason}`),
  });
  return fromPool(pool, opts.onClose, opts.onIdleError, reads);
}

/** Runs the Drizzle migrator appropriate to the driver. */
export async function migrateDatabase(database: Database, logger?: DbLogger): Promise<void> {
  const migrationsFolder = findMigrationsDir();
  const started = Date.now();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
  logger?.info(`migrations applied from ${migrationsFolder} in ${Date.now() - started} ms`);
}

/**
 * Runs `fn` while holding a PostgreSQL advisory lock named `name` (on a connection of the pool kept
 * for it), so that several API instances starting at once migrate and seed one after the other; on
 * PGlite (one process) it just runs `fn`.
 */
export async function withDatabaseLock<T>(
  database: Database,
  name: string,
  fn: () => Promise<T>,
): Promise<T> {
  const pool = (database.db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof Pool)) return fn();
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await fn();
    } finally {
      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    holder.release();
  }
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite in `dataDir`
 * (kept across restarts; in memory for 'memory://').
 *
 * @example
 * const { db, close } = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: './data/db', migrate: true });
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  let database: Database;
  if (opts.replicaUrl && !opts.databaseUrl)
    throw new Error('A replica (DATABASE_REPLICA_URL) needs a primary (DATABASE_URL)');
  if (opts.databaseUrl) {
    // Few connections keep PostgreSQL's backends busy and its caches warm: on the 2-core machine of
    // ARCHITECTURE.md section 6, 4-6 connections serve the order list at ~1,800-1,950 requests/s
    // with 0.45-0.5 ms of PostgreSQL CPU each, 20 at ~1,400 with 0.6 ms (docs/benchmarks/history.md,
    // "One statement per page, names from memory: 2,000 req/s met").
    const max = Number(process.env['PG_POOL_MAX'] ?? DEFAULT_POOL_MAX) || DEFAULT_POOL_MAX;
    if (opts.replicaUrl) {
      const replicaMax =
        Number(process.env['PG_REPLICA_POOL_MAX'] ?? DEFAULT_REPLICA_POOL_MAX) ||
        DEFAULT_REPLICA_POOL_MAX;
      database = fromPrimaryAndReplica(opts.databaseUrl, opts.replicaUrl, {
        max,
        replicaMax,
        ...(opts.replicaMaxWaitMs === undefined ? {} : { maxWaitMs: opts.replicaMaxWaitMs }),
        ...(opts.logger ? { logger: opts.logger } : {}),
      });
      opts.logger?.info(
        `database: PostgreSQL (pool max ${max}), reports and exports on a replica (pool max ${replicaMax})`,
      );
    } else {
      const pool = new Pool({ connectionString: opts.databaseUrl, max });
      database = fromPool(pool);
      opts.logger?.info(`database: PostgreSQL (pool max ${max})`);
    }
  } else {
    const dataDir = opts.dataDir ?? 'memory://';
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create({
      dataDir: dataDir.startsWith('memory://') ? undefined : dataDir,
      extensions: pgliteExtensions,
    });
    database = fromPglite(client);
    opts.logger?.info(`database: PGlite (${dataDir})`);
  }
  if (opts.migrate) {
    try {
      await migrateDatabase(database, opts.logger);
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  return database;
}
