import { z } from 'zod';
import {
  listTransactionsQuerySchema,
  type ListTransactionsFilter,
  type TransactionsFilter,
} from '@app/transactions-contract';
import type { UrlFilterValues } from '@app/ui';

/**
 * The screen's filters, all in the URL query: the contract's list query (the API's own names and
 * rules, so a URL reads like a call) less the paging.
 */
export const transactionFiltersSchema = z
  .object(listTransactionsQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type TransactionFilters = UrlFilterValues<typeof transactionFiltersSchema>;

/** The list call of a filter set and page. */
export const toListQuery = (
  f: TransactionFilters,
  page: number,
  quantity: number,
): ListTransactionsFilter => ({ ...f, page, quantity });

/** The totals call of the same filter set. */
export const toTotalsQuery = (f: TransactionFilters): Partial<TransactionsFilter> => ({ ...f });
