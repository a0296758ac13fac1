import type { Db } from '@app/server-db';
import { sql } from 'drizzle-orm';
import { values, withSeededDatabase } from '../testing/values';
import { ShopStatus } from '@app/shops-contract';

// The seeder's specs seed whole databases.
jest.setTimeout(120_000);

describe('seedShops (test size)', () => {
  let db: Db;
  withSeededDatabase((seeded) => (db = seeded));

  it('has shops in every status, with pending and active links', async () => {
    expect(
      (await values(db, sql`SELECT DISTINCT status AS v FROM shops`)).map(Number).sort(),
    ).toEqual(Object.values(ShopStatus).sort());
    expect((await values(db, sql`SELECT DISTINCT status AS v FROM shop_buildings`)).sort()).toEqual(
      ['active', 'pending'],
    );
  });

  it('gives every shop one owner', async () => {
    expect(
      await values(
        db,
        sql`SELECT count(*)::int AS v FROM shops s WHERE (SELECT count(*) FROM account_shops o WHERE o.shop_id = s.id AND o.account_id = s.owner_id) <> 1`,
      ),
    ).toEqual([0]);
  });
});
