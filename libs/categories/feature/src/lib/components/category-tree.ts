import type { ProductCategory } from '@app/categories-contract';

/** The tree: each category's children in display order, keyed by parent id ('' for the top). */
export function childrenByParent(rows: ProductCategory[]): Map<string, ProductCategory[]> {
  const ids = new Set(rows.map((r) => r._id));
  const map = new Map<string, ProductCategory[]>();
  for (const row of rows) {
    const key = row.parent && ids.has(row.parent) ? row.parent : '';
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  for (const list of map.values())
    list.sort(
      (a, b) =>
        a.position - b.position ||
        a.createdAt.localeCompare(b.createdAt) ||
        a._id.localeCompare(b._id),
    );
  return map;
}
