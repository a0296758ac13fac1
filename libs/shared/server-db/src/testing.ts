import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client, Pool } from 'pg';
import {
  findMigrationsDir,
  fromPglite,
  fromPool,
  fromPrimaryAndReplica,
  migrateDatabase,
  pgliteExtensions,
  type Database,
  type Db,
} from './lib/client';

export { demoAccounts, DEMO_PASSWORD } from './lib/demo-accounts';
export type { Database, Db } from './lib/client';

const LOCK_STALE_MS = 5 * 60_000;
/**
 * Seeded copies of other versions (other branches, older seeders or days) are removed once unused for
 * this long: another checkout's test run may still be cloning them.
 */
const UNUSED_MS = 60 * 60_000;
/** Where {@link prepareTestDatabase} leaves the seeded copy for {@link createTestDatabase}: a file or a database name. */
const TEMPLATE_ENV = 'TEST_DATABASE_TEMPLATE';

export interface PrepareTestDatabaseOptions {
  /** Folders whose files (but specs) name the seeded copy, with the migrations and the UTC day. */
  sources: string[];
  /** Fills the freshly migrated database. */
  seed: (db: Db) => Promise<void>;
}

/**
 * Builds, once per migration/seed-code version and day and shared by every test process, the seeded
 * copy that {@link createTestDatabase} clones, and names it in `process.env.TEST_DATABASE_TEMPLATE` (which
 * Jest's workers inherit). Meant for a Jest `globalSetup` (the seeder's, apps/api/src/seed, through
 * `tools/jest/test-database.preset.cjs`): server-db cannot import the seeder, which depends on it.
 * - with `DATABASE_URL` (PostgreSQL), a template database is seeded once (under an advisory lock);
 * - otherwise (PGlite), a seeded data folder is dumped once to a file under the OS temp folder (under a
 *   lock file).
 */
export async function prepareTestDatabase(opts: PrepareTestDatabaseOptions): Promise<string> {
  const databaseUrl = process.env['DATABASE_URL'];
  const key = templateKey(opts.sources);
  const template = databaseUrl
    ? await ensureTemplate(databaseUrl, key, opts.seed)
    : await ensurePgliteDump(key, opts.seed);
  process.env[TEMPLATE_ENV] = template;
  return template;
}

/**
 * A fresh, migrated database seeded with the 'test' size (orders over the 90 days before the seeding
 * time), private to the caller: writes are never seen by another call. Close it when done.
 * - with `DATABASE_URL` (PostgreSQL), each call clones the template with `CREATE DATABASE ... TEMPLATE`;
 *   `close()` drops the clone;
 * - otherwise (PGlite), each call loads the dumped data folder into a new in-memory PGlite.
 *
 * The seeded copy is built beforehand by {@link prepareTestDatabase} (the Jest global setup).
 *
 * @example
 * let database: Database;
 * beforeAll(async () => { database = await createTestDatabase(); });
 * afterAll(() => database.close());
 */
export async function createTestDatabase(
  options: {
    /** PostgreSQL only: the reports' and exports' replica (`reads`), see {@link TestReplica}. */
    replica?: TestReplica;
  } = {},
): Promise<Database> {
  const template = process.env[TEMPLATE_ENV];
  if (!template)
    throw new Error(
      `No seeded test database: ${TEMPLATE_ENV} is unset. Run the tests with the Jest preset ` +
        'tools/jest/test-database.preset.cjs, whose global setup (apps/api/src/seed) seeds it.',
    );
  const databaseUrl = process.env['DATABASE_URL'];
  if (databaseUrl && !template.startsWith(TEMPLATE_PREFIX))
    throw new Error(`${TEMPLATE_ENV} names a PGlite dump but DATABASE_URL is set: ${template}`);
  if (options.replica && !databaseUrl)
    throw new Error('createTestDatabase({ replica }) needs PostgreSQL (DATABASE_URL)');
  return databaseUrl
    ? createPostgresTestDatabase(databaseUrl, template, options.replica)
    : createPgliteTestDatabase(template);
}

/**
 * A replica for a test database: 'second-pool' is a second pool on the same database
 * (`application_name` 'api-replica'), so that the routing is real without a standby; `{ url }`
 * is that server (e.g. one that does not answer).
 */
export type TestReplica = 'second-pool' | { url: string };

