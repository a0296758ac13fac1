import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<
  T extends FieldValues,
  C = unknown,
  O extends FieldValues = T,
> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'> & {
  /** The form's `control` (a form whose schema transforms its values has another output `O`). */
  control: Control<T, C, O>;
  name: FieldPath<T>;
};

/**
 * A MUI text field bound to one react-hook-form field: its value, and its error under it (the
 * schema's, or the server's from `applyServerErrors`); `helperText` shows while there is none.
 *
 * @example
 * <FormTextField control={control} name="name" label="Tên cửa hàng" required fullWidth margin="dense" />
 */
export function FormTextField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
