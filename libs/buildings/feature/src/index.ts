export { apartmentRoutes, buildingDetailRoutes, buildingListRoutes } from './lib/routes';
