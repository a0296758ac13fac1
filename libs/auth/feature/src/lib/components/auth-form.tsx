import { paths } from '@app/util-auth';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldError, FieldValues, UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { messages } from '../messages';
import { FormAlert } from './form-alert';
import { FormField, type AuthField } from './form-field';

export interface AuthFormProps<T extends FieldValues> {
  /** The screen's `useAuthForm`: its fields, errors, submitting state and the server's refusal. */
  form: Pick<UseFormReturn<T>, 'register' | 'formState'> & { serverError: string | null };
  /** Its `submit(…)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The screen's texts: the title names the form, the button says submit, or submitting. */
  text: { title: string; submit: string; submitting: string };
  fields: AuthField<T>[];
  /** A warning shown while the server has refused nothing (why the last session ended). */
  notice?: string | null;
  /** Between the fields and the button. */
  children?: ReactNode;
  /** Below the button. */
  foot?: ReactNode;
}

/** The form of an auth screen: the server's refusal above its fields, then the submit button. */
export function AuthForm<T extends FieldValues>({
  form: {
    register,
    serverError,
    formState: { errors, isSubmitting },
  },
  onSubmit,
  text,
  fields,
  notice = null,
  children,
  foot,
}: AuthFormProps<T>) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={text.title}>
      <FormAlert severity="error" message={serverError} />
      {!serverError && <FormAlert severity="warning" message={notice} />}
      {fields.map(({ name, ...field }) => (
        <FormField
          key={name}
          {...field}
          registration={register(name)}
          error={errors[name] as FieldError | undefined}
        />
      ))}
      {children}
      <button type="submit" className="auth-button" disabled={isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </button>
      {foot}
    </form>
  );
}

/** The line under a form: a link (back to sign-in), after a question ('Chưa có tài khoản?') when there is one. */
export function AuthFoot({
  question,
  to = paths.signIn,
  link = messages.backToSignIn,
}: {
  question?: string;
  to?: string;
  link?: string;
}) {
  return (
    <p className="auth-foot">
      {question && `${question} `}
      <RouterLink className="auth-link" to={to}>
        {link}
      </RouterLink>
    </p>
  );
}

/** What replaces a form once the server answered: its message, and the button-like link onwards. */
export function AuthOutcome({
  severity,
  message,
  to = paths.signIn,
  children = messages.backToSignIn,
}: {
  severity: 'error' | 'success';
  message: string | null;
  to?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <FormAlert severity={severity} message={message} />
      <RouterLink className="auth-button" to={to}>
        {children}
      </RouterLink>
    </>
  );
}
