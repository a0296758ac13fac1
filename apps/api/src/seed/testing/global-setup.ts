import path from 'node:path';
import { prepareTestDatabase } from '@app/server-db/testing';
import { seedDatabase } from '../lib/seed';

/**
 * Jest global setup of every project whose tests use `createTestDatabase` (through
 * tools/jest/test-database.preset.cjs): seeds the 'test' size once per migrations, seeder sources and
 * day, for all test processes, before any test file runs.
 */
export default async function globalSetup(): Promise<void> {
  await prepareTestDatabase({
    sources: [path.join(__dirname, '..', 'lib')],
    seed: async (db) => {
      await seedDatabase(db, { size: 'test', now: new Date() });
    },
  });
}
