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
    for (let i = 0; i < 3; i++)
      expect(await limiter.attempt('a@example.com', '1.1.1.1')).toBeNull();
    const refused = await limiter.attempt('a@example.com', '1.1.1.1');
    expect(refused?.by).toBe('address');
    expect(refused?.waitMs).toBeGreaterThan(55_000);
    expect(refused?.waitMs).toBeLessThanOrEqual(60_000);
    expect(await limiter.attempt('a@example.com', '2.2.2.2')).toBeNull();
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = new LoginLimiter(database.db, 2, 60);
    for (let i = 0; i < 3; i++) await limiter.attempt('b@example.com', '1.1.1.2');
    expect(await limiter.attempt('b@example.com', '1.1.1.2')).not.toBeNull();
    await database.db.execute(
      sql`update auth_attempts set window_start = now() - interval '61 seconds' where key like 'login:1.1.1.2|%'`,
    );
    expect(await limiter.attempt('b@example.com', '1.1.1.2')).toBeNull();
  });

  it('forgets the failures of an identifier after a success', async () => {
    const limiter = new LoginLimiter(database.db, 2, 60);
    await limiter.attempt('c', 'ip-c');
    await limiter.attempt('c', 'ip-c');
    await limiter.succeeded('c', 'ip-c');
    expect(await limiter.attempt('c', 'ip-c')).toBeNull();
  });

  it('limits one address spraying many identifiers', async () => {
    const limiter = new LoginLimiter(database.db, 2, 60);
    for (let i = 0; i < 8; i++) await limiter.attempt(`user${i}`, 'ip-d');
    expect((await limiter.attempt('someone-else', 'ip-d'))?.by).toBe('address');
  });

  it('counts concurrent attempts exactly, and two limiters (two instances) share the count', async () => {
    const one = new LoginLimiter(database.db, 5, 60);
    const two = new LoginLimiter(database.db, 5, 60);
    const waits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).attempt('e@example.com', 'ip-e')),
    );
    expect(waits.filter((w) => w === null)).toHaveLength(5);
  });

  it('locks an account guessed from many addresses: 2× the maximum over all of them', async () => {
    const limiter = new LoginLimiter(database.db, 3, 60);
    const waits = [];
    for (let i = 0; i < 8; i++)
      for (let j = 0; j < 3; j++) waits.push(await limiter.attempt('#acct-f', `10.9.0.${i}`));
    expect(waits.filter((w) => w === null)).toHaveLength(6);
    expect(waits.slice(6).every((w) => w?.by === 'account' && w.waitMs > 55_000)).toBe(true);
    expect((await limiter.attempt('#acct-f', '10.9.1.1'))?.by).toBe('account');
    expect(await limiter.attempt('#other-account', '10.9.1.1')).toBeNull();
  });

  it('does not count toward the account lock what an address limit already refused', async () => {
    const limiter = new LoginLimiter(database.db, 3, 60);
    for (let i = 0; i < 20; i++) await limiter.attempt('#acct-g', '10.9.2.1');
    for (let i = 0; i < 3; i++) expect(await limiter.attempt('#acct-g', '10.9.2.2')).toBeNull();
  });

  it('keys an account by its id whichever identifier was typed, an unknown one by its text', () => {
    expect(LoginLimiter.accountKey('abc', 'a@example.com')).toBe('#abc');
    expect(LoginLimiter.accountKey('abc', '0900000001')).toBe('#abc');
    expect(LoginLimiter.accountKey(undefined, ' A@Example.com ')).toBe('a@example.com');
  });
});
