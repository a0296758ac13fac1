import { z } from 'zod';

/**
 * Sorting of the main lists (issue 27 item 5, docs/decisions/lists.md "Sorting"): an optional `sort`
 * query parameter, `<field>` for ascending or `-<field>` for descending (`sort=-total`), one field at
 * a time. Absent, the list keeps its own order (newest first for most). The server orders by the
 * field then by the id in the same direction, so pages neither repeat nor skip a row; a list offers
 * only the fields an index serves.
 */
export const sortMessages = {
  invalidSort: 'Cột sắp xếp không hợp lệ',
} as const;

/** A parsed sort: the field and the direction. */
export interface SortBy<F extends string = string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** `-total` → `{ field: 'total', direction: 'desc' }`; `createdAt` → ascending. */
export const parseSort = <F extends string = string>(sort: string): SortBy<F> =>
  sort.startsWith('-')
    ? { field: sort.slice(1) as F, direction: 'desc' }
    : { field: sort as F, direction: 'asc' };

/** The parameter's text of a sort: `{ field: 'total', direction: 'desc' }` → `-total`. */
export const sortParam = <F extends string>({ field, direction }: SortBy<F>): `${'' | '-'}${F}` =>
  (direction === 'desc' ? `-${field}` : field) as `${'' | '-'}${F}`;

/**
 * The `sort` parameter of a list's query: one of `fields`, with a `-` for descending. An empty
 * value is no sort; anything else is refused with 'Cột sắp xếp không hợp lệ'. The value stays the
 * parameter's text (the URL writes it back as it is); {@link parseSort} reads it.
 *
 * @example
 * export const listOrdersQuerySchema = z.object({ ..., sort: sortSchema(['createdAt', 'total']) });
 */
export const sortSchema = <const F extends string>(fields: readonly F[]) => {
  const allowed = new Set<string>(fields.flatMap((field) => [field, `-${field}`]));
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: sortMessages.invalidSort })
      .refine((value) => allowed.has(value), { error: sortMessages.invalidSort })
      .transform((value) => value as `${'' | '-'}${F}`)
      .optional(),
  );
};

/** The fields of a list's sort schema. */
export type SortField<S> =
  S extends z.ZodType<infer V> ? (V extends `-${infer F}` ? F : never) : never;

/** The `sort` of a list sorted by its date alone: `createdAt` (oldest first) or `-createdAt`. */
export const createdAtSortSchema = sortSchema(['createdAt']);
