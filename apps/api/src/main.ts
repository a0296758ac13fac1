import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { migrateDatabase, openDatabase, withDatabaseLock } from '@app/server-db';
import { seedDatabase } from './seed';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';

/** A structured log line (pino's shape) for the steps before the server's own logger exists. */
const bootLog = (msg: string) =>
  process.stdout.write(
    `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg })}\n`,
  );

async function main(): Promise<void> {
  const started = Date.now();
  // The production bundle carries its migrations beside it (tools/scripts/build-api.mjs).
  const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
  if (!process.env['MIGRATIONS_DIR'] && existsSync(bundled))
    process.env['MIGRATIONS_DIR'] = bundled;

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    replicaMaxWaitMs: config.replicaMaxWaitMs,
    dataDir: path.join(config.dataDir, 'db'),
    logger: { info: bootLog },
  });

  // Several instances starting at once on one PostgreSQL database migrate (and seed an empty one)
  // one after the other.
  await withDatabaseLock(database, 'api-start-migrate-seed', async () => {
    await migrateDatabase(database, { info: bootLog });
    if (config.seedOnEmpty !== 'none') await seedIfEmpty(config.seedOnEmpty);
  });

  async function seedIfEmpty(size: Exclude<typeof config.seedOnEmpty, 'none'>) {
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from accounts`,
    );
    if (Number(result.rows[0]?.n ?? 0) === 0) {
      const seedStarted = Date.now();
      bootLog(`empty database: seeding demo data (${size}), this takes a moment on first start`);
      await seedDatabase(database.db, {
        size,
        log: bootLog,
        uploadDir: config.server.uploadDir,
      });
      bootLog(`demo data seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    }
  }

  // Logs go out in batches (a synchronous write per line cost a third of the CPU under load);
  // the buffer is flushed on shutdown and on a crash.
  const destination = pino.destination({ dest: 1, sync: false });
  const logger = createLogger(config.logLevel, destination);
  const app = await buildApp(config, database.db, { logger, reads: database.reads });
  const flush = () => {
    try {
      destination.flushSync();
    } catch {
      // nothing buffered, or stdout already closed
    }
  };
  process.on('exit', flush);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      if (config.databaseReplicaUrl) {
        const { replica, primary } = database.reads.counts;
        bootLog(
          `database: reports and exports read the replica ${replica} times, the primary ${primary} times`,
        );
      }
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      console: config.consoleDist ?? null,
      startupMs: Date.now() - started,
    },
    `ready on http://localhost:${config.port}`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
