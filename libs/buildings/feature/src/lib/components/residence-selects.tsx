import { recordOptions, SelectField } from '@app/ui';
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
  const shared = {
    size: 'small',
    fullWidth: true,
    required: !allowAll,
    emptyLabel: allowAll ? t.all : undefined,
  } as const;
  return (
    <>
      <SelectField
        {...shared}
        label={t.building}
        disabled={disabled}
        value={building}
        options={recordOptions(buildings)}
        onChange={(value) => onChange({ building: value || undefined, floor: undefined })}
        error={Boolean(errors.building)}
        helperText={errors.building}
      />
      <SelectField
        {...shared}
        label={t.floor}
        disabled={disabled || !building}
        value={floor}
        options={recordOptions(floors)}
        onChange={(value) => onChange({ building, floor: value || undefined })}
        error={Boolean(errors.floor)}
        helperText={errors.floor ?? (!building ? t.chooseBuildingFirst : undefined)}
      />
    </>
  );
}
