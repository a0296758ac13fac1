import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type FormSelectFieldProps<
  T extends FieldValues,
  C = unknown,
  O extends FieldValues = T,
> = Omit<FormTextFieldProps<T, C, O>, 'select' | 'children'> & {
  /** The choices, in order; the field takes the chosen one's `value` (a number stays a number). */
  options: readonly { value: string | number; label: string }[];
};

/**
 * A {@link FormTextField} that selects one of `options`.
 *
 * @example
 * <FormSelectField control={control} name="status" label="Trạng thái" required fullWidth
 *   options={Object.values(ShopStatus).map((value) => ({ value, label: shopStatusLabels[value] }))} />
 */
export function FormSelectField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  options,
  ...props
}: FormSelectFieldProps<T, C, O>) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
