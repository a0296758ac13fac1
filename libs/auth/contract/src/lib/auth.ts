import { z } from 'zod';
import {
  authMessages,
  DeviceType,
  emailSchema,
  passwordSchema,
  phoneSchema,
  safeString,
  sessionPaths,
  requiredText,
} from '@app/contract';

/** Paths of the auth domain: the session's own (sign-in, renewal, sign-out) and the account pages'. */
export const authPaths = {
  ...sessionPaths,
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  changePassword: '/auth/change-password',
  savePushToken: '/user/save/pushToken',
  vapidPublicKey: '/api/v1/push/vapid-public-key',
  testPush: '/api/v1/push/test',
} as const;

/** `POST /auth/login`: email or phone, and password. */
export const loginInputSchema = z
  .object({
    email: safeString().trim().max(254).optional(),
    phone: safeString().trim().max(20).optional(),
    password: safeString({ error: 'Vui lòng nhập mật khẩu!' })
      .min(1, { error: 'Vui lòng nhập mật khẩu!' })
      .max(128),
  })
  .refine((v) => Boolean(v.email) || Boolean(v.phone), {
    error: 'Vui lòng nhập email hoặc số điện thoại!',
    path: ['email'],
  });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const signupInputSchema = z.object({
  name: requiredText('Vui lòng nhập họ tên!', 100, 'Họ tên tối đa 100 ký tự'),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});
export type SignupInput = z.infer<typeof signupInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: safeString({ error: authMessages.resetLinkInvalid })
    .min(16, { error: authMessages.resetLinkInvalid })
    .max(256),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/**
 * `POST /auth/change-password` (ours, audit finding 19): the signed-in staff member's current
 * password and a new one, which must differ.
 */
export const changePasswordInputSchema = z
  .object({
    password: safeString({ error: 'Vui lòng nhập mật khẩu hiện tại!' })
      .min(1, { error: 'Vui lòng nhập mật khẩu hiện tại!' })
      .max(128),
    newPassword: passwordSchema,
  })
  .refine((v) => v.password !== v.newPassword, {
    error: authMessages.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** `PUT /user/save/pushToken`. For `web`, deviceToken is the JSON of a PushSubscription. */
export const savePushTokenInputSchema = z.object({
  deviceId: safeString({ error: 'Thiếu mã thiết bị' })
    .trim()
    .min(1, { error: 'Thiếu mã thiết bị' })
    .max(200),
  deviceToken: safeString({ error: 'Thiếu mã nhận thông báo' })
    .min(1, { error: 'Thiếu mã nhận thông báo' })
    .max(4096),
  deviceType: z.enum([DeviceType.ANDROID, DeviceType.IOS, DeviceType.WEB, DeviceType.OTHER], {
    error: 'Loại thiết bị không hợp lệ',
  }),
});
export type SavePushTokenInput = z.infer<typeof savePushTokenInputSchema>;
