import { DEFAULT_PAGE_SIZE } from '@app/contract';
import { listTransactionsQuerySchema, type TransactionsFilter } from '@app/transactions-contract';
import { listQuery, type UrlFilterValues } from '@app/ui';

/**
 * The screen's filters, all in the URL query: the contract's list query (the API's own names and
 * rules, so a URL reads like a call) less the paging; a page of the default size.
 */
export const transactionList = listQuery(listTransactionsQuerySchema, DEFAULT_PAGE_SIZE);
export type TransactionFilters = UrlFilterValues<typeof transactionList.schema>;

/** The totals call of the same filter set (the sort changes no total: a sorted list asks none again). */
export const toTotalsQuery = ({
  sort: _sort,
  ...f
}: TransactionFilters): Partial<TransactionsFilter> => ({ ...f });
