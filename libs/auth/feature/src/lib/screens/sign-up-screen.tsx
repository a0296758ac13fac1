import { authMessages } from '@app/contract';
import { AuthCard } from '../components/auth-card';
import { AuthFoot, AuthForm, AuthOutcome } from '../components/auth-form';
import { fieldKinds, newPasswordFields } from '../components/form-field';
import type { SignUpForm } from '../forms';
import { lazyResolver, loadFormLogic } from '../lazy-form-logic';
import { messages } from '../messages';
import { useAuthForm } from '../use-auth-form';

const resolver = lazyResolver((logic) => logic.signUpResolver);
const m = messages.signUp;

/** /signup: creates an account; a staff role is granted later by a super admin. */
export function SignUpScreen() {
  const form = useAuthForm(resolver, {
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
  } satisfies SignUpForm);

  const onSubmit = form.submit(
    async ({ confirmPassword: _confirm, ...values }) => {
      const { signup } = await loadFormLogic();
      return (await signup(values)).message;
    },
    // An address or number already taken is told under its field.
    (message) => {
      if (message === authMessages.emailTaken) form.setError('email', { message });
      else if (message === authMessages.phoneTaken) form.setError('phone', { message });
      else return false;
      return true;
    },
  );

  return (
    <AuthCard title={m.title}>
      {form.done ? (
        <AuthOutcome severity="success" message={form.done} />
      ) : (
        <AuthForm
          form={form}
          onSubmit={onSubmit}
          text={m}
          fields={[
            { name: 'name', label: m.name, autoComplete: 'name', autoFocus: true },
            { name: 'email', label: m.email, ...fieldKinds.email },
            { name: 'phone', label: m.phone, ...fieldKinds.phone },
            ...newPasswordFields<SignUpForm>('password', m),
          ]}
          foot={<AuthFoot question={m.haveAccount} link={messages.signIn.submit} />}
        />
      )}
    </AuthCard>
  );
}
