import { paths } from '@app/util-auth';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import type { ForgotPasswordForm } from '../forms';
import { lazyResolver, loadFormLogic } from '../lazy-form-logic';
import { messages } from '../messages';
import { useAuthForm } from '../use-auth-form';

const resolver = lazyResolver((logic) => logic.forgotPasswordResolver);

/** /forgotpassword: asks the server to mail a reset link. */
export function ForgotPasswordScreen() {
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    submit,
    serverError,
    formState: { errors, isSubmitting },
  } = useAuthForm(resolver, { email: '' } satisfies ForgotPasswordForm);

  const onSubmit = submit(async (values) => {
    const { requestPasswordReset } = await loadFormLogic();
    setDone((await requestPasswordReset(values)).message);
  });

  return (
    <AuthCard title={messages.forgot.title} subtitle={done ? undefined : messages.forgot.intro}>
      {done ? (
        <FormAlert severity="success" message={done} />
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={messages.forgot.title}>
          <FormAlert severity="error" message={serverError} />
          <FormField
            label={messages.forgot.email}
            registration={register('email')}
            error={errors.email}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <button type="submit" className="auth-button" disabled={isSubmitting}>
            {isSubmitting ? messages.forgot.submitting : messages.forgot.submit}
          </button>
        </form>
      )}
      <p className="auth-foot">
        <RouterLink className="auth-link" to={paths.signIn}>
          {messages.backToSignIn}
        </RouterLink>
      </p>
    </AuthCard>
  );
}
