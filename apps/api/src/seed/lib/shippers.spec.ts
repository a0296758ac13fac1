import type { Db } from '@app/server-db';
import { sql } from 'drizzle-orm';
import { values, withSeededDatabase } from '../testing/values';
import { ShipperStatus } from '@app/accounts-contract';

// The seeder's specs seed whole databases.
jest.setTimeout(120_000);

describe('seedShippers (test size)', () => {
  let db: Db;
  withSeededDatabase((seeded) => (db = seeded));

  it('has shippers in every state, each approved one in a building', async () => {
    expect(
      (await values(db, sql`SELECT DISTINCT status AS v FROM shippers`)).map(Number).sort(),
    ).toEqual(Object.values(ShipperStatus).sort());
    expect(
      await values(
        db,
        sql`SELECT count(*)::int AS v FROM shippers WHERE status = ${ShipperStatus.APPROVED} AND (building_id IS NULL OR approved_at IS NULL)`,
      ),
    ).toEqual([0]);
  });
});
