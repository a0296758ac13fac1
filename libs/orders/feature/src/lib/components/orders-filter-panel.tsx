import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useMemo, useState } from 'react';
import {
  orderStatusLabels,
  orderStatusValues,
  paymentMethodLabels,
  paymentMethodValues,
  type OrderStatus,
} from '@app/orders-contract';
import { DateRangeFilter, FilterPanel, MultiSelect, PickedFilter, SearchFilter } from '@app/ui';
import {
  pickAccounts,
  pickBuildings,
  pickShippers,
  pickShops,
  useBuildingNames,
} from '@app/ui-pickers';
import { messages } from '../messages';
import { useAllShippers } from '../store/orders-store';
import { ViewMode, type OrderFilters } from './order-filters';

export interface OrdersFilterPanelProps {
  filters: OrderFilters;
  setFilters: (patch: Partial<OrderFilters>) => void;
  onReset: () => void;
  /** How many filters are active (the count on the filter button). */
  active?: number;
  /** A choice under the pointer (a date preset): its list is asked for ahead (`useListPage`'s `preview`). */
  onPreview?: (patch: Partial<OrderFilters>) => void;
}

const m = messages.filters;
const statusOrder: OrderStatus[] = [1, 20, 2, 3, 5, 6, 0, 4];

/**
 * The left panel of the order screen: view mode, order code, dates with presets, building, shop,
 * customer, shippers (through 'Chọn shipper'), statuses and payment methods.
 */
export const OrdersFilterPanel = memo(function OrdersFilterPanel({
  filters,
  setFilters,
  onReset,
  active,
  onPreview,
}: OrdersFilterPanelProps) {
  /** Names of the entities picked in this visit, for the chips (the URL holds only ids). */
  const [picked, setPicked] = useState<Record<string, string>>({});
  const remember = (rows: { _id: string; name: string }[]) =>
    setPicked((n) => ({ ...n, ...Object.fromEntries(rows.map((r) => [r._id, r.name])) }));
  const one = (id: string | undefined) => (id ? [id] : []);
  // Shippers in a shared or reloaded URL: their names come from the shipper list (a few dozen).
  const shippers = useAllShippers(filters.shipperIds.some((id) => !picked[id])).data;
  const known = useMemo(
    () => ({
      ...Object.fromEntries((shippers?.data ?? []).map((r) => [r._id, r.name])),
      ...picked,
    }),
    [shippers, picked],
  );
  // The building of a shared or reloaded URL: its name is asked by id.
  const names = useBuildingNames(filters.buildingId, known);
  /** A picker of one record (building, shop, customer) bound to its filter. */
  const pickOne = (
    key: 'buildingId' | 'shopId' | 'customer',
    pick: () => Promise<{ _id: string; name: string }[] | null | undefined>,
  ) => ({
    ids: one(filters[key]),
    names,
    onChange: (ids: string[]) => setFilters({ [key]: ids[0] }),
    onPick: async () => {
      const rows = await pick();
      if (rows) {
        remember(rows);
        setFilters({ [key]: rows[0]?._id });
      }
    },
  });

  return (
    <FilterPanel onReset={onReset} active={active}>
      <TextField
        select
        size="small"
        fullWidth
        label={messages.viewMode.label}
        value={filters.view}
        onChange={(event) => setFilters({ view: event.target.value as ViewMode })}
      >
        <MenuItem value={ViewMode.LIST}>{messages.viewMode.list}</MenuItem>
        <MenuItem value={ViewMode.STATS}>{messages.viewMode.stats}</MenuItem>
      </TextField>
      <SearchFilter
        label={m.code}
        placeholder={m.codePlaceholder}
        value={filters.code}
        onChange={(code) => setFilters({ code })}
      />
      <DateRangeFilter
        value={filters}
        onChange={(range) => setFilters(range)}
        onPreview={onPreview}
      />
      <PickedFilter label={m.building} {...pickOne('buildingId', () => pickBuildings())} />
      <PickedFilter label={m.shop} {...pickOne('shopId', () => pickShops())} />
      <PickedFilter
        label={m.customer}
        {...pickOne('customer', () => pickAccounts({ title: m.customer }))}
      />
      <PickedFilter
        label={m.shipper}
        ids={filters.shipperIds}
        names={names}
        onChange={(shipperIds) => setFilters({ shipperIds })}
        onPick={async () => {
          const rows = await pickShippers({ multiple: true, buildingId: filters.buildingId });
          if (rows) {
            remember(rows);
            setFilters({ shipperIds: rows.map((r) => r._id) });
          }
        }}
      />
      <MultiSelect
        label={m.status}
        options={statusOrder.filter((s) => orderStatusValues.includes(s))}
        value={filters.pkgStatusNumber}
        labelOf={(s) => orderStatusLabels[s]}
        onChange={(pkgStatusNumber) => setFilters({ pkgStatusNumber })}
      />
      <MultiSelect
        label={m.payment}
        options={paymentMethodValues}
        value={filters.paymentMethods}
        labelOf={(p) => paymentMethodLabels[p]}
        onChange={(paymentMethods) => setFilters({ paymentMethods })}
      />
    </FilterPanel>
  );
});
