import { authMessages } from '@app/contract';
import { useAuthStore } from '@app/util-auth';
import { screen, waitFor } from '@testing-library/react';
import { fillAndSubmit, makeToken, renderAuth, startApi } from '../testing.fixtures';

let api: Awaited<ReturnType<typeof startApi>>;
afterEach(async () => {
  await api.close();
  useAuthStore.getState().signOut();
  localStorage.clear();
});

describe('<SignInScreen />', () => {
  const signIn = (identifier: string, password: string) =>
    fillAndSubmit({ 'Email hoặc số điện thoại': identifier, 'Mật khẩu': password }, 'Đăng nhập');

  it('shows the wrong-credentials error and keeps what was typed', async () => {
    api = await startApi(() => ({ status: 401, body: { message: authMessages.wrongCredentials } }));
    renderAuth('/signin');
    await signIn('admin@example.com', 'sai-mat-khau');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.wrongCredentials);
    expect(screen.getByLabelText('Email hoặc số điện thoại')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Mật khẩu')).toHaveValue('sai-mat-khau');
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });

  it('refuses a non-staff account with the server message', async () => {
    api = await startApi(() => ({ status: 403, body: { message: authMessages.notStaff } }));
    renderAuth('/');
    await signIn('resident@example.com', 'Demo@12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.notStaff);
  });

  it('says why the last session ended', async () => {
    api = await startApi(() => ({ status: 500, body: {} }));
    useAuthStore.getState().signOut(authMessages.sessionExpired);
    renderAuth('/signin?redirect=%2Fdashboard%2Fuser');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Phiên làm việc đã hết hạn. Vui lòng đăng nhập lại!',
    );
  });

  it('asks for both fields before calling the server', async () => {
    api = await startApi(() => ({ status: 500, body: {} }));
    renderAuth('/signin');
    await signIn('', '');
    expect(await screen.findByText('Vui lòng nhập email hoặc số điện thoại!')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập mật khẩu!')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('signs in with a phone number and returns to the remembered page', async () => {
    const token = makeToken(5, 'Lê Vận Hành');
    api = await startApi(() => ({ status: 200, body: { token, refreshToken: 'r1' } }));
    renderAuth('/signin?redirect=%2Fdashboard%2Fbuilding%3Fpage%3D2');
    await signIn('0912 345 678', 'Demo@12345');
    expect(
      await screen.findByRole('heading', { name: 'Trang /dashboard/building' }),
    ).toBeInTheDocument();
    expect(api.seen[0]).toMatchObject({
      method: 'POST',
      url: '/auth/login',
      body: { phone: '0912345678', password: 'Demo@12345' },
    });
    expect(api.seen[0].headers.authorization).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({
      isLoggedIn: true,
      refreshToken: 'r1',
      user: { name: 'Lê Vận Hành' },
    });
  });

  it('goes to the dashboard after signing in with an email, and ignores a foreign redirect', async () => {
    api = await startApi(() => ({ status: 200, body: { token: makeToken(), refreshToken: 'r1' } }));
    renderAuth('/signin?redirect=%2F%2Fevil.example');
    await signIn(' SuperAdmin@Example.com ', 'Demo@12345');
    expect(await screen.findByRole('heading', { name: 'Trang /dashboard' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.seen[0].body).toEqual({ email: 'superadmin@example.com', password: 'Demo@12345' }),
    );
  });
});
