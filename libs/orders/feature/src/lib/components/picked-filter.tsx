import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { FilterField } from '@app/ui';
import { messages } from '../messages';

export interface PickedFilterProps {
  label: string;
  /** The chosen ids, with their names when known (a reloaded URL only has the ids). */
  ids: string[];
  names: Record<string, string>;
  /** Opens the picker. */
  onPick: () => void;
  onChange: (ids: string[]) => void;
}

/** A filter chosen through a picker modal: a 'Chọn' button and one removable chip per choice. */
export function PickedFilter({ label, ids, names, onPick, onChange }: PickedFilterProps) {
  return (
    <FilterField label={label}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
        {ids.map((id) => (
          <Chip
            key={id}
            size="small"
            label={names[id] ?? `#${id.slice(-6)}`}
            onDelete={() => onChange(ids.filter((x) => x !== id))}
          />
        ))}
        <Button
          size="small"
          variant="outlined"
          onClick={onPick}
          aria-label={`${messages.filters.choose} ${label.toLowerCase()}`}
        >
          {messages.filters.choose}
        </Button>
      </Stack>
    </FilterField>
  );
}
