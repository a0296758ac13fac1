import { authMessages } from '@app/contract';
import { screen } from '@testing-library/react';
import { fillAndSubmit, renderAuth, startApi } from '../testing.fixtures';

let api: Awaited<ReturnType<typeof startApi>>;
afterEach(() => api.close());

describe('<SignUpScreen />', () => {
  const fill = (email = 'moi@example.com') =>
    fillAndSubmit(
      {
        'Họ tên': 'Phạm Thị Mới',
        Email: email,
        'Số điện thoại': '0987654321',
        'Mật khẩu': 'Demo@12345',
        'Nhập lại mật khẩu': 'Demo@12345',
      },
      'Đăng ký',
    );

  it('creates the account and says what happens next', async () => {
    api = await startApi(() => ({ status: 201, body: { message: authMessages.signedUp } }));
    renderAuth('/signup');
    await fill();
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.signedUp);
    expect(api.seen[0].body).toEqual({
      name: 'Phạm Thị Mới',
      email: 'moi@example.com',
      phone: '0987654321',
      password: 'Demo@12345',
    });
  });

  it('puts a taken email on the email field', async () => {
    api = await startApi(() => ({ status: 409, body: { message: authMessages.emailTaken } }));
    renderAuth('/signup');
    await fill('admin@example.com');
    expect(await screen.findByText(authMessages.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks that both passwords match', async () => {
    api = await startApi(() => ({ status: 201, body: { message: 'x' } }));
    renderAuth('/signup');
    await fillAndSubmit({ 'Mật khẩu': 'Demo@12345', 'Nhập lại mật khẩu': 'Khac@12345' }, 'Đăng ký');
    expect(await screen.findByText('Mật khẩu nhập lại không khớp!')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập họ tên!')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });
});

describe('<ForgotPasswordScreen />', () => {
  it('requests a reset link and shows the server answer', async () => {
    api = await startApi(() => ({ status: 200, body: { message: authMessages.resetLinkSent } }));
    renderAuth('/forgotpassword');
    await fillAndSubmit({ Email: 'admin@example.com' }, 'Gửi đường dẫn');
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.resetLinkSent);
    expect(api.seen[0]).toMatchObject({
      url: '/auth/forgot-password',
      body: { email: 'admin@example.com' },
    });
  });

  it('rejects a malformed email', async () => {
    api = await startApi(() => ({ status: 200, body: {} }));
    renderAuth('/forgotpassword');
    await fillAndSubmit({ Email: 'khong-phai-email' }, 'Gửi đường dẫn');
    expect(await screen.findByText('Email không hợp lệ')).toBeInTheDocument();
  });
});

describe('<ResetPasswordScreen />', () => {
  const setNewPassword = () =>
    fillAndSubmit(
      { 'Mật khẩu mới': 'Moi@123456', 'Nhập lại mật khẩu mới': 'Moi@123456' },
      'Đặt lại mật khẩu',
    );

  it('sets the new password with the token of the link', async () => {
    api = await startApi(() => ({ status: 200, body: { message: authMessages.passwordReset } }));
    renderAuth('/resetpassword?token=abcdefghijklmnopqrstuvwxyz');
    await setNewPassword();
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.passwordReset);
    expect(api.seen[0].body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
      password: 'Moi@123456',
    });
    expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('shows the server refusal of an expired link', async () => {
    api = await startApi(() => ({ status: 400, body: { message: authMessages.resetLinkInvalid } }));
    renderAuth('/resetpassword?token=abcdefghijklmnopqrstuvwxyz');
    await setNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.resetLinkInvalid);
  });

  it('explains that a link without a token is not valid', async () => {
    api = await startApi(() => ({ status: 200, body: {} }));
    renderAuth('/resetpassword');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Yêu cầu đường dẫn mới' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  });
});
