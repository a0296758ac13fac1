import type { RouteObject } from 'react-router';

/** The lazy routes of the auth feature; the console mounts them under /dashboard. */
export const authRoutes: RouteObject[] = [];
