export * from './lib/schema';
export { newId, idPattern } from './lib/ids';
export {
  openDatabase,
  migrateDatabase,
  findMigrationsDir,
  fromPglite,
  fromPool,
  type Database,
  type Db,
  type Tx,
  type Schema,
  type DbLogger,
  type OpenDatabaseOptions,
} from './lib/client';
export { demoAccounts, DEMO_PASSWORD, type DemoAccountKey } from './lib/demo-accounts';
export { resetSchema } from './lib/reset';
export { connectionOptions } from './cli/workspace';
