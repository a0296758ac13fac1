import { memo, useState } from 'react';
import {
  requestStatusLabels,
  requestStatusValues,
  transactionTypeLabels,
  transactionTypeValues,
} from '@app/transactions-contract';
import { DateRangeFilter, FilterPanel, PickedFilter, SearchFilter, SelectFilter } from '@app/ui';
import { pickAccounts } from '@app/ui-pickers';
import { messages } from '../messages';
import type { TransactionFilters } from './transaction-filters';

export interface TransactionsFilterPanelProps {
  filters: TransactionFilters;
  setFilters: (patch: Partial<TransactionFilters>) => void;
  onReset: () => void;
  /** Names known from the rows on screen (a reloaded URL's user chip). */
  knownNames: Record<string, string>;
}

const m = messages.filters;

/** The left panel: dates with presets, text search, user (account picker), type, status. */
export const TransactionsFilterPanel = memo(function TransactionsFilterPanel({
  filters,
  setFilters,
  onReset,
  knownNames,
}: TransactionsFilterPanelProps) {
  const [picked, setPicked] = useState<Record<string, string>>({});
  return (
    <FilterPanel onReset={onReset}>
      <DateRangeFilter value={filters} onChange={(range) => setFilters(range)} />
      <SearchFilter
        label={m.search}
        placeholder={m.searchPlaceholder}
        value={filters.text}
        onChange={(text) => setFilters({ text })}
      />
      <PickedFilter
        label={m.user}
        ids={filters.user ? [filters.user] : []}
        names={{ ...knownNames, ...picked }}
        onChange={(ids) => setFilters({ user: ids[0] })}
        onPick={async () => {
          const rows = await pickAccounts({ title: m.user });
          if (rows?.[0]) {
            const { _id, name } = rows[0];
            setPicked((n) => ({ ...n, [_id]: name }));
            setFilters({ user: _id });
          }
        }}
      />
      <SelectFilter
        label={m.type}
        values={transactionTypeValues}
        labels={transactionTypeLabels}
        allLabel={m.all}
        value={filters.type}
        onChange={(type) => setFilters({ type })}
      />
      <SelectFilter
        label={m.status}
        values={requestStatusValues}
        labels={requestStatusLabels}
        allLabel={m.all}
        value={filters.status}
        onChange={(status) => setFilters({ status })}
      />
    </FilterPanel>
  );
});
