import type { Db } from '@app/server-db';
import { sql } from 'drizzle-orm';
import { values, withSeededDatabase } from '../testing/values';

// The seeder's specs seed whole databases.
jest.setTimeout(120_000);

describe('seedProducts (test size)', () => {
  let db: Db;
  withSeededDatabase((seeded) => (db = seeded));

  it('has banned products, categories with children, sample products and special categories', async () => {
    expect(await values(db, sql`SELECT count(*)::int > 0 AS v FROM products WHERE banned`)).toEqual(
      [true],
    );
    const [row] = (
      await db.execute<Record<string, number>>(sql`SELECT
        (SELECT count(*)::int FROM products) AS products,
        (SELECT count(*)::int FROM special_categories) AS special,
        (SELECT count(*)::int FROM product_categories) AS categories,
        (SELECT count(*)::int FROM product_categories WHERE parent_id IS NOT NULL) AS children,
        (SELECT count(*)::int FROM product_admins) AS samples`)
    ).rows;
    expect(row).toEqual({ products: 100, special: 10, categories: 15, children: 7, samples: 10 });
  });

  it('gives every shop products', async () => {
    expect(
      await values(
        db,
        sql`SELECT count(*)::int AS v FROM shops s WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.shop_id = s.id)`,
      ),
    ).toEqual([0]);
  });
});
