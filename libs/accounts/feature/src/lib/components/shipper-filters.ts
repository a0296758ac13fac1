import { z } from 'zod';
import { shipperListQuerySchema, type ShipperListQuery } from '@app/accounts-contract';
import type { UrlFilterValues } from '@app/ui';

/** The shipper list's filters in the URL: the contract's list query less the paging. */
export const shipperFiltersSchema = z
  .object(shipperListQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type ShipperFilters = UrlFilterValues<typeof shipperFiltersSchema>;

/** Rows a page of the shipper list. */
export const SHIPPERS_PAGE_SIZE = 50;

/** The list call of a filter set and page (the route's prefetch asks for the same). */
export const toShipperListQuery = (filters: ShipperFilters, page: number): ShipperListQuery => ({
  ...filters,
  page,
  quantity: SHIPPERS_PAGE_SIZE,
});
