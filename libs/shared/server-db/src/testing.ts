import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client, Pool } from 'pg';
import {
  findMigrationsDir,
  fromPglite,
  fromPool,
  migrateDatabase,
  pgliteExtensions,
  type Database,
} from './lib/client';
import { seedDatabase } from './lib/seed';

export { demoAccounts, DEMO_PASSWORD } from './lib/seed';
export type { Database, Db } from './lib/client';

const LOCK_STALE_MS = 5 * 60_000;

/**
 * A fresh, migrated database seeded with the 'test' size (orders over the 90 days before the seeding
 * time), private to the caller: writes are never seen by another call. Close it when done.
 *
 * The seed runs once per migration/seed-code version and day, shared by every test process:
 * - with `DATABASE_URL` (PostgreSQL), a template database is seeded once (under an advisory lock) and each
 *   call clones it with `CREATE DATABASE ... TEMPLATE`; `close()` drops the clone;
 * - otherwise (PGlite), the seeded data folder is dumped once to a file under the OS temp folder (under a
 *   lock file) and each call loads it into a new in-memory PGlite.
 *
 * @example
 * let database: Database;
 * beforeAll(async () => { database = await createTestDatabase(); });
 * afterAll(() => database.close());
 */
export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env['DATABASE_URL'];
  return databaseUrl ? createPostgresTestDatabase(databaseUrl) : createPgliteTestDatabase();
}

/** Hash of the migrations and the seeder's sources plus the UTC day: names the shared seeded copy. */
export function testSeedKey(): string {
  const migrations = findMigrationsDir();
  const h = createHash('sha256');
  for (const dir of [migrations, path.join(migrations, '..', 'src', 'lib', 'seed')]) {
    if (existsSync(dir)) hashDir(h, dir);
  }
  h.update(new Date().toISOString().slice(0, 10));
  return h.digest('hex').slice(0, 16);
}

function hashDir(h: ReturnType<typeof createHash>, dir: string): void {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashDir(h, full);
    else if (!name.endsWith('.spec.ts')) h.update(name).update(readFileSync(full));
  }
}

async function seedFresh(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDatabase(database.db, { size: 'test', now: new Date() });
}

// ---- PGlite ----

let pgliteDump: Promise<Blob> | undefined;

async function createPgliteTestDatabase(): Promise<Database> {
  pgliteDump ??= loadOrBuildPgliteDump();
  const blob = await pgliteDump;
  const client = await PGlite.create({ loadDataDir: blob, extensions: pgliteExtensions });
  return fromPglite(client);
}

async function loadOrBuildPgliteDump(): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'server-db-test');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `seed-${testSeedKey()}.tar`);
  const lockFile = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return new Blob([await readFile(file)]);
    let lock;
    try {
      lock = await open(lockFile, 'wx');
    } catch {
      // Another process is seeding: wait for its dump, or take over a stale lock.
      const age = await stat(lockFile).then(
        (st) => Date.now() - st.mtimeMs,
        () => 0,
      );
      if (age > LOCK_STALE_MS) await unlink(lockFile).catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      const client = await PGlite.create({ extensions: pgliteExtensions });
      try {
        await seedFresh(fromPglite(client));
        const dump = await client.dumpDataDir('none');
        const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
        await rename(tmp, file);
        await removeOtherDumps(dir, path.basename(file));
        return dump;
      } finally {
        await client.close();
      }
    } finally {
      await lock.close();
      await unlink(lockFile).catch(() => undefined);
    }
  }
}

/** Dumps of older migrations, seeders or days are no longer needed. */
async function removeOtherDumps(dir: string, keep: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name !== keep && /^seed-[0-9a-f]+\.tar$/.test(name))
      await unlink(path.join(dir, name)).catch(() => undefined);
  }
}

// ---- PostgreSQL ----

const TEMPLATE_PREFIX = 'srvdb_tpl_';
let templateReady: Promise<string> | undefined;
let cloneCounter = 0;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function createPostgresTestDatabase(databaseUrl: string): Promise<Database> {
  templateReady ??= ensureTemplate(databaseUrl);
  const template = await templateReady;
  const name = `srvdb_t_${process.pid}_${++cloneCounter}_${randomBytes(4).toString('hex')}`;
  await withAdmin(databaseUrl, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (err) {
        // 55006: the template is briefly in use by a concurrent CREATE DATABASE.
        if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  const pool = new Pool({ connectionString: withDatabase(databaseUrl, name), max: 5 });
  // close() drops the clone WITH (FORCE); connections still closing may then report "terminating connection".
  const ignoreIdleError = () => undefined;
  return fromPool(
    pool,
    () =>
      withAdmin(databaseUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined),
      ),
    ignoreIdleError,
  );
}

async function withAdmin<T>(databaseUrl: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function ensureTemplate(databaseUrl: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${testSeedKey()}`;
  return withAdmin(databaseUrl, async (admin) => {
    await admin.query(`SELECT pg_advisory_lock(hashtext('server-db-test-template'))`);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return template;
      // Build under a temporary name and rename when complete, so a crash never leaves a half-seeded template.
      const building = `${template}_wip`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const pool = new Pool({ connectionString: withDatabase(databaseUrl, building), max: 4 });
      const database = fromPool(pool);
      try {
        await seedFresh(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      // Templates of older migrations or days are no longer needed.
      const old = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2',
        [`${TEMPLATE_PREFIX}%`, template],
      );
      for (const row of old.rows)
        await admin
          .query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`)
          .catch(() => undefined);
      return template;
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext('server-db-test-template'))`);
    }
  });
}
