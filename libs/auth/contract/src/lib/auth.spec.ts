import { loginInputSchema } from './auth';

describe('auth contract', () => {
  it('asks for an email or a phone with the password', () => {
    expect(loginInputSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(
      true,
    );
    expect(loginInputSchema.safeParse({ phone: '0900000001', password: 'x' }).success).toBe(true);
    const neither = loginInputSchema.safeParse({ password: 'x' });
    expect(neither.error?.issues[0]?.message).toBe('Vui lòng nhập email hoặc số điện thoại!');
  });
});
