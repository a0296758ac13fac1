import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** One choice of a select: its value and what it shows. */
export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
}

/** The choices of records named by `name` (buildings, floors, apartments): their ids. */
export const recordOptions = (rows: readonly { _id: string; name: string }[]) =>
  rows.map((row): SelectOption => ({ value: row._id, label: row.name }));

export type SelectFieldProps<V extends string | number = string> = Omit<
  TextFieldProps,
  'select' | 'value' | 'onChange' | 'children'
> & {
  /** The chosen value; one not among `options` (still loading, unknown) shows as none. */
  value: V | '' | undefined;
  options: readonly SelectOption<V>[];
  /** Told the chosen option's value (a number stays a number), '' for `emptyLabel`. */
  onChange: (value: V | '') => void;
  /** A first choice of no value: 'Tất cả' of a filter, 'Không có' of a form. */
  emptyLabel?: string;
};

/**
 * A MUI select of `options`, held by its caller's state (a form bound to react-hook-form takes
 * `FormTextField` with `options`).
 *
 * @example
 * <SelectField size="small" label="Tòa nhà" value={buildingId} options={recordOptions(buildings)}
 *   emptyLabel="Không có" onChange={setBuildingId} />
 */
export function SelectField<V extends string | number = string>({
  value,
  options,
  onChange,
  emptyLabel,
  ...props
}: SelectFieldProps<V>) {
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      {...props}
      select
      value={known ? value : ''}
      onChange={(event) =>
        onChange(
          options.find((option) => String(option.value) === String(event.target.value))?.value ??
            '',
        )
      }
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
