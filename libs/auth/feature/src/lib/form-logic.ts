import { zodResolver } from '@hookform/resolvers/zod';
import { changePassword, login, requestPasswordReset, resetPassword, signup } from './api/auth-api';
import {
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
  toLoginInput,
  type SignInForm,
} from './forms';

/*
 * What the public forms need only once the user acts: the zod schemas (their resolvers) and the
 * API calls. The screens load this module after their first paint (see lazy-form-logic.ts).
 */
export const signInResolver = zodResolver(signInFormSchema);
export const signUpResolver = zodResolver(signUpFormSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordFormSchema);
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
export const changePasswordResolver = zodResolver(changePasswordFormSchema);

export const submitSignIn = (values: SignInForm) => login(toLoginInput(values));
export { changePassword, requestPasswordReset, resetPassword, signup };
