export { apartmentRoutes, buildingDetailRoutes, buildingListRoutes } from './lib/routes';
export { buildingSearch } from './lib/search';
