import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useEffect, useState } from 'react';
import {
  orderStatusLabels,
  orderStatusValues,
  paymentMethodLabels,
  paymentMethodValues,
  type OrderStatus,
  type PaymentMethod,
} from '@app/orders-contract';
import { DateRangeFilter, DebouncedTextField, FilterPanel } from '@app/ui';
import { pickAccounts, pickBuildings, pickShippers, pickShops } from '@app/ui-pickers';
import { getAllShippers } from '../api/orders-api';
import { messages } from '../messages';
import { PickedFilter } from './picked-filter';
import { ViewMode, type OrderFilters } from './order-filters';

export interface OrdersFilterPanelProps {
  filters: OrderFilters;
  setFilters: (patch: Partial<OrderFilters>) => void;
  onReset: () => void;
}

const m = messages.filters;
const statusOrder: OrderStatus[] = [1, 20, 2, 3, 5, 6, 0, 4];

/**
 * A multi-select filter. Choices are kept while the list is open and go to the URL when it closes,
 * so the list reloads once, however many options were toggled.
 */
function MultiSelect<T extends string | number>({
  label,
  options,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T[];
  labelOf: (v: T) => string;
  onChange: (value: T[]) => void;
}) {
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
          onOpen: () => setDraft(value),
          onClose: () => {
            if (draft && draft.map(String).join() !== value.map(String).join()) onChange(draft);
            setDraft(null);
          },
          renderValue: () => (shown.length ? shown.map(labelOf).join(', ') : m.all),
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

/**
 * The left panel of the order screen: view mode, order code, dates with presets, building, shop,
 * customer, shippers (through 'Chọn shipper'), statuses and payment methods.
 */
export const OrdersFilterPanel = memo(function OrdersFilterPanel({
  filters,
  setFilters,
  onReset,
}: OrdersFilterPanelProps) {
  /** Names of the entities picked in this visit, for the chips (the URL holds only ids). */
  const [names, setNames] = useState<Record<string, string>>({});
  const remember = (rows: { _id: string; name: string }[]) =>
    setNames((n) => ({ ...n, ...Object.fromEntries(rows.map((r) => [r._id, r.name])) }));
  const one = (id: string) => (id ? [id] : []);
  // Shippers in a shared or reloaded URL: their names come from the shipper list (a few dozen).
  const unnamedShipper = filters.shipperIds.some((id) => !names[id]);
  useEffect(() => {
    if (!unnamedShipper) return;
    const controller = new AbortController();
    getAllShippers(controller.signal)
      .then(({ data }) =>
        setNames((n) => ({ ...Object.fromEntries(data.map((r) => [r._id, r.name])), ...n })),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [unnamedShipper]);

  return (
    <FilterPanel onReset={onReset}>
      <TextField
        select
        size="small"
        fullWidth
        label={messages.viewMode.label}
        value={filters.view === ViewMode.STATS ? ViewMode.STATS : ViewMode.LIST}
        onChange={(event) => setFilters({ view: event.target.value })}
      >
        <MenuItem value={ViewMode.LIST}>{messages.viewMode.list}</MenuItem>
        <MenuItem value={ViewMode.STATS}>{messages.viewMode.stats}</MenuItem>
      </TextField>
      <DebouncedTextField
        size="small"
        fullWidth
        label={m.code}
        placeholder={m.codePlaceholder}
        value={filters.code}
        onDebouncedChange={(code) => setFilters({ code })}
      />
      <DateRangeFilter value={filters} onChange={(range) => setFilters(range)} />
      <PickedFilter
        label={m.building}
        ids={one(filters.buildingId)}
        names={names}
        onChange={(ids) => setFilters({ buildingId: ids[0] ?? '' })}
        onPick={async () => {
          const rows = await pickBuildings();
          if (rows) {
            remember(rows);
            setFilters({ buildingId: rows[0]?._id ?? '' });
          }
        }}
      />
      <PickedFilter
        label={m.shop}
        ids={one(filters.shopId)}
        names={names}
        onChange={(ids) => setFilters({ shopId: ids[0] ?? '' })}
        onPick={async () => {
          const rows = await pickShops();
          if (rows) {
            remember(rows);
            setFilters({ shopId: rows[0]?._id ?? '' });
          }
        }}
      />
      <PickedFilter
        label={m.customer}
        ids={one(filters.customer)}
        names={names}
        onChange={(ids) => setFilters({ customer: ids[0] ?? '' })}
        onPick={async () => {
          const rows = await pickAccounts({ title: m.customer });
          if (rows) {
            remember(rows);
            setFilters({ customer: rows[0]?._id ?? '' });
          }
        }}
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
        value={filters.pkgStatusNumber as OrderStatus[]}
        labelOf={(s) => orderStatusLabels[s]}
        onChange={(pkgStatusNumber) => setFilters({ pkgStatusNumber })}
      />
      <MultiSelect
        label={m.payment}
        options={paymentMethodValues}
        value={filters.paymentMethods as PaymentMethod[]}
        labelOf={(p) => paymentMethodLabels[p]}
        onChange={(paymentMethods) => setFilters({ paymentMethods })}
      />
    </FilterPanel>
  );
});
