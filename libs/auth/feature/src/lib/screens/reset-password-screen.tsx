import { authMessages } from '@app/contract';
import { paths } from '@app/util-auth';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { AuthFoot, AuthForm, AuthOutcome } from '../components/auth-form';
import { newPasswordFields } from '../components/form-field';
import type { ResetPasswordForm } from '../forms';
import { lazyResolver, loadFormLogic } from '../lazy-form-logic';
import { messages } from '../messages';
import { useAuthForm } from '../use-auth-form';

const resolver = lazyResolver((logic) => logic.resetPasswordResolver);
const m = messages.reset;

/** /resetpassword?token=…: sets a new password with the token of the mailed link. */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useAuthForm(
    resolver,
    { password: '', confirmPassword: '' } satisfies ResetPasswordForm,
    token ? null : authMessages.resetLinkInvalid,
  );

  const onSubmit = form.submit(async ({ password }) => {
    const { resetPassword } = await loadFormLogic();
    return (await resetPassword({ token, password })).message;
  });

  return (
    <AuthCard title={m.title}>
      {form.done ? (
        <AuthOutcome severity="success" message={form.done} />
      ) : !token ? (
        <AuthOutcome severity="error" message={form.serverError} to={paths.forgotPassword}>
          {m.requestNewLink}
        </AuthOutcome>
      ) : (
        <AuthForm
          form={form}
          onSubmit={onSubmit}
          text={m}
          fields={newPasswordFields<ResetPasswordForm>('password', m, true)}
        />
      )}
      {!form.done && <AuthFoot />}
    </AuthCard>
  );
}
