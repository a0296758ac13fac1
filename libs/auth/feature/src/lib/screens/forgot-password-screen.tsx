import { AuthCard } from '../components/auth-card';
import { AuthFoot, AuthForm } from '../components/auth-form';
import { FormAlert } from '../components/form-alert';
import { fieldKinds } from '../components/form-field';
import type { ForgotPasswordForm } from '../forms';
import { lazyResolver, loadFormLogic } from '../lazy-form-logic';
import { messages } from '../messages';
import { useAuthForm } from '../use-auth-form';

const resolver = lazyResolver((logic) => logic.forgotPasswordResolver);
const m = messages.forgot;

/** /forgotpassword: asks the server to mail a reset link. */
export function ForgotPasswordScreen() {
  const form = useAuthForm(resolver, { email: '' } satisfies ForgotPasswordForm);

  const onSubmit = form.submit(async (values) => {
    const { requestPasswordReset } = await loadFormLogic();
    return (await requestPasswordReset(values)).message;
  });

  return (
    <AuthCard title={m.title} subtitle={form.done ? undefined : m.intro}>
      {form.done ? (
        <FormAlert severity="success" message={form.done} />
      ) : (
        <AuthForm
          form={form}
          onSubmit={onSubmit}
          text={m}
          fields={[{ name: 'email', label: m.email, autoFocus: true, ...fieldKinds.email }]}
        />
      )}
      <AuthFoot />
    </AuthCard>
  );
}
