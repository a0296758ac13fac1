import { authMessages } from '@app/contract';
import { paths } from '@app/util-auth';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/form-field';
import type { ResetPasswordForm } from '../forms';
import { lazyResolver, loadFormLogic } from '../lazy-form-logic';
import { messages } from '../messages';
import { useAuthForm } from '../use-auth-form';

const resolver = lazyResolver((logic) => logic.resetPasswordResolver);

/** /resetpassword?token=…: sets a new password with the token of the mailed link. */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    submit,
    serverError,
    formState: { errors, isSubmitting },
  } = useAuthForm(
    resolver,
    { password: '', confirmPassword: '' } satisfies ResetPasswordForm,
    token ? null : authMessages.resetLinkInvalid,
  );

  const onSubmit = submit(async ({ password }) => {
    const { resetPassword } = await loadFormLogic();
    setDone((await resetPassword({ token, password })).message);
  });

  return (
    <AuthCard title={messages.reset.title}>
      {done ? (
        <>
          <FormAlert severity="success" message={done} />
          <RouterLink className="auth-button" to={paths.signIn}>
            {messages.backToSignIn}
          </RouterLink>
        </>
      ) : !token ? (
        <>
          <FormAlert severity="error" message={serverError} />
          <RouterLink className="auth-button" to={paths.forgotPassword}>
            {messages.reset.requestNewLink}
          </RouterLink>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={messages.reset.title}>
          <FormAlert severity="error" message={serverError} />
          <NewPasswordFields
            register={register}
            errors={errors}
            name="password"
            label={messages.reset.password}
            confirmLabel={messages.reset.confirmPassword}
            autoFocus
          />
          <button type="submit" className="auth-button" disabled={isSubmitting}>
            {isSubmitting ? messages.reset.submitting : messages.reset.submit}
          </button>
        </form>
      )}
      {!done && (
        <p className="auth-foot">
          <RouterLink className="auth-link" to={paths.signIn}>
            {messages.backToSignIn}
          </RouterLink>
        </p>
      )}
    </AuthCard>
  );
}
