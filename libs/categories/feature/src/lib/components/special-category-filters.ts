import { z } from 'zod';
import {
  listSpecialCategoriesQuerySchema,
  type ListSpecialCategoriesFilter,
} from '@app/categories-contract';
import type { UrlFilterValues } from '@app/ui';

/** Rows a page of the special category list. */
export const SPECIAL_CATEGORY_PAGE_SIZE = 50;

/** The special category list's filters in the URL: the contract's list query less the paging. */
export const specialCategoryFiltersSchema = z
  .object(listSpecialCategoriesQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type SpecialCategoryFilters = UrlFilterValues<typeof specialCategoryFiltersSchema>;

/** The list call of a filter set and page (the route's prefetch asks for the same). */
export const toSpecialCategoryListQuery = (
  filters: SpecialCategoryFilters,
  page: number,
): ListSpecialCategoriesFilter => ({ ...filters, page, quantity: SPECIAL_CATEGORY_PAGE_SIZE });
