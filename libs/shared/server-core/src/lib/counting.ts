import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import type { Db } from '@app/server-db';

/**
 * `select count(*) from (select 1 from <table> where <where> limit <cap>)`: the number of matches,
 * reading at most `cap` rows, so a filter that matches a million rows costs what one matching `cap`
 * does. Ask for one more than the largest total you want exact: a result above it means "more".
 *
 * A number is written into the statement as a literal, not sent as a parameter: the generic plan of
 * a prepared statement (PostgreSQL's choice after five executions) cannot see a `limit $n` and costs
 * it as 10 % of the matches, which makes a sequential scan look cheap: in the huge world with
 * 200,000 orders a building and a status took 67 ms a request (p50) for a 7 ms count
 * (docs/benchmarks.md, "Ten million orders"). With the cap in the text the generic plan is costed
 * on it and keeps the index plan. `cap` may still be a placeholder.
 *
 * @example
 * const [{ n }] = await cappedCount(db, orders, where, limit + 1);
 * const exact = n <= limit;
 */
export const cappedCount = (
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap: number | Placeholder,
) => {
  if (typeof cap === 'number' && !(Number.isInteger(cap) && cap >= 0))
    throw new Error(`cappedCount: the cap is a whole number (got ${cap})`);
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      sql`(${matches} limit ${typeof cap === 'number' ? sql.raw(String(cap)) : cap}) ${sql.identifier('capped')}`,
    );
};

/** `count(*)` of every match (no cap). */
export const fullCount = async (db: Db, table: PgTable, where: SQL | undefined) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(row?.n ?? 0);
};

/**
 * The planner's estimate of a query's rows (`EXPLAIN`, which runs nothing), or undefined when the
 * plan cannot be read. EXPLAIN takes no bind parameters, so the values are inlined as literals.
 */
export async function plannedRows(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
): Promise<number | undefined> {
  try {
    const { sql: text, params } = query.toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, i: string) => sqlLiteral(params[Number(i) - 1]));
    const res = await db.execute<{ 'QUERY PLAN': unknown }>(
      sql.raw(`EXPLAIN (FORMAT JSON) ${inlined}`),
    );
    const plan = res.rows[0]?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
      | [{ Plan?: { 'Plan Rows'?: number } }]
      | undefined;
    const rows = Number(parsed?.[0]?.Plan?.['Plan Rows']);
    return Number.isFinite(rows) ? Math.round(rows) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A SQL literal for EXPLAIN: numbers, booleans, dates, arrays, and strings through pg's own
 * `escapeLiteral` (quotes and backslashes), not an escaper of ours.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `ARRAY[${value.map(sqlLiteral).join(',')}]`;
  return escapeLiteral(String(value));
}
