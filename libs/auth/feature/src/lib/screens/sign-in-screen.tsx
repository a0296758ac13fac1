import { REDIRECT_PARAM, paths, safeRedirect, useAuthStore } from '@app/util-auth';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { FormField } from '../components/form-field';
import type { SignInForm } from '../forms';
import { lazyResolver, loadFormLogic } from '../lazy-form-logic';
import { messages } from '../messages';
import { useAuthForm } from '../use-auth-form';

const resolver = lazyResolver((logic) => logic.signInResolver);

/** /signin (and /): email or phone and password; back to the remembered page on success. */
export function SignInScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const setTokens = useAuthStore((s) => s.setTokens);
  const notice = useAuthStore((s) => s.notice);
  const redirect = safeRedirect(searchParams.get(REDIRECT_PARAM)) ?? paths.dashboard;
  const {
    register,
    submit,
    serverError,
    formState: { errors, isSubmitting },
  } = useAuthForm(resolver, { identifier: '', password: '' } satisfies SignInForm);

  if (isLoggedIn && !isSubmitting) return <Navigate to={redirect} replace />;

  const onSubmit = submit(async (values) => {
    const { submitSignIn } = await loadFormLogic();
    setTokens(await submitSignIn(values));
    navigate(redirect, { replace: true });
  });

  return (
    <AuthCard title={messages.signIn.title} subtitle={messages.signIn.subtitle}>
      <form noValidate onSubmit={onSubmit} aria-label={messages.signIn.title}>
        <FormAlert severity="error" message={serverError} />
        {!serverError && <FormAlert severity="warning" message={notice} />}
        <FormField
          label={messages.signIn.identifier}
          registration={register('identifier')}
          error={errors.identifier}
          autoComplete="username"
          autoFocus
        />
        <FormField
          label={messages.signIn.password}
          registration={register('password')}
          error={errors.password}
          type="password"
          autoComplete="current-password"
        />
        <div className="auth-row-end">
          <RouterLink className="auth-link" to={paths.forgotPassword}>
            {messages.signIn.forgot}
          </RouterLink>
        </div>
        <button type="submit" className="auth-button" disabled={isSubmitting}>
          {isSubmitting ? messages.signIn.submitting : messages.signIn.submit}
        </button>
        <p className="auth-foot">
          {messages.signIn.noAccount}{' '}
          <RouterLink className="auth-link" to={paths.signUp}>
            {messages.signIn.signUp}
          </RouterLink>
        </p>
      </form>
    </AuthCard>
  );
}
