import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type Database } from './client';
import { accounts } from './schema';
import { searchKey } from './schema/columns';

async function tableNames(database: Database): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return result.rows.map((r) => r.table_name);
}

/** Pooled connections finish closing asynchronously after pool.end(): wait for them rather than force. */
async function dropWhenIdle(admin: Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = await admin.query(`DROP DATABASE IF EXISTS "${name}"`).then(
      () => 'dropped',
      (err: { code?: string }) => (err.code === '55006' ? 'busy' : Promise.reject(err)),
    );
    if (result === 'dropped') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

describe('openDatabase', () => {
  it('applies the migrations on PGlite', async () => {
    const database = await openDatabase({ dataDir: 'memory://', migrate: true });
    try {
      expect(database.kind).toBe('pglite');
      expect(await tableNames(database)).toEqual(
        expect.arrayContaining(['accounts', 'orders', 'order_lines', 'shop_buildings']),
      );
      await database.db.insert(accounts).values({ name: 'Nguyễn Văn A', role: 1 });
      const rows = await database.db.select().from(accounts);
      expect(rows[0]?.id).toMatch(/^[0-9a-f]{24}$/);
    } finally {
      await database.close();
    }
  });

  it('opens a PGlite data folder again with the text-search extensions', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'server-db-client-'));
    try {
      const first = await openDatabase({ dataDir, migrate: true });
      await first.db.insert(accounts).values({ name: 'Nguyễn Văn Đức', role: 1 });
      await first.close();
      const again = await openDatabase({ dataDir });
      try {
        const rows = await again.db
          .select({ key: searchKey(accounts.name) })
          .from(accounts)
          .where(sql`${searchKey(accounts.name)} LIKE '%duc%'`);
        expect(rows).toEqual([{ key: 'nguyen van duc' }]);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  const url = process.env['DATABASE_URL'];
  (url ? it : it.skip)('applies the migrations on PostgreSQL', async () => {
    const name = `srvdb_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const u = new URL(url!);
      u.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: u.toString(), migrate: true });
      try {
        expect(database.kind).toBe('postgres');
        expect(await tableNames(database)).toEqual(
          expect.arrayContaining(['accounts', 'orders', 'order_lines', 'transactions']),
        );
        // A second run is a no-op.
        const again = await openDatabase({ databaseUrl: u.toString(), migrate: true });
        await again.close();
      } finally {
        await database.close();
      }
    } finally {
      await dropWhenIdle(admin, name);
      await admin.end();
    }
  });
});
