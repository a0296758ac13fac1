import { REDIRECT_PARAM, paths, safeRedirect, useAuthStore } from '@app/util-auth';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { AuthFoot, AuthForm } from '../components/auth-form';
import { fieldKinds } from '../components/form-field';
import type { SignInForm } from '../forms';
import { lazyResolver, loadFormLogic } from '../lazy-form-logic';
import { messages } from '../messages';
import { useAuthForm } from '../use-auth-form';

const resolver = lazyResolver((logic) => logic.signInResolver);
const m = messages.signIn;

/** /signin (and /): email or phone and password; back to the remembered page on success. */
export function SignInScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const setTokens = useAuthStore((s) => s.setTokens);
  const notice = useAuthStore((s) => s.notice);
  const redirect = safeRedirect(searchParams.get(REDIRECT_PARAM)) ?? paths.dashboard;
  const form = useAuthForm(resolver, { identifier: '', password: '' } satisfies SignInForm);

  if (isLoggedIn && !form.formState.isSubmitting) return <Navigate to={redirect} replace />;

  const onSubmit = form.submit(async (values) => {
    const { submitSignIn } = await loadFormLogic();
    setTokens(await submitSignIn(values));
    navigate(redirect, { replace: true });
  });

  return (
    <AuthCard title={m.title} subtitle={m.subtitle}>
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        text={m}
        notice={notice}
        fields={[
          { name: 'identifier', label: m.identifier, autoComplete: 'username', autoFocus: true },
          { name: 'password', label: m.password, ...fieldKinds.currentPassword },
        ]}
        foot={<AuthFoot question={m.noAccount} to={paths.signUp} link={m.signUp} />}
      >
        <div className="auth-row-end">
          <RouterLink className="auth-link" to={paths.forgotPassword}>
            {m.forgot}
          </RouterLink>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
