import { sql } from 'drizzle-orm';
import type { Database } from '@app/server-db';
import { createTestDatabase } from '@app/server-db/testing';
import { LoginLimiter } from './login-limiter';

describe('LoginLimiter', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('refuses the attempt after the maximum for one identifier and address, not another address', async () => {
    const limiter = new LoginLimiter(database.db, 3, 60);
    for (let i = 0; i < 3; i++) expect(await limiter.attempt('a@example.com', '1.1.1.1')).toBe(0);
    const wait = await limiter.attempt('A@example.com ', '1.1.1.1');
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await limiter.attempt('a@example.com', '2.2.2.2')).toBe(0);
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = new LoginLimiter(database.db, 2, 60);
    for (let i = 0; i < 3; i++) await limiter.attempt('b@example.com', '1.1.1.2');
    expect(await limiter.attempt('b@example.com', '1.1.1.2')).toBeGreaterThan(0);
    await database.db.execute(
      sql`update auth_attempts set window_start = now() - interval '61 seconds' where key like 'login:1.1.1.2|%'`,
    );
    expect(await limiter.attempt('b@example.com', '1.1.1.2')).toBe(0);
  });

  it('forgets the failures of an identifier after a success', async () => {
    const limiter = new LoginLimiter(database.db, 2, 60);
    await limiter.attempt('c', 'ip-c');
    await limiter.attempt('c', 'ip-c');
    await limiter.succeeded('c', 'ip-c');
    expect(await limiter.attempt('c', 'ip-c')).toBe(0);
  });

  it('limits one address spraying many identifiers', async () => {
    const limiter = new LoginLimiter(database.db, 2, 60);
    for (let i = 0; i < 8; i++) await limiter.attempt(`user${i}`, 'ip-d');
    expect(await limiter.attempt('someone-else', 'ip-d')).toBeGreaterThan(0);
  });

  it('counts concurrent attempts exactly, and two limiters (two instances) share the count', async () => {
    const one = new LoginLimiter(database.db, 5, 60);
    const two = new LoginLimiter(database.db, 5, 60);
    const waits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).attempt('e@example.com', 'ip-e')),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });
});
