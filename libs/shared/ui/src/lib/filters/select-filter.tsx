import { memo, useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectFilterProps<T extends string | number> {
  label: string;
  /** The choices, in the order shown. */
  values: readonly T[];
  /** The label of each choice. */
  labels: Readonly<Record<T, string>>;
  /** The first choice, which filters nothing ('Tất cả'). */
  allLabel: string;
  /** The chosen value; `undefined` for `allLabel`. */
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** Shows `allLabel` in the closed field (the label above it) rather than an empty field. */
  showAll?: boolean;
  disabled?: boolean;
}

/**
 * A filter panel's one-of-a-list select (a status, a type, a role): 'Tất cả' first, then the
 * choices with their labels. The value comes back typed (a numeric enumeration stays a number),
 * `undefined` for 'Tất cả'.
 *
 * @example
 * <SelectFilter label="Trạng thái" values={statuses} labels={shopStatusLabels} allLabel="Tất cả"
 *   value={filters.status} onChange={(status) => setFilters({ status })} />
 */
function SelectFilterField<T extends string | number>({
  label,
  values,
  labels,
  allLabel,
  value,
  onChange,
  showAll = false,
  disabled,
}: SelectFilterProps<T>) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      disabled={disabled}
      {...(showAll
        ? { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } }
        : {})}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(values.find((v) => String(v) === event.target.value))}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={String(v)}>
          {labels[v]}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface RecordSelectFilterProps {
  label: string;
  /** The records to choose from, by `_id`, shown by `name` (a building's floors). */
  records: readonly { _id: string; name: string }[];
  /** The first choice, which filters nothing ('Tất cả'). */
  allLabel: string;
  /** The chosen id; `allLabel` shows until it is among `records` (they may still be loading). */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  disabled?: boolean;
}

/**
 * A filter panel's select of one record (a floor, an apartment): 'Tất cả' first, then the
 * records by name; the id comes back, `undefined` for 'Tất cả'.
 *
 * @example
 * <RecordSelectFilter label={m.floor} records={floors} allLabel={m.all} {...bind('floor')} />
 */
export function RecordSelectFilter({ records, value, ...props }: RecordSelectFilterProps) {
  const ids = useMemo(() => records.map((r) => r._id), [records]);
  const names = useMemo(() => Object.fromEntries(records.map((r) => [r._id, r.name])), [records]);
  return (
    <SelectFilter
      {...props}
      values={ids}
      labels={names}
      value={ids.includes(value ?? '') ? value : undefined}
    />
  );
}

/** Memoised: a filter bar re-renders on every change of its filters; a select whose props are the same does not. */
export const SelectFilter = memo(SelectFilterField) as typeof SelectFilterField;
