import { z } from 'zod';
import { listApartmentsQuerySchema, type ListApartmentsQuery } from '@app/buildings-contract';
import type { UrlFilterValues } from '@app/ui';

/** The apartment list's filters in the URL: the contract's list query less the paging. */
export const apartmentFiltersSchema = z
  .object(listApartmentsQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type ApartmentFilters = UrlFilterValues<typeof apartmentFiltersSchema>;

export const toApartmentListQuery = (
  filters: ApartmentFilters,
  page: number,
  quantity: number,
): ListApartmentsQuery => ({ ...filters, page, quantity });
