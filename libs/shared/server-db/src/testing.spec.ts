import { eq, sql } from 'drizzle-orm';
import { accounts } from './lib/schema';
import { createTestDatabase, demoAccounts } from './testing';

describe('createTestDatabase', () => {
  it('gives isolated copies: a write in one is not seen in another', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      await a.db
        .update(accounts)
        .set({ name: 'Đã đổi tên' })
        .where(eq(accounts.email, demoAccounts.admin.email));
      await a.db.execute(sql`DELETE FROM order_lines`);
      const [inA] = await a.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, demoAccounts.admin.email));
      const [inB] = await b.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, demoAccounts.admin.email));
      expect(inA?.name).toBe('Đã đổi tên');
      expect(inB?.name).toBe(demoAccounts.admin.name);
      const lines = await b.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM order_lines`,
      );
      expect(lines.rows[0]?.n).toBeGreaterThan(2000);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('returns a fresh copy on every call', async () => {
    const c = await createTestDatabase();
    try {
      const [admin] = await c.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, demoAccounts.admin.email));
      expect(admin?.name).toBe(demoAccounts.admin.name);
    } finally {
      await c.close();
    }
  });
});
