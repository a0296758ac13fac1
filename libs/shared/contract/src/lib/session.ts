import { z } from 'zod';
import { safeString, requiredText } from './common';
import type { Role } from './enums';

/**
 * Sign-in sessions, shared by the auth domain, the HTTP client and every server lib: tokens, their claims,
 * the session messages, and the identity fields (email, phone, password) that the auth and accounts
 * domains both validate.
 */

export const authMessages = {
  wrongCredentials: 'Email/số điện thoại hoặc mật khẩu không đúng',
  notStaff: 'Tài khoản của bạn không có quyền truy cập trang quản trị',
  tooManyAttempts: (minutes: number) =>
    `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
  accountLocked: (minutes: number) =>
    `Tài khoản tạm thời bị khóa do đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
  tooManySignups: (minutes: number) =>
    `Bạn đã đăng ký quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
  tooManyRequests: (minutes: number) =>
    `Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ${minutes} phút.`,
  invalidPushEndpoint:
    'Địa chỉ nhận thông báo không hợp lệ: chỉ chấp nhận địa chỉ https của dịch vụ thông báo công khai',
  sessionExpired: 'Phiên làm việc đã hết hạn. Vui lòng đăng nhập lại!',
  accessTokenExpired: 'Phiên truy cập đã hết hạn',
  unauthenticated: 'Bạn cần đăng nhập để tiếp tục',
  forbidden: 'Bạn không có quyền thực hiện thao tác này',
  resetLinkSent:
    'Nếu email này thuộc một tài khoản, chúng tôi đã gửi đường dẫn đặt lại mật khẩu. Vui lòng kiểm tra hộp thư.',
  resetLinkInvalid: 'Đường dẫn đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
  passwordReset: 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập.',
  signedUp:
    'Đăng ký thành công. Tài khoản cần được quản trị viên cấp quyền trước khi đăng nhập trang quản trị.',
  emailTaken: 'Email này đã được sử dụng',
  phoneTaken: 'Số điện thoại này đã được sử dụng',
  mustChangePassword: 'Bạn cần đổi mật khẩu trước khi tiếp tục',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng',
  samePassword: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  passwordChanged: 'Đổi mật khẩu thành công. Vui lòng đăng nhập lại bằng mật khẩu mới.',
} as const;

export const emailSchema = requiredText('Vui lòng nhập email!', 254, 'Email quá dài')
  .pipe(z.email({ error: 'Email không hợp lệ' }))
  .transform((v) => v.toLowerCase());

export const phoneSchema = safeString({ error: 'Vui lòng nhập số điện thoại!' })
  .trim()
  .regex(/^(\+84|0)\d{9,10}$/, { error: 'Số điện thoại không hợp lệ' });

/** Minimum password length (the spec's message says 6). */
export const PASSWORD_MIN_LENGTH = 6;
export const passwordSchema = safeString({ error: 'Vui lòng nhập mật khẩu!' })
  .min(PASSWORD_MIN_LENGTH, { error: 'Độ dài mật khẩu tối thiểu 6 ký tự!' })
  .max(128, { error: 'Mật khẩu tối đa 128 ký tự' });

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** `POST /auth/renew/token`: `{token}` is the refresh token. */
export const renewTokenInputSchema = z.object({
  token: safeString({ error: 'Thiếu mã làm mới phiên' })
    .min(1, { error: 'Thiếu mã làm mới phiên' })
    .max(512),
});
export type RenewTokenInput = z.infer<typeof renewTokenInputSchema>;

/** Claims of the access token. The console decodes them to know who is signed in. */
export interface AccessTokenClaims {
  /** Account id. */
  sub: string;
  /** Session id. */
  sid: string;
  role: Role;
  name: string;
  email: string | null;
  avatar: string | null;
  /** Buildings an operator runs (ids); empty for other roles. */
  buildings: string[];
  /**
   * The password was set by someone else (new staff, or reset by the super admin): the console
   * shows only the change-password screen, and the server refuses everything else until then.
   */
  mustChangePassword?: boolean;
  iat: number;
  exp: number;
}

export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** The session protocol the console shell and every server lib speak. */
export const sessionPaths = {
  login: '/auth/login',
  renewToken: '/auth/renew/token',
  logout: '/auth/logout',
} as const;
