export * from './lib/schema';
export { searchKey } from './lib/schema/columns';
export { newId, idPattern } from './lib/ids';
export {
  openDatabase,
  migrateDatabase,
  findMigrationsDir,
  fromPglite,
  fromPool,
  fromPrimaryAndReplica,
  pgliteExtensions,
  withDatabaseLock,
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
export {
  retryingTransaction,
  lockRows,
  type LockStrength,
  isRetryableDbError,
  sqlStateOf,
  RETRYABLE_SQLSTATES,
  type RetryOptions,
} from './lib/transaction';
export {
  lsnValue,
  noReplica,
  replicaReads,
  ReplicaRoutingPool,
  type ReplicaReads,
  type ReplicaOptions,
} from './lib/replica';
export { listenTo, type ListenOptions, type Listening } from './lib/listen';
