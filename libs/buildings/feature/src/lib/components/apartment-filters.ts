import { z } from 'zod';
import { listApartmentsQuerySchema, type ListApartmentsQuery } from '@app/buildings-contract';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import type { UrlFilterValues } from '@app/ui';

/** Rows a page of the apartment list. */
export const APARTMENT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The apartment list's filters in the URL: the contract's list query less the paging. */
export const apartmentFiltersSchema = z
  .object(listApartmentsQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type ApartmentFilters = UrlFilterValues<typeof apartmentFiltersSchema>;

/** The list call of a filter set and page (the route's prefetch asks for the same). */
export const toApartmentListQuery = (
  filters: ApartmentFilters,
  page: number,
): ListApartmentsQuery => ({ ...filters, page, quantity: APARTMENT_PAGE_SIZE });
