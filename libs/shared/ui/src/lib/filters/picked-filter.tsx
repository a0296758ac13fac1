import { memo, useState } from 'react';
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
export const PickedFilter = memo(function PickedFilter({
  label,
  ids,
  names,
  onPick,
  onChange,
}: PickedFilterProps) {
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
});

export interface PickOneFilterProps {
  label: string;
  /** The chosen id (a URL filter); `undefined` for none. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  /** Opens the picker; the first of the rows it gives is chosen, nothing when it is closed. */
  pick: () => Promise<readonly { _id: string; name: string }[] | null | undefined>;
  /** The names known by id (the list's rows); a picked row's name is added to them. */
  names?: Readonly<Record<string, string>>;
}

/**
 * A {@link PickedFilter} of one record (a shop, a user): 'Chọn' opens the picker, the picked row
 * becomes the filter and its name the chip's.
 *
 * @example
 * <PickOneFilter label={m.shop} pick={() => pickShops()} {...bind('shopId')} />
 */
export function PickOneFilter({ label, value, onChange, pick, names }: PickOneFilterProps) {
  const [picked, setPicked] = useState<Record<string, string>>({});
  return (
    <PickedFilter
      label={label}
      ids={value ? [value] : []}
      names={{ ...names, ...picked }}
      onChange={(ids) => onChange(ids[0])}
      onPick={async () => {
        const row = (await pick())?.[0];
        if (row) {
          setPicked((n) => ({ ...n, [row._id]: row.name }));
          onChange(row._id);
        }
      }}
    />
  );
}
