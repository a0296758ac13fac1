import type { ListAnswer } from '@app/contract';

/**
 * One page of a list, as every repository answers it: the rows, the total of the filter, and whether
 * that total is exact (a list that caps its count, like orders, may answer an estimate).
 */
export interface Page<T> {
  rows: T[];
  total: number;
  exact: boolean;
}

/** Offset of a 1-based page. */
export const pageOffset = (page: number, quantity: number): number => (page - 1) * quantity;

/** `LIMIT`/`OFFSET` of a 1-based page of `quantity` rows. */
export const pageWindow = (page: number, quantity: number) => ({
  limit: quantity,
  offset: pageOffset(page, quantity),
});

/** `{data, total}`: the answer of the lists under /api/v1.1. */
export const listAnswer = <T>(page: Page<T>): ListAnswer<T> => ({
  data: page.rows,
  total: page.total,
});

/**
 * `{data, pageInfo: [{total, exact}]}`: the answer of the older lists (orders, the shipper search).
 * A schema without `exact` (the shipper search's) drops it when the answer is serialised.
 */
export const pageInfoAnswer = <T>(
  page: Page<T>,
): { data: T[]; pageInfo: [{ total: number; exact: boolean }] } => ({
  data: page.rows,
  pageInfo: [{ total: page.total, exact: page.exact }],
});
