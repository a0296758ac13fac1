import type { RouteObject } from 'react-router';

/** The lazy routes of the orders feature; the console mounts them under /dashboard. */
export const ordersRoutes: RouteObject[] = [];
