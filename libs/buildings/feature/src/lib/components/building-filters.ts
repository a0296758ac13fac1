import { z } from 'zod';
import { listBuildingsQuerySchema, type ListBuildingsQuery } from '@app/buildings-contract';
import type { UrlFilterValues } from '@app/ui';

/** The building list's filters in the URL: the contract's list query less the paging. */
export const buildingFiltersSchema = z
  .object(listBuildingsQuerySchema.shape)
  .omit({ page: true, quantity: true });
export type BuildingFilters = UrlFilterValues<typeof buildingFiltersSchema>;

export const toBuildingListQuery = (
  filters: BuildingFilters,
  page: number,
  quantity: number,
): ListBuildingsQuery => ({ ...filters, page, quantity });