/** Hash of the migrations and the given sources plus the UTC day: names the shared seeded copy. */
function templateKey(sources: string[]): string {
  const h = createHash('sha256');
  for (const dir of [findMigrationsDir(), ...sources]) {
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

async function seedFresh(database: Database, seed: (db: Db) => Promise<void>): Promise<void> {
  await migrateDatabase(database);
  await seed(database.db);
}

// ---- PGlite ----

/** The dump loaded once per process. */
let pgliteDump: { file: string; blob: Promise<Blob> } | undefined;

async function createPgliteTestDatabase(file: string): Promise<Database> {
  if (pgliteDump?.file !== file)
    pgliteDump = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  const client = await PGlite.create({
    loadDataDir: await pgliteDump.blob,
    extensions: pgliteExtensions,
  });
  return fromPglite(client);
}

/** The dump file of the seeded data folder, built under a lock file unless another process did. */
async function ensurePgliteDump(key: string, seed: (db: Db) => Promise<void>): Promise<string> {
  const dir = path.join(os.tmpdir(), 'test-database');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `seed-${key}.tar`);
  const lockFile = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) {
      const now = new Date();
      await utimes(file, now, now); // in use: see removeOtherDumps
      return file;
    }
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
        await seedFresh(fromPglite(client), seed);
        const dump = await client.dumpDataDir('none');
        const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
        await rename(tmp, file);
        await removeOtherDumps(dir, path.basename(file));
        return file;
      } finally {
        await client.close();
      }
    } finally {
      await lock.close();
      await unlink(lockFile).catch(() => undefined);
    }
  }
}

/** Dumps of other migrations, seeders or days, unused for {@link UNUSED_MS}, are no longer needed. */
async function removeOtherDumps(dir: string, keep: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name === keep || !/^seed-[0-9a-f]+\.tar$/.test(name)) continue;
    const file = path.join(dir, name);
    const unused = await stat(file).then(
      (st) => Date.now() - st.mtimeMs > UNUSED_MS,
      () => false,
    );
    if (unused) await unlink(file).catch(() => undefined);
  }
}

// ---- PostgreSQL ----

const TEMPLATE_PREFIX = 'testdb_tpl_';
let cloneCounter = 0;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function createPostgresTestDatabase(
  databaseUrl: string,
  template: string,
  replica?: TestReplica,
): Promise<Database> {
  const name = `testdb_t_${process.pid}_${++cloneCounter}_${randomBytes(4).toString('hex')}`;
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
  // close() drops the clone WITH (FORCE); connections still closing may then report "terminating connection".
  const ignoreIdleError = () => undefined;
  const drop = () =>
    withAdmin(databaseUrl, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined),
    );
  const url = withDatabase(databaseUrl, name);
  if (replica)
    return fromPrimaryAndReplica(url, replica === 'second-pool' ? url : replica.url, {
      max: 5,
      replicaMax: 3,
      onClose: drop,
      onIdleError: ignoreIdleError,
    });
  const pool = new Pool({ connectionString: url, max: 5 });
  return fromPool(pool, drop, ignoreIdleError);
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

/** Stamps the template with the time it was last used, in its comment (see UNUSED_MS). */
async function markUsed(admin: Client, template: string): Promise<void> {
  await admin.query(`COMMENT ON DATABASE "${template}" IS '${Date.now()}'`);
}

async function ensureTemplate(
  databaseUrl: string,
  key: string,
  seed: (db: Db) => Promise<void>,
): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${key}`;
  return withAdmin(databaseUrl, async (admin) => {
    await admin.query(`SELECT pg_advisory_lock(hashtext('server-db-test-template'))`);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) {
        await markUsed(admin, template);
        return template;
      }
      // Build under a temporary name and rename when complete, so a crash never leaves a half-seeded template.
      const building = `${template}_wip`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const pool = new Pool({ connectionString: withDatabase(databaseUrl, building), max: 4 });
      const database = fromPool(pool);
      try {
        await seedFresh(database, seed);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      await markUsed(admin, template);
      // Templates of other migrations, seeders or days, unused for UNUSED_MS, are no longer needed.
      const old = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2
           AND coalesce(shobj_description(oid, 'pg_database'), '0')::bigint < $3`,
        [`${TEMPLATE_PREFIX}%`, template, Date.now() - UNUSED_MS],
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
