import { z } from 'zod';
import { listAccountsQuerySchema, type ListAccountsQuery } from '@app/accounts-contract';
import type { UrlFilterValues } from '@app/ui';

/** The account list's filters, all in the URL: the contract's list query less the paging. */
export const accountFiltersSchema = z
  .object(listAccountsQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type AccountFilters = UrlFilterValues<typeof accountFiltersSchema>;

/** Rows a page of the account list. */
export const ACCOUNTS_PAGE_SIZE = 50;

/** The list call of a filter set and page (the route's prefetch asks for the same). */
export const toAccountListQuery = (filters: AccountFilters, page: number): ListAccountsQuery => ({
  ...filters,
  page,
  quantity: ACCOUNTS_PAGE_SIZE,
});
