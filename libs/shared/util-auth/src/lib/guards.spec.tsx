import { Role } from '@app/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { act } from 'react';
import { AUTH_STORAGE_KEY, syncAuthAcrossTabs, useAuthStore } from './auth-store';
import { RequireAuth, RequireRole } from './guards';
import { makeToken } from './test-tokens.fixtures';

function Where() {
  const location = useLocation();
  return <p>Đang ở {location.pathname + location.search}</p>;
}

const renderAt = (url: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/signin', element: <Where /> },
          {
            path: '/dashboard',
            element: (
              <RequireAuth>
                <Where />
              </RequireAuth>
            ),
          },
          {
            path: '/dashboard/Category',
            element: (
              <RequireAuth>
                <RequireRole roles={[Role.SUPER_ADMIN]}>
                  <h1>Danh mục sản phẩm</h1>
                </RequireRole>
              </RequireAuth>
            ),
          },
        ],
        { initialEntries: [url] },
      )}
    />,
  );

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().signOut();
});

describe('<RequireAuth />', () => {
  it('sends a signed-out visitor to /signin, remembering where they were going', () => {
    renderAt('/dashboard/Category?x=1');
    expect(
      screen.getByText('Đang ở /signin?redirect=%2Fdashboard%2FCategory%3Fx%3D1'),
    ).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    useAuthStore.getState().setTokens({ token: makeToken(), refreshToken: 'r1' });
    renderAt('/dashboard');
    expect(screen.getByText('Đang ở /dashboard')).toBeInTheDocument();
  });
});

describe('<RequireRole />', () => {
  it('shows the page to an allowed role', () => {
    useAuthStore
      .getState()
      .setTokens({ token: makeToken({ role: Role.SUPER_ADMIN }), refreshToken: 'r1' });
    renderAt('/dashboard/Category');
    expect(screen.getByRole('heading', { name: 'Danh mục sản phẩm' })).toBeInTheDocument();
  });

  it('sends a wrong role to /dashboard', () => {
    useAuthStore
      .getState()
      .setTokens({ token: makeToken({ role: Role.OPERATOR }), refreshToken: 'r1' });
    renderAt('/dashboard/Category');
    expect(screen.getByText('Đang ở /dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Danh mục sản phẩm' })).not.toBeInTheDocument();
  });
});

describe('useAuthStore', () => {
  it('decodes the current user from the access token and persists the tokens', () => {
    useAuthStore.getState().setTokens({
      token: makeToken({ role: Role.ADMIN, name: 'Trần Thị B' }),
      refreshToken: 'r1',
    });
    const state = useAuthStore.getState();
    expect(state.isLoggedIn).toBe(true);
    expect(state.user).toMatchObject({ role: Role.ADMIN, name: 'Trần Thị B' });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').state).toEqual({
      token: state.token,
      refreshToken: 'r1',
    });
  });

  it('refuses a token that does not carry a staff role', () => {
    useAuthStore
      .getState()
      .setTokens({ token: makeToken({ role: Role.USER }), refreshToken: 'r1' });
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    useAuthStore.getState().setTokens({ token: 'not-a-jwt', refreshToken: 'r1' });
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });

  it('signs out: tokens cleared', () => {
    useAuthStore.getState().setTokens({ token: makeToken(), refreshToken: 'r1' });
    useAuthStore.getState().signOut();
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      isLoggedIn: false,
      notice: null,
    });
  });

  it('keeps why a session ended until the next sign-in, without persisting it', () => {
    useAuthStore.getState().setTokens({ token: makeToken(), refreshToken: 'r1' });
    useAuthStore.getState().signOut('Phiên làm việc đã hết hạn. Vui lòng đăng nhập lại!');
    expect(useAuthStore.getState().notice).toBe(
      'Phiên làm việc đã hết hạn. Vui lòng đăng nhập lại!',
    );
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toContain('Phiên');
    useAuthStore.getState().setTokens({ token: makeToken(), refreshToken: 'r2' });
    expect(useAuthStore.getState().notice).toBeNull();
  });

  it('takes the tokens another tab renewed', async () => {
    const stop = syncAuthAcrossTabs();
    useAuthStore.getState().setTokens({ token: makeToken({ name: 'Cũ' }), refreshToken: 'r1' });
    const renewed = makeToken({ name: 'Mới' });
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { token: renewed, refreshToken: 'r2' }, version: 0 }),
    );
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    });
    expect(useAuthStore.getState()).toMatchObject({
      token: renewed,
      refreshToken: 'r2',
      user: { name: 'Mới' },
    });
    stop();
  });
});
