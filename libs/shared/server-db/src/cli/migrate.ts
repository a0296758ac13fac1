import { openDatabase } from '../lib/client';
import { connectionOptions } from './workspace';

/** Applies pending migrations to DATABASE_URL, or to PGlite in DATA_DIR/db (default ./data/db). */
async function main(): Promise<void> {
  const logger = { info: (msg: string) => console.log(msg) };
  const { databaseUrl, dataDir } = connectionOptions();
  const database = await openDatabase({ databaseUrl, dataDir, migrate: true, logger });
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
