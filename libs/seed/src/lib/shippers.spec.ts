import { ShipperStatus } from '@app/contract';
import type { Database, Db } from '@app/server-db';
import { createTestDatabase } from '@app/server-db/testing';
import { sql } from 'drizzle-orm';
import { values } from '../testing/values';

describe('seedShippers (test size)', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

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
