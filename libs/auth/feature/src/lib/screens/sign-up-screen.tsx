import { authMessages } from '@app/contract';
import { isApiError } from '@app/data-access-api';
import { paths } from '@app/util-auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField, NewPasswordFields } from '../components/form-field';
import type { SignUpForm } from '../forms';
import { lazyResolver, loadFormLogic, preloadFormLogicAfterPaint } from '../lazy-form-logic';
import { messages } from '../messages';

const resolver = lazyResolver((logic) => logic.signUpResolver);

/** /signup: creates an account; a staff role is granted later by a super admin. */
export function SignUpScreen() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    } satisfies SignUpForm,
  });

  useEffect(() => {
    preloadFormLogicAfterPaint();
  }, []);

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setServerError(null);
    try {
      const { signup } = await loadFormLogic();
      setDone((await signup(values)).message);
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      if (message === authMessages.emailTaken) setError('email', { message });
      else if (message === authMessages.phoneTaken) setError('phone', { message });
      else setServerError(message);
    }
  });

  return (
    <AuthCard title={messages.signUp.title}>
      {done ? (
        <>
          <FormAlert severity="success" message={done} />
          <RouterLink className="auth-button" to={paths.signIn}>
            {messages.backToSignIn}
          </RouterLink>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={messages.signUp.title}>
          <FormAlert severity="error" message={serverError} />
          <FormField
            label={messages.signUp.name}
            registration={register('name')}
            error={errors.name}
            autoComplete="name"
            autoFocus
          />
          <FormField
            label={messages.signUp.email}
            registration={register('email')}
            error={errors.email}
            type="email"
            autoComplete="email"
          />
          <FormField
            label={messages.signUp.phone}
            registration={register('phone')}
            error={errors.phone}
            type="tel"
            autoComplete="tel"
          />
          <NewPasswordFields
            register={register}
            errors={errors}
            name="password"
            label={messages.signUp.password}
            confirmLabel={messages.signUp.confirmPassword}
          />
          <button type="submit" className="auth-button" disabled={isSubmitting}>
            {isSubmitting ? messages.signUp.submitting : messages.signUp.submit}
          </button>
          <p className="auth-foot">
            {messages.signUp.haveAccount}{' '}
            <RouterLink className="auth-link" to={paths.signIn}>
              {messages.signIn.submit}
            </RouterLink>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
