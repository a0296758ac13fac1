import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FormTextFieldProps } from './form-text-field';

export type FormSelectFieldProps<
  T extends FieldValues,
  C = unknown,
  O extends FieldValues = T,
> = Omit<FormTextFieldProps<T, C, O>, 'select' | 'children'> & {
  /** The choices, in order; the field takes the chosen one's `value` (a number stays a number). */
  options: readonly { value: string | number; label: string }[];
};

/**
 * A MUI select bound to one react-hook-form field: its value, its choices, and its error under it.
 *
 * @example
 * <FormSelectField control={control} name="status" label="Trạng thái" required fullWidth
 *   options={Object.values(ShopStatus).map((value) => ({ value, label: shopStatusLabels[value] }))} />
 */
export function FormSelectField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  options,
  helperText,
  ...props
}: FormSelectFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          value={field.value ?? ''}
          onChange={(event) =>
            field.onChange(
              options.find((option) => String(option.value) === String(event.target.value))
                ?.value ?? event.target.value,
            )
          }
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
