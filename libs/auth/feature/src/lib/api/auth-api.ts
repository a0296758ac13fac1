import { type MessageAnswer, type TokenPair } from '@app/contract';
import {
  authPaths,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type SavePushTokenInput,
  type SignupInput,
} from '@app/auth-contract';
import { api } from '@app/data-access-api';

/** The public calls show their errors in the form itself: no token, no toast. */
const publicCall = { context: { auth: 'none', notify: false } } as const;

export const login = (input: LoginInput) =>
  api.post(authPaths.login, { json: input, ...publicCall }).json<TokenPair>();

export const signup = (input: SignupInput) =>
  api.post(authPaths.signup, { json: input, ...publicCall }).json<MessageAnswer>();

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api.post(authPaths.forgotPassword, { json: input, ...publicCall }).json<MessageAnswer>();

export const resetPassword = (input: ResetPasswordInput) =>
  api.post(authPaths.resetPassword, { json: input, ...publicCall }).json<MessageAnswer>();

/** The signed-in account's own new password; the server ends every session of the account. */
export const changePassword = (input: ChangePasswordInput) =>
  api
    .post(authPaths.changePassword, { json: input, context: { notify: false } })
    .json<MessageAnswer>();

/** Revokes the session on the server. */
export const logout = () =>
  api.post(authPaths.logout, { context: { notify: false } }).json<MessageAnswer>();

export const getVapidPublicKey = () =>
  api.get(authPaths.vapidPublicKey).json<{ publicKey: string }>();

export const savePushToken = (input: SavePushTokenInput) =>
  api.put(authPaths.savePushToken, { json: input }).json<unknown>();

export const sendTestPush = () => api.post(authPaths.testPush).json<{ sent: number }>();
