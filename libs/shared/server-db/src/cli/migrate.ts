import { openDatabase } from '../lib/client';
import { connectionOptions } from './workspace';

/** Applies pending migrations to DATABASE_URL, or to the PGlite folder DATA_DIR (default ./data/db). */
async function main(): Promise<void> {
  const logger = { info: (msg: string) => console.log(msg) };
  const database = await openDatabase({ ...connectionOptions(), migrate: true, logger });
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
