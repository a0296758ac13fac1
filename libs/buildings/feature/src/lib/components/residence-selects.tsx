import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { messages } from '../messages';
import { useBuildingOptions, useFloorOptions } from '../store/buildings-store';

const t = messages.apartments;

export interface BuildingFloorSelectsProps {
  building: string | undefined;
  floor: string | undefined;
  /** Called with the new pair; choosing another building clears the floor (spec 001 section 5). */
  onChange: (value: { building: string | undefined; floor: string | undefined }) => void;
  /** Offers 'Tất cả' (a filter) instead of requiring a choice (a form). */
  allowAll?: boolean;
  errors?: { building?: string; floor?: string };
  disabled?: boolean;
}

/**
 * A building select and a floor select that depends on it: the floors are those of the chosen
 * building, and changing the building resets the floor.
 */
export function BuildingFloorSelects({
  building,
  floor,
  onChange,
  allowAll = false,
  errors = {},
  disabled = false,
}: BuildingFloorSelectsProps) {
  const buildings = useBuildingOptions().data?.data ?? [];
  const floorOptions = useFloorOptions(building);
  const floors = building ? (floorOptions.data?.data ?? []) : [];
  const known = (id: string | undefined, rows: { _id: string }[]) =>
    id && rows.some((r) => r._id === id) ? id : '';
  return (
    <>
      <TextField
        select
        size="small"
        fullWidth
        label={t.building}
        required={!allowAll}
        disabled={disabled}
        value={known(building, buildings)}
        onChange={(event) =>
          onChange({ building: event.target.value || undefined, floor: undefined })
        }
        error={Boolean(errors.building)}
        helperText={errors.building}
      >
        {allowAll && <MenuItem value="">{t.all}</MenuItem>}
        {buildings.map((b) => (
          <MenuItem key={b._id} value={b._id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth
        label={t.floor}
        required={!allowAll}
        disabled={disabled || !building}
        value={known(floor, floors)}
        onChange={(event) => onChange({ building, floor: event.target.value || undefined })}
        error={Boolean(errors.floor)}
        helperText={errors.floor ?? (!building ? t.chooseBuildingFirst : undefined)}
      >
        {allowAll && <MenuItem value="">{t.all}</MenuItem>}
        {floors.map((f) => (
          <MenuItem key={f._id} value={f._id}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
