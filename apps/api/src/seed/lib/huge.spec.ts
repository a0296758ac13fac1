import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type Database } from '@app/server-db';
import { buildingLetters } from './buildings';
import { seedDatabase } from './seed';
import { seedSizes } from './sizes';

// The seeder's specs seed whole databases.
jest.setTimeout(180_000);

describe('buildingLetters', () => {
  it('names the apartments of 60 buildings A … Z, AA … AZ, BA …, each once', () => {
    const letters = Array.from({ length: 60 }, (_, b) => buildingLetters(b));
    expect(letters.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(letters[25]).toBe('Z');
    expect(letters.slice(26, 28)).toEqual(['AA', 'AB']);
    expect(letters[52]).toBe('BA');
    expect(new Set(letters).size).toBe(60);
    expect(letters.every((l) => /^[A-Z]+$/.test(l))).toBe(true);
  });
});

const onPostgres = process.env['DATABASE_URL'] ? describe : describe.skip;

/**
 * The 'huge' size's world (ten times the small one, orders over a year) with a few thousand orders
 * instead of ten million (`--orders`), seeded into a database of its own on PostgreSQL.
 */
onPostgres("the 'huge' size with fewer orders (db:seed --size huge --orders 3000)", () => {
  const admin = process.env['DATABASE_URL']!;
  const name = `seed_huge_${process.pid}_${randomBytes(3).toString('hex')}`;
  const onAdmin = async (statement: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let database: Database;
  const now = new Date('2026-11-21T03:00:00Z');

  beforeAll(async () => {
    await onAdmin(`CREATE DATABASE "${name}"`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), migrate: true });
  });
  afterAll(async () => {
    await database?.close();
    await onAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('seeds the huge world with the given number of orders, spread over its year', async () => {
    const result = await seedDatabase(database.db, {
      size: 'huge',
      orders: 3000,
      now,
      parallel: 4,
    });
    const huge = seedSizes.huge;
    expect(result.counts).toMatchObject({
      buildings: huge.buildings,
      shops: huge.shops,
      products: huge.products,
      shippers: huge.shippers,
      orders: 3000,
    });
    const [row] = (
      await database.db.execute<Record<string, number | string>>(sql`SELECT
        (SELECT count(DISTINCT name)::int FROM buildings) AS "buildingNames",
        (SELECT count(*)::int FROM apartments a JOIN apartments b ON a.id < b.id AND a.name = b.name
          AND a.building_id <> b.building_id) AS "sharedApartmentNames",
        (SELECT count(*)::int FROM accounts) >= ${huge.residents} AS residents,
        (SELECT floor(extract(epoch FROM ${now}::timestamptz - min(created_at)) / 86400)::int FROM orders) AS "oldestDays",
        (SELECT count(DISTINCT length(order_code))::int FROM orders) AS "codeLengths",
        (SELECT min(order_code) FROM orders) AS "firstCode"`)
    ).rows;
    expect(row).toEqual({
      buildingNames: huge.buildings,
      sharedApartmentNames: 0,
      residents: true,
      oldestDays: 364,
      codeLengths: 1,
      firstCode: 'DH2511210000001',
    });
  });
});
