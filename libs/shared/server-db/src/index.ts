export * from './lib/schema';
export { searchKey } from './lib/schema/columns';
export { newId, idPattern } from './lib/ids';
export {
  openDatabase,
  migrateDatabase,
  findMigrationsDir,
  fromPglite,
  fromPool,
  pgliteExtensions,
  type Database,
  type Db,
  type Tx,
  type Schema,
  type DbLogger,
  type OpenDatabaseOptions,
} from './lib/client';
export {
  seedDatabase,
  seedSizes,
  demoAccounts,
  DEMO_PASSWORD,
  type SeedOptions,
  type SeedResult,
  type SeedSize,
  type DemoAccountKey,
} from './lib/seed';
export { resetSchema } from './lib/reset';
