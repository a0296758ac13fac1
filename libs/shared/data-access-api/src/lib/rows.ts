/**
 * Changes of a list answer held by a query store, for its `update`: the answer of a change shows
 * in its row at once, without asking the server for the page again. The rows are under `data`, or
 * under `field` (the shop products answer `prods`).
 *
 * @example
 * orderList.getState().update(replaceRow(order));
 * shopProducts.getState().update(replaceRow(product, 'prods'));
 */
export function mapRows<R, K extends string = 'data'>(change: (row: R) => R, field?: K) {
  const key = (field ?? 'data') as K;
  return <A extends { [k in K]: readonly R[] }>(answer: A): A =>
    ({ ...answer, [key]: answer[key].map(change) }) as A;
}

/** The row of id `id` passed through `change` (a list row built from a richer answer). */
export const updateRow = <R extends { _id: string }, K extends string = 'data'>(
  id: string,
  change: (old: R) => R,
  field?: K,
) => mapRows<R, K>((old) => (old._id === id ? change(old) : old), field);

/** The row with `row`'s id replaced by `row`. */
export const replaceRow = <R extends { _id: string }, K extends string = 'data'>(
  row: R,
  field?: K,
) => updateRow<R, K>(row._id, () => row, field);
