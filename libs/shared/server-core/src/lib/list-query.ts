/**
 * What every list query shares: the operator's building scope and the text search.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchKey } from '@app/server-db';

/** The buildings a caller may see: `null` for every building (super admin, admin), else the ids they run. */
export type BuildingScope = string[] | null;

/**
 * "Contains `text`" in any of the columns, ignoring case and accents ('nguyen' and 'NGUYEN' find
 * 'Nguyễn', 'duc' finds 'Đức'); `undefined` (no condition) for an empty text.
 *
 * Each column is compared through its search key, the expression its trigram index is built on
 * (`searchIndex` in the schema), so a text of 3 characters or more is served by the index. The text is
 * a bound parameter, put in NFC first (as names are stored: a decomposed 'ễ' from some keyboards still
 * matches); its `%`, `_` and `\` match themselves, escaped after unaccent since that turns a fullwidth
 * '％' into '%'.
 *
 * @example
 * db.select().from(shops).where(and(scope, textSearch(filter.text, shops.name, shops.phone)))
 */
export function textSearch(text: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  if (!text) return undefined;
  const key = searchKey(sql`${text.normalize('NFC')}`);
  const pattern = sql`('%' || regexp_replace(${key}, '[\\\\%_]', '\\\\\\&', 'g') || '%')`;
  return or(...columns.map((column) => sql`${searchKey(column)} LIKE ${pattern}`));
}
