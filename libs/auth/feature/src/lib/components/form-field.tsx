import { useId, useState } from 'react';
import type { FieldError, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '../messages';

/** One input of an auth form, as the screens declare it: its form field, label and input hints. */
export interface AuthField<T extends FieldValues> {
  name: Path<T>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
}

/** The input hints of each kind of field the auth forms ask for (the password manager reads them). */
export const fieldKinds = {
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  currentPassword: { type: 'password', autoComplete: 'current-password' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
} as const;

interface FormFieldProps extends Omit<AuthField<FieldValues>, 'name'> {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

/** A labelled input bound to react-hook-form, its error under it; passwords can be shown. */
export function FormField({
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
}: FormFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className="auth-field">
      <label className="auth-label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-input-wrap">
        <input
          id={id}
          className={isPassword ? 'auth-input auth-input--toggle' : 'auth-input'}
          type={isPassword && visible ? 'text' : type}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        {isPassword && (
          <button
            type="button"
            className="auth-toggle"
            aria-label={visible ? messages.hidePassword : messages.showPassword}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? messages.hide : messages.show}
          </button>
        )}
      </div>
      {error?.message && (
        <p id={`${id}-error`} className="auth-field-error">
          {error.message}
        </p>
      )}
    </div>
  );
}

/**
 * A new password and its confirmation ('confirmPassword'), as sign-up, reset and change ask for
 * them: hidden (with the show toggle), and offered to the password manager as a new password.
 * `name` is the new password's field ('password', or 'newPassword' beside the current one).
 */
export const newPasswordFields = <T extends FieldValues>(
  name: Path<T>,
  labels: { password: string; confirmPassword: string },
  autoFocus?: boolean,
): AuthField<T>[] => [
  { name, label: labels.password, autoFocus, ...fieldKinds.newPassword },
  { name: 'confirmPassword' as Path<T>, label: labels.confirmPassword, ...fieldKinds.newPassword },
];
