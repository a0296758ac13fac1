import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@app/server-db';

/**
 * Inserts rows in chunks, each chunk as ONE statement with ONE json parameter
 * (`INSERT ... SELECT FROM json_populate_recordset`): far faster than thousands of bound
 * parameters, on PGlite especially. Every row must carry the same keys (all NOT NULL columns).
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly InferInsertModel<T>[],
  chunkSize = 2000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] as object).filter((k) => columns[k]);
  const sqlNames = keys.map((k) => columns[k]!.name);
  const list = sql.raw(sqlNames.map((n) => `"${n}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize).map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((k, j) => {
        out[sqlNames[j]!] = (row as Record<string, unknown>)[k];
      });
      return out;
    });
    await db.execute(
      sql`INSERT INTO ${tableName} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${tableName}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}
