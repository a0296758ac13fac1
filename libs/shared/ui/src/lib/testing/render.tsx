import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  MemoryRouter,
  Outlet,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import type { AccessTokenClaims, Role } from '@app/contract';
import { useAuthStore } from '@app/util-auth';
import { UiProvider } from '../ui-provider';

/** Renders inside UiProvider and a memory router at `path`. */
export function renderWithUi(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <UiProvider>{children}</UiProvider>
    </MemoryRouter>
  );
  return render(ui, { wrapper });
}

/**
 * A feature's routes as the console mounts them, under /dashboard inside the shell's UiProvider,
 * at `url`. `host`: what the shell renders beside the page (the pickers' host, `<PickerHost />`,
 * which @app/ui cannot import).
 */
export function renderRoutes(
  routes: RouteObject[],
  url: string,
  { host }: { host?: ReactNode } = {},
) {
  const shell = (
    <UiProvider>
      <Outlet />
      {host}
    </UiProvider>
  );
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: shell, HydrateFallback: () => null, children: routes }],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

/** Signs a staff member of `role` in (the auth store's user; the fake API takes any token). */
export function signInAs(role: Role, claims: Partial<AccessTokenClaims> = {}) {
  useAuthStore.setState({
    user: { role, name: 'Nhân viên', sub: '0'.repeat(23) + '1', ...claims } as AccessTokenClaims,
    isLoggedIn: true,
  });
}
