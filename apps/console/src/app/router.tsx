import { authRoutes } from '@app/auth-feature';
import { apartmentRoutes, buildingDetailRoutes, buildingListRoutes } from '@app/buildings-feature';
import {
  productCategoriesRoutes,
  specialCategoriesRoutes,
  specialCategoryDetailRoutes,
} from '@app/categories-feature';
import { ordersRoutes } from '@app/orders-feature';
import { accountsRoutes, shipperRoutes, staffRoutes } from '@app/accounts-feature';
import { productAdminRoutes, productsRoutes } from '@app/products-feature';
import { shopsRoutes } from '@app/shops-feature';
import { transactionsRoutes } from '@app/transactions-feature';
import { notificationsRoutes } from '@app/notifications-feature';
import { feedbackRoutes } from '@app/feedback-feature';
import { overviewRoutes } from '@app/overview-feature';
import { RequireAuth, RequireRole, paths, routeRoles, type DashboardRoute } from '@app/util-auth';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { DocumentTitle } from './document-title';
import { messages } from './messages';
import { NotFoundPage, ServerErrorPage } from './pages/status-page';
import { setPreloadRoutes } from './preload';
import { RemoveBootShell } from './remove-boot-shell';

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

const t = messages.titles;

/** Every route of the console: public pages, then /dashboard behind sign-in and per-route role gates. */
export const routes: RouteObject[] = [
  {
    path: '/',
    // The browser tab's title follows the URL ('Đơn hàng – Trang quản trị').
    element: (
      <>
        <DocumentTitle />
        <RemoveBootShell />
        <Outlet />
      </>
    ),
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
              gated(paths.dashboard, overviewRoutes),
              gated(paths.category, productCategoriesRoutes),
              gated(paths.user, accountsRoutes.slice(0, 1)),
              gated(paths.userDetail, accountsRoutes.slice(1)),
              gated(paths.apartment, apartmentRoutes),
              gated(paths.building, buildingListRoutes),
              gated(paths.buildingDetail, buildingDetailRoutes),
              gated(paths.feedback, feedbackRoutes),
              gated(
                paths.order,
                ordersRoutes.length
                  ? ordersRoutes
                  : [{ path: child(paths.order), ...notBuilt(t.order) }],
              ),
              gated(paths.product, productsRoutes),
              gated(paths.store, shopsRoutes),
              gated(paths.specialCategory, specialCategoriesRoutes),
              gated(paths.specialCategoryDetail, specialCategoryDetailRoutes),
              gated(paths.transaction, transactionsRoutes),
              gated(paths.shipper, shipperRoutes),
              gated(paths.staff, staffRoutes),
              gated(paths.notification, notificationsRoutes),
              gated(paths.productAdmin, productAdminRoutes),
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
