import { paths, useAuthStore } from '@app/util-auth';
import { Navigate } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { fieldKinds, newPasswordFields } from '../components/form-field';
import type { ChangePasswordForm } from '../forms';
import { lazyResolver, loadFormLogic } from '../lazy-form-logic';
import { messages } from '../messages';
import { signOut } from '../sign-out';
import { useAuthForm } from '../use-auth-form';

const resolver = lazyResolver((logic) => logic.changePasswordResolver);
const m = messages.change;

/**
 * /changepassword (audit finding 19): a staff member whose password someone else set (a new staff
 * account, or a reset by the super admin) chooses their own before anything else; every console
 * page sends them here, and the server refuses other calls until then. The server ends every
 * session of the account, so they sign in again with the new password.
 */
export function ChangePasswordScreen() {
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const form = useAuthForm(resolver, {
    password: '',
    newPassword: '',
    confirmPassword: '',
  } satisfies ChangePasswordForm);

  const onSubmit = form.submit(async ({ password, newPassword }) => {
    const { changePassword } = await loadFormLogic();
    const { message } = await changePassword({ password, newPassword });
    useAuthStore.getState().signOut(message);
  });

  if (!isLoggedIn) return <Navigate to={paths.signIn} replace />;
  return (
    <AuthCard title={m.title} subtitle={m.intro}>
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        text={m}
        fields={[
          { name: 'password', label: m.current, autoFocus: true, ...fieldKinds.currentPassword },
          ...newPasswordFields<ChangePasswordForm>('newPassword', m),
        ]}
      />
      <p className="auth-foot">
        <button type="button" className="auth-link" onClick={() => void signOut()}>
          {m.signOut}
        </button>
      </p>
    </AuthCard>
  );
}
