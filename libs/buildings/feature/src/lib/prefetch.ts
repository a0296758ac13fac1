import { readListQuery } from '@app/ui';
import { apartmentList } from './components/apartment-filters';
import { buildingList } from './components/building-filters';
import { buildingOptionsQuery, buildingsStore, floorOptionsQuery } from './store/buildings-store';

/**
 * Starts loading the building list's page for a URL of /dashboard/building (the route's loader
 * calls it while the screen's code loads), with the query the screen asks for.
 */
export function prefetchBuildings(url: URL): void {
  buildingsStore.list.getState().prefetch(readListQuery(buildingList, url).query);
}

/**
 * Starts loading what /dashboard/apartment asks for on entry, for its URL: the apartment list's
 * page, the building select's choices and, with a building in the URL, its floors.
 */
export function prefetchApartments(url: URL): void {
  const { filters, query } = readListQuery(apartmentList, url);
  buildingsStore.apartments.getState().prefetch(query);
  buildingsStore.buildingOptions.getState().prefetch(buildingOptionsQuery);
  const floors = floorOptionsQuery(filters.building);
  if (floors) buildingsStore.floorOptions.getState().prefetch(floors);
}
