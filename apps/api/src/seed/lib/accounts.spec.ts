import { Role } from '@app/contract';
import { accountBuildings, accounts, buildings, type Db } from '@app/server-db';
import { demoAccounts, DEMO_PASSWORD } from '@app/server-db/testing';
import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import { values, withSeededDatabase } from '../testing/values';

// The seeder's specs seed whole databases.
jest.setTimeout(120_000);

describe('seedAccounts (test size)', () => {
  let db: Db;
  withSeededDatabase((seeded) => (db = seeded));

  it('has residents in every verify state', async () => {
    const states = await values(
      db,
      sql`SELECT DISTINCT CASE WHEN verify THEN 2 WHEN apartment_id IS NOT NULL THEN 1 ELSE 0 END AS v FROM accounts WHERE role = ${Role.USER}`,
    );
    expect(states.map(Number).sort()).toEqual([0, 1, 2]);
  });

  it('creates the demo accounts with the demo password', async () => {
    for (const demo of Object.values(demoAccounts)) {
      const [row] = await db.select().from(accounts).where(eq(accounts.email, demo.email));
      expect(row).toMatchObject({ role: demo.role, name: demo.name });
      expect(await verify(row!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    }
    const [resident] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, demoAccounts.resident.email));
    expect(resident).toMatchObject({ verify: true, apartmentId: expect.any(String) });
    expect(
      await values(
        db,
        sql`SELECT count(*)::int AS v FROM shops s JOIN accounts a ON a.id = s.owner_id WHERE a.email = ${demoAccounts.merchant.email}`,
      ),
    ).toEqual([1]);
  });

  it('lets the operator run exactly the first two buildings', async () => {
    const [operator] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, demoAccounts.operator.email));
    const runs = await db
      .select({ buildingId: accountBuildings.buildingId })
      .from(accountBuildings)
      .where(eq(accountBuildings.accountId, operator!.id));
    const firstTwo = await db
      .select({ id: buildings.id })
      .from(buildings)
      .orderBy(asc(buildings.id))
      .limit(2);
    expect(runs.map((r) => r.buildingId).sort()).toEqual(firstTwo.map((b) => b.id));
  });
});
