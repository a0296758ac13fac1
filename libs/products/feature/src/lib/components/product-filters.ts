import { z } from 'zod';
import { productFilterQuerySchema, type ProductFilterQuery } from '@app/products-contract';
import type { UrlFilterValues } from '@app/ui';

/** Rows a page of the product list. */
export const PRODUCTS_PAGE_SIZE = 50;

/**
 * The product list's filters in the URL: the contract's filter query less the paging. The shop is
 * one of them and optional: without one, the list shows every shop's products.
 */
export const productFiltersSchema = z
  .object(productFilterQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type ProductFilters = UrlFilterValues<typeof productFiltersSchema>;

/** The list call of a filter set and page (the route's prefetch asks for the same). */
export const toProductListQuery = (filters: ProductFilters, page: number): ProductFilterQuery => ({
  ...filters,
  page,
  quantity: PRODUCTS_PAGE_SIZE,
});
