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

describe('<ChangePasswordScreen /> (audit finding 19)', () => {
  it('a password someone else set sends every console page to the change-password screen first', async () => {
    api = await startApi((req) =>
      req.url === '/auth/login'
        ? {
            status: 200,
            body: {
              token: makeToken(8, 'Nhân viên mới', { mustChangePassword: true }),
              refreshToken: 'r',
            },
          }
        : req.url === '/auth/change-password'
          ? { status: 200, body: { message: authMessages.passwordChanged } }
          : { status: 403, body: { message: authMessages.mustChangePassword } },
    );
    renderAuth('/signin?redirect=%2Fdashboard%2Fuser');
    const user = await fillAndSubmit(
      { 'Email hoặc số điện thoại': 'moi@example.com', 'Mật khẩu': 'Tam@thoi-123456' },
      'Đăng nhập',
    );
    expect(await screen.findByRole('heading', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
    expect(screen.queryByText('Trang /dashboard/user')).not.toBeInTheDocument();
    // The new password is checked here: long enough, typed twice, not the one given.
    await user.type(screen.getByLabelText('Mật khẩu hiện tại'), 'Tam@thoi-123456');
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'Tam@thoi-123456');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Khac@12345');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Mật khẩu nhập lại không khớp!')).toBeInTheDocument();
    expect(screen.getByText(authMessages.samePassword)).toBeInTheDocument();
    expect(api.seen.filter((r) => r.url === '/auth/change-password')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Mật khẩu mới'));
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'Rieng@cua-toi-1');
    await user.clear(screen.getByLabelText('Nhập lại mật khẩu mới'));
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Rieng@cua-toi-1');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(false));
    expect(api.seen.find((r) => r.url === '/auth/change-password')!.body).toEqual({
      password: 'Tam@thoi-123456',
      newPassword: 'Rieng@cua-toi-1',
    });
    // Signed out by the server: sign in again with the new password.
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.passwordChanged);
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
  });
});
