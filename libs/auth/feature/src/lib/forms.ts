import {
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  resetPasswordInputSchema,
  signupInputSchema,
  type LoginInput,
} from '@app/auth-contract';
import { z } from 'zod';
import { messages } from './messages';

const PHONE = /^(\+84|0)\d{9,10}$/;

/** The sign-in form: one field for the email or the phone number, and the contract's password rule. */
export const signInFormSchema = z.object({
  identifier: z.string().trim().min(1, { error: messages.signIn.identifierRequired }).max(254),
  password: loginInputSchema.shape.password,
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** The login body: a phone number goes as `phone`, anything else as `email`. */
export const toLoginInput = ({ identifier, password }: SignInForm): LoginInput => {
  const value = identifier.trim();
  const compactPhone = value.replace(/[\s.-]/g, '');
  return PHONE.test(compactPhone)
    ? { phone: compactPhone, password }
    : { email: value.toLowerCase(), password };
};

/** The check of a password typed twice: the confirmation ('confirmPassword') equals the new one. */
const matches =
  <K extends string>(field: K) =>
  (values: Record<K | 'confirmPassword', string>) =>
    values[field] === values.confirmPassword;
const confirmationDiffers = { error: messages.passwordsDiffer, path: ['confirmPassword'] };

export const signUpFormSchema = signupInputSchema
  .extend({ confirmPassword: z.string() })
  .refine(matches('password'), confirmationDiffers);
export type SignUpForm = z.input<typeof signUpFormSchema>;
export type SignUpValues = z.output<typeof signUpFormSchema>;

export const forgotPasswordFormSchema = forgotPasswordInputSchema;
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = resetPasswordInputSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine(matches('password'), confirmationDiffers);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordFormSchema>;

/** The change-password form: the contract's body (new one not the current one) and its confirmation. */
export const changePasswordFormSchema = changePasswordInputSchema
  .and(z.object({ confirmPassword: z.string() }))
  .refine(matches('newPassword'), confirmationDiffers);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
