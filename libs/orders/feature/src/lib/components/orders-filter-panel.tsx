import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEventCallback } from '@mui/material/utils';
import { memo, useCallback, useMemo, useState } from 'react';
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
const statusOptions = statusOrder.filter((s) => orderStatusValues.includes(s));
const statusLabel = (s: OrderStatus) => orderStatusLabels[s];
const paymentLabel = (p: (typeof paymentMethodValues)[number]) => paymentMethodLabels[p];
const noIds: readonly string[] = [];

/** The view mode (the list or the per-shipper statistics), memoised like the other controls. */
const ViewModeField = memo(function ViewModeField({
  value,
  onChange,
}: {
  value: ViewMode;
  onChange: (view: ViewMode) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={messages.viewMode.label}
      value={value}
      onChange={(event) => onChange(event.target.value as ViewMode)}
    >
      <MenuItem value={ViewMode.LIST}>{messages.viewMode.list}</MenuItem>
      <MenuItem value={ViewMode.STATS}>{messages.viewMode.stats}</MenuItem>
    </TextField>
  );
});

/**
 * The filter bar of the order screen: view mode, order code, dates with presets, building, shop,
 * customer, shippers (through 'Chọn shipper'), statuses and payment methods.
 *
 * Each control gets props that keep their identity while its own filter does (the handlers read the
 * latest filters when called), so that a choice re-renders its control and not the other eight.
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
  /** A picker's rows become the filter `key` (the first row, or all of them for the shippers). */
  const pickInto = useEventCallback(
    async (
      key: 'buildingId' | 'shopId' | 'customer' | 'shipperIds',
      pick: () => Promise<{ _id: string; name: string }[] | null | undefined>,
    ) => {
      const rows = await pick();
      if (!rows) return;
      remember(rows);
      setFilters(
        key === 'shipperIds' ? { shipperIds: rows.map((r) => r._id) } : { [key]: rows[0]?._id },
      );
    },
  );
  const buildingIds = useMemo(() => one(filters.buildingId), [filters.buildingId]);
  const shopIds = useMemo(() => one(filters.shopId), [filters.shopId]);
  const customerIds = useMemo(() => one(filters.customer), [filters.customer]);
  const dates = useMemo(
    () => ({ startDate: filters.startDate, endDate: filters.endDate }),
    [filters.startDate, filters.endDate],
  );
  const latestBuilding = useEventCallback(() => filters.buildingId);
  const on = {
    view: useCallback((view: ViewMode) => setFilters({ view }), [setFilters]),
    code: useCallback((code: string) => setFilters({ code }), [setFilters]),
    dates: useCallback(
      (range: { startDate: string; endDate: string }) => setFilters(range),
      [setFilters],
    ),
    preview: useEventCallback((range: { startDate: string; endDate: string }) =>
      onPreview?.(range),
    ),
    building: useCallback((ids: string[]) => setFilters({ buildingId: ids[0] }), [setFilters]),
    shop: useCallback((ids: string[]) => setFilters({ shopId: ids[0] }), [setFilters]),
    customer: useCallback((ids: string[]) => setFilters({ customer: ids[0] }), [setFilters]),
    shippers: useCallback((shipperIds: string[]) => setFilters({ shipperIds }), [setFilters]),
    status: useCallback(
      (pkgStatusNumber: OrderStatus[]) => setFilters({ pkgStatusNumber }),
      [setFilters],
    ),
    payment: useCallback(
      (paymentMethods: OrderFilters['paymentMethods']) => setFilters({ paymentMethods }),
      [setFilters],
    ),
  };
  const pick = {
    building: useCallback(() => void pickInto('buildingId', () => pickBuildings()), [pickInto]),
    shop: useCallback(() => void pickInto('shopId', () => pickShops()), [pickInto]),
    customer: useCallback(
      () => void pickInto('customer', () => pickAccounts({ title: m.customer })),
      [pickInto],
    ),
    shippers: useCallback(
      () =>
        void pickInto('shipperIds', () =>
          pickShippers({ multiple: true, buildingId: latestBuilding() }),
        ),
      [pickInto, latestBuilding],
    ),
  };

  return (
    <FilterPanel onReset={onReset} active={active}>
      <ViewModeField value={filters.view} onChange={on.view} />
      <SearchFilter
        label={m.code}
        placeholder={m.codePlaceholder}
        value={filters.code}
        onChange={on.code}
      />
      <DateRangeFilter
        value={dates}
        onChange={on.dates}
        onPreview={onPreview ? on.preview : undefined}
      />
      <PickedFilter
        label={m.building}
        ids={buildingIds}
        names={names}
        onChange={on.building}
        onPick={pick.building}
      />
      <PickedFilter
        label={m.shop}
        ids={shopIds}
        names={names}
        onChange={on.shop}
        onPick={pick.shop}
      />
      <PickedFilter
        label={m.customer}
        ids={customerIds}
        names={names}
        onChange={on.customer}
        onPick={pick.customer}
      />
      <PickedFilter
        label={m.shipper}
        ids={filters.shipperIds ?? noIds}
        names={names}
        onChange={on.shippers}
        onPick={pick.shippers}
      />
      <MultiSelect
        label={m.status}
        options={statusOptions}
        value={filters.pkgStatusNumber}
        labelOf={statusLabel}
        onChange={on.status}
      />
      <MultiSelect
        label={m.payment}
        options={paymentMethodValues}
        value={filters.paymentMethods}
        labelOf={paymentLabel}
        onChange={on.payment}
      />
    </FilterPanel>
  );
});
