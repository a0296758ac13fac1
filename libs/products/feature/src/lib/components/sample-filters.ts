import { z } from 'zod';
import { sampleListQuerySchema, type SampleListQuery } from '@app/products-contract';
import type { UrlFilterValues } from '@app/ui';

/** Rows a page of the sample product list. */
export const SAMPLES_PAGE_SIZE = 50;

/** The sample product list's filters in the URL: the contract's list query less the paging. */
export const sampleFiltersSchema = z
  .object(sampleListQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type SampleFilters = UrlFilterValues<typeof sampleFiltersSchema>;

/** The list call of a filter set and page (the route's prefetch asks for the same). */
export const toSampleListQuery = (filters: SampleFilters, page: number): SampleListQuery => ({
  ...filters,
  page,
  quantity: SAMPLES_PAGE_SIZE,
});
