import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { uiMessages } from '../messages';
import { FilterField } from './filter-panel';

export interface PickedFilterProps {
  label: string;
  /** The chosen ids, with their names when known (a reloaded URL only has the ids). */
  ids: readonly string[];
  names: Readonly<Record<string, string>>;
  /** Opens the picker. */
  onPick: () => void;
  onChange: (ids: string[]) => void;
}

/**
 * A filter chosen through a picker modal (`pickShippers()` and the like): a 'Chọn' button and one
 * removable chip per choice, named when the name is known, else by the end of its id.
 */
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
          aria-label={`${uiMessages.choose} ${label.toLowerCase()}`}
        >
          {uiMessages.choose}
        </Button>
      </Stack>
    </FilterField>
  );
}
