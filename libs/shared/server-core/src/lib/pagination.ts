import type { ListAnswer, PageInfoAnswer } from '@app/contract';

/** Offset of a 1-based page. */
export const pageOffset = (page: number, quantity: number): number => (page - 1) * quantity;

/** `{data, total}`: the answer of the lists under /api/v1.1. */
export const listAnswer = <T>(data: T[], total: number): ListAnswer<T> => ({ data, total });

/** `{data, pageInfo: [{total}]}`: the answer of the older lists (orders). */
export const pageInfoAnswer = <T>(data: T[], total: number): PageInfoAnswer<T> => ({
  data,
  pageInfo: [{ total }],
});
