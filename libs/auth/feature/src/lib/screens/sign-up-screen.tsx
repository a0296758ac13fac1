import { authMessages } from '@app/contract';
import { paths } from '@app/util-auth';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField, NewPasswordFields } from '../components/form-field';
import type { SignUpForm } from '../forms';
import { lazyResolver, loadFormLogic } from '../lazy-form-logic';
import { messages } from '../messages';
import { useAuthForm } from '../use-auth-form';

const resolver = lazyResolver((logic) => logic.signUpResolver);

/** /signup: creates an account; a staff role is granted later by a super admin. */
export function SignUpScreen() {
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    submit,
    serverError,
    setError,
    formState: { errors, isSubmitting },
  } = useAuthForm(resolver, {
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
  } satisfies SignUpForm);

  const onSubmit = submit(
    async ({ confirmPassword: _confirm, ...values }) => {
      const { signup } = await loadFormLogic();
      setDone((await signup(values)).message);
    },
    // An address or number already taken is told under its field.
    (message) => {
      if (message === authMessages.emailTaken) setError('email', { message });
      else if (message === authMessages.phoneTaken) setError('phone', { message });
      else return false;
      return true;
    },
  );

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
