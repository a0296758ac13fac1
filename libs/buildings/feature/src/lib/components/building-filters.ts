import { z } from 'zod';
import { listBuildingsQuerySchema, type ListBuildingsQuery } from '@app/buildings-contract';
import { DEFAULT_PAGE_SIZE } from '@app/contract';
import type { UrlFilterValues } from '@app/ui';

/** Rows a page of the building list. */
export const BUILDING_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The building list's filters in the URL: the contract's list query less the paging. */
export const buildingFiltersSchema = z
  .object(listBuildingsQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type BuildingFilters = UrlFilterValues<typeof buildingFiltersSchema>;

/** The list call of a filter set and page (the route's prefetch asks for the same). */
export const toBuildingListQuery = (
  filters: BuildingFilters,
  page: number,
): ListBuildingsQuery => ({
  ...filters,
  page,
  quantity: BUILDING_PAGE_SIZE,
});
