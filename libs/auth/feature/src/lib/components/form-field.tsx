import { useId, useState } from 'react';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';
import { messages } from '../messages';

interface FormFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
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

interface NewPasswordFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The new password's field ('password', or 'newPassword' beside the current one). */
  name: Path<T>;
  label: string;
  confirmLabel: string;
  autoFocus?: boolean;
}

/**
 * A new password and its confirmation ('confirmPassword'), as sign-up, reset and change ask for
 * them: hidden (with the show toggle), and offered to the password manager as a new password.
 */
export function NewPasswordFields<T extends FieldValues>({
  register,
  errors,
  name,
  label,
  confirmLabel,
  autoFocus,
}: NewPasswordFieldsProps<T>) {
  const confirm = 'confirmPassword' as Path<T>;
  return (
    <>
      <FormField
        label={label}
        registration={register(name)}
        error={errors[name] as FieldError | undefined}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <FormField
        label={confirmLabel}
        registration={register(confirm)}
        error={errors[confirm] as FieldError | undefined}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
