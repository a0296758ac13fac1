import { z } from 'zod';
import { listShopsQuerySchema, type ListShopsQuery } from '@app/shops-contract';
import type { UrlFilterValues } from '@app/ui';

/** Rows a page of the shop list. */
export const SHOPS_PAGE_SIZE = 50;

/** The shop list's filters in the URL: the contract's list query less the paging. */
export const shopFiltersSchema = z
  .object(listShopsQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type ShopFilters = UrlFilterValues<typeof shopFiltersSchema>;

/** The list call of a filter set and page (the route's prefetch asks for the same). */
export const toShopListQuery = (filters: ShopFilters, page: number): ListShopsQuery => ({
  ...filters,
  page,
  quantity: SHOPS_PAGE_SIZE,
});
