import { memo, useState } from 'react';
import { roleLabels, roleValues } from '@app/contract';
import {
  BoundControls,
  FilterPanel,
  listFilterControls,
  PickedFilter,
  RecordSelectFilter,
  searchControl,
  selectControl,
  type BindFilter,
} from '@app/ui';
import { pickBuildings, useBuildingNames } from '@app/ui-pickers';
import { messages } from '../messages';
import { useApartments, useFloors } from '../store/accounts-store';
import { accountList, type AccountFilters } from './account-filters';
import { VerifyState, verifyStateLabels } from '@app/accounts-contract';

const m = messages.filters;
const verifyValues = Object.values(VerifyState) as VerifyState[];
const controls = listFilterControls(accountList, {
  text: searchControl(m.text, m.textPlaceholder),
  role: selectControl(m.role, roleValues, roleLabels, m.all),
  verify: selectControl(m.verify, verifyValues, verifyStateLabels, m.all),
});

export interface AccountsFilterPanelProps {
  filters: AccountFilters;
  setFilters: (patch: Partial<AccountFilters>) => void;
  bind: BindFilter<AccountFilters>;
  onReset: () => void;
  /** How many filters are active (the count on the filter button). */
  active?: number;
}

/**
 * The account list's filters: text (debounced 500 ms), role, verification state, building (picker),
 * floor and apartment of that building. A new building clears floor and apartment; a new floor
 * clears the apartment.
 */
export const AccountsFilterPanel = memo(function AccountsFilterPanel({
  filters,
  setFilters,
  bind,
  onReset,
  active,
}: AccountsFilterPanelProps) {
  const [picked, setPicked] = useState<Record<string, string>>({});
  // The building of a shared or reloaded URL: its name is asked by id.
  const names = useBuildingNames(filters.building, picked);
  const floors = useFloors(filters.building).data?.data ?? [];
  const apartments = useApartments(filters.building, filters.floor).data?.data ?? [];
  return (
    <FilterPanel onReset={onReset} active={active}>
      <BoundControls controls={controls} bind={bind} />
      <PickedFilter
        label={m.building}
        ids={filters.building ? [filters.building] : []}
        names={names}
        onChange={(ids) => setFilters({ building: ids[0], floor: undefined, apartment: undefined })}
        onPick={async () => {
          const rows = await pickBuildings();
          if (rows?.[0]) {
            setPicked((n) => ({ ...n, [rows[0]!._id]: rows[0]!.name }));
            setFilters({ building: rows[0]._id, floor: undefined, apartment: undefined });
          }
        }}
      />
      <RecordSelectFilter
        label={m.floor}
        records={floors}
        allLabel={m.all}
        disabled={!filters.building}
        value={filters.floor}
        onChange={(floor) => setFilters({ floor, apartment: undefined })}
      />
      <RecordSelectFilter
        label={m.apartment}
        records={apartments}
        allLabel={m.all}
        disabled={!filters.floor}
        {...bind('apartment')}
      />
    </FilterPanel>
  );
});
