import { readUrlFilters } from '@app/ui';
import { apartmentFiltersSchema, toApartmentListQuery } from './components/apartment-filters';
import { buildingFiltersSchema, toBuildingListQuery } from './components/building-filters';
import { buildingOptionsQuery, buildingsStore, floorOptionsQuery } from './store/buildings-store';

/**
 * Starts loading the building list's page for a URL of /dashboard/building (the route's loader
 * calls it while the screen's code loads), with the query the screen asks for.
 */
export function prefetchBuildings(url: URL): void {
  const { filters, page } = readUrlFilters(buildingFiltersSchema, url.searchParams);
  buildingsStore.list.getState().prefetch(toBuildingListQuery(filters, page));
}

/**
 * Starts loading what /dashboard/apartment asks for on entry, for its URL: the apartment list's
 * page, the building select's choices and, with a building in the URL, its floors.
 */
export function prefetchApartments(url: URL): void {
  const { filters, page } = readUrlFilters(apartmentFiltersSchema, url.searchParams);
  buildingsStore.apartments.getState().prefetch(toApartmentListQuery(filters, page));
  buildingsStore.buildingOptions.getState().prefetch(buildingOptionsQuery);
  const floors = floorOptionsQuery(filters.building);
  if (floors) buildingsStore.floorOptions.getState().prefetch(floors);
}
