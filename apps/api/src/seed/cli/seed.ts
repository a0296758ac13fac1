import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { connectionOptions, migrateDatabase, openDatabase, resetSchema } from '@app/server-db';
import { seedDatabase } from '../lib/seed';
import { seedSizes, type SeedSize } from '../lib/sizes';

/**
 * Seeds DATABASE_URL or PGlite in DATA_DIR/db (default ./data/db), with demo images in DATA_DIR/uploads.
 * Usage: npm run db:seed -- [--size small|large|huge|test] [--orders N] [--reset]
 * (or tsx apps/api/src/seed/cli/seed.ts ...). `--orders` replaces the size's number of orders, over
 * the same days: `--size huge --orders 200000` tries the huge world quickly.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'small' },
      reset: { type: 'boolean', default: false },
      orders: { type: 'string' },
    },
  });
  const size = values.size as SeedSize;
  if (!Object.hasOwn(seedSizes, size))
    throw new Error(`Unknown size '${size}' (test, small, large or huge)`);
  const orders = values.orders === undefined ? undefined : Number(values.orders);
  if (orders !== undefined && !(Number.isInteger(orders) && orders >= 100))
    throw new Error(`--orders must be a whole number of at least 100 (got '${values.orders}')`);
  const started = Date.now();
  const log = (msg: string) => console.log(msg);
  const { uploadDir, ...connection } = connectionOptions();
  const database = await openDatabase({ ...connection, logger: { info: log } });
  try {
    if (values.reset) {
      await resetSchema(database.db);
      log('schema dropped');
    }
    await migrateDatabase(database, { info: log });
    const existing = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM accounts`,
    );
    if (Number(existing.rows[0]?.n ?? 0) > 0) {
      throw new Error('The database is not empty; run with --reset to drop and recreate it.');
    }
    const result = await seedDatabase(database.db, {
      size,
      ...(orders === undefined ? {} : { orders }),
      log,
      parallel: database.kind === 'postgres' ? 4 : 1,
      uploadDir,
    });
    console.table(result.counts);
    log(
      `seeded '${size}'${orders === undefined ? '' : ` with ${orders} orders`} on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
