import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectOption } from './select-field';

export type FormTextFieldProps<
  T extends FieldValues,
  C = unknown,
  O extends FieldValues = T,
> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'> & {
  /** The form's `control` (a form whose schema transforms its values has another output `O`). */
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /**
   * A select of these choices instead of a text field (a {@link SelectField}): the field takes the
   * chosen one's value, a number staying a number.
   */
  options?: readonly SelectOption<string | number>[];
  /** With `options`: a first choice of no value (''), e.g. 'Không có'. */
  emptyLabel?: string;
};

/**
 * A MUI text field, or select of `options`, bound to one react-hook-form field: its value, and its
 * error under it (the schema's, or the server's from `applyServerErrors`); `helperText` shows while
 * there is none.
 *
 * @example
 * <FormTextField control={control} name="name" label="Tên cửa hàng" required fullWidth margin="dense" />
 * <FormTextField control={control} name="status" label="Trạng thái" options={statusOptions} />
 */
export function FormTextField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  helperText,
  options,
  emptyLabel,
  ...props
}: FormTextFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const bound = {
          name: field.name,
          onBlur: field.onBlur,
          inputRef: field.ref,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message ?? helperText,
        };
        return options ? (
          <SelectField
            {...props}
            {...bound}
            options={options}
            emptyLabel={emptyLabel}
            value={field.value}
            onChange={field.onChange}
          />
        ) : (
          <TextField {...props} {...bound} value={field.value ?? ''} onChange={field.onChange} />
        );
      }}
    />
  );
}
