import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useState } from 'react';
import { uiMessages } from '../messages';

export interface MultiSelectProps<T extends string | number> {
  label: string;
  options: readonly T[];
  value: readonly T[];
  labelOf: (value: T) => string;
  /** Called once, when the list closes, if the choice changed. */
  onChange: (value: T[]) => void;
}

/**
 * A multi-select filter: a checkbox per option, 'Tất cả' when none is chosen. Choices are kept
 * while the list is open and reported when it closes, so a list filtered by it reloads once,
 * however many options were toggled.
 */
function MultiSelectField<T extends string | number>({
  label,
  options,
  value,
  labelOf,
  onChange,
}: MultiSelectProps<T>) {
  const [draft, setDraft] = useState<T[] | null>(null);
  const shown = draft ?? value;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={shown.map(String)}
      onChange={(event) => {
        const raw = event.target.value as unknown as string[];
        setDraft(options.filter((o) => raw.includes(String(o))));
      }}
      slotProps={{
        select: {
          multiple: true,
          open: draft !== null,
          onOpen: () => setDraft([...value]),
          onClose: () => {
            if (draft && draft.map(String).join() !== value.map(String).join()) onChange(draft);
            setDraft(null);
          },
          renderValue: () => (shown.length ? shown.map(labelOf).join(', ') : uiMessages.all),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((o) => (
        <MenuItem key={String(o)} value={String(o)}>
          <Checkbox size="small" checked={shown.includes(o)} sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={labelOf(o)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Memoised: a filter bar re-renders on every change of its filters; a select whose props are the same does not. */
export const MultiSelect = memo(MultiSelectField) as typeof MultiSelectField;
