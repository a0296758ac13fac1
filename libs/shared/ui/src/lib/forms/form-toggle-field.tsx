import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormToggleFieldProps<
  T extends FieldValues,
  C = unknown,
  O extends FieldValues = T,
> {
  /** The form's `control`. */
  control: Control<T, C, O>;
  /** A boolean field. */
  name: FieldPath<T>;
  label: ReactNode;
  /** A checkbox rather than a switch. */
  checkbox?: boolean;
}

/**
 * A labelled switch (or checkbox) bound to one boolean react-hook-form field.
 *
 * @example
 * <FormToggleField control={control} name="active" label="Hoạt động" />
 */
export function FormToggleField<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  control,
  name,
  label,
  checkbox = false,
}: FormToggleFieldProps<T, C, O>) {
  const Toggle = checkbox ? Checkbox : Switch;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Toggle
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}
