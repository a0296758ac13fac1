import { authRoutes } from '@app/auth-feature';
import { ordersRoutes } from '@app/orders-feature';
import { RequireAuth, RequireRole, paths, routeRoles, type DashboardRoute } from '@app/util-auth';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { messages } from './messages';
import { NotFoundPage, ServerErrorPage } from './pages/status-page';
import { setPreloadRoutes } from './preload';

/** A lazy stand-in page (one small shared chunk) until the feature's own screen exists. */
const notBuilt = (title: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { NotBuiltPage } = await import('./pages/not-built-page');
    return { element: <NotBuiltPage title={title} /> };
  },
});

/** The route under /dashboard, behind the role gate of util-auth's matrix. */
const gated = (pattern: DashboardRoute, routes: RouteObject[]): RouteObject => ({
  element: (
    <RequireRole roles={routeRoles[pattern]}>
      <Outlet />
    </RequireRole>
  ),
  children: routes,
});

const child = (pattern: DashboardRoute) => pattern.slice(`${paths.dashboard}/`.length);
const placeholder = (pattern: DashboardRoute, title: string) =>
  gated(pattern, [{ path: child(pattern), ...notBuilt(title) }]);

const t = messages.titles;

/** Every route of the console: public pages, then /dashboard behind sign-in and per-route role gates. */
export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: () => null,
    ErrorBoundary: ServerErrorPage,
    children: [
      ...authRoutes,
      { path: '404', Component: NotFoundPage },
      { path: '500', Component: ServerErrorPage },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            lazy: async () => ({
              Component: (await import('./layout/dashboard-layout')).DashboardLayout,
            }),
            children: [
              gated(paths.dashboard, [{ index: true, ...notBuilt(t.overview) }]),
              placeholder(paths.category, t.category),
              placeholder(paths.user, t.user),
              placeholder(paths.userDetail, t.userDetail),
              placeholder(paths.apartment, t.apartment),
              placeholder(paths.building, t.building),
              placeholder(paths.buildingDetail, t.buildingDetail),
              placeholder(paths.feedback, t.feedback),
              gated(
                paths.order,
                ordersRoutes.length
                  ? ordersRoutes
                  : [{ path: child(paths.order), ...notBuilt(t.order) }],
              ),
              placeholder(paths.product, t.product),
              placeholder(paths.store, t.store),
              placeholder(paths.specialCategory, t.specialCategory),
              placeholder(paths.specialCategoryDetail, t.specialCategoryDetail),
              placeholder(paths.transaction, t.transaction),
              placeholder(paths.shipper, t.shipper),
              placeholder(paths.notification, t.notification),
              placeholder(paths.productAdmin, t.productAdmin),
              { path: '*', element: <Navigate to={paths.notFound} replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

// The menu links preload their pages through these routes.
setPreloadRoutes(routes);
