import { memo } from 'react';
import {
  requestStatusLabels,
  requestStatusValues,
  transactionTypeLabels,
  transactionTypeValues,
} from '@app/transactions-contract';
import {
  BoundControls,
  DateRangeFilter,
  FilterPanel,
  listFilterControls,
  PickOneFilter,
  SearchFilter,
  selectControl,
  type BindFilter,
} from '@app/ui';
import { pickAccounts } from '@app/ui-pickers';
import { messages } from '../messages';
import { transactionList, type TransactionFilters } from './transaction-filters';

export interface TransactionsFilterPanelProps {
  filters: TransactionFilters;
  setFilters: (patch: Partial<TransactionFilters>) => void;
  bind: BindFilter<TransactionFilters>;
  onReset: () => void;
  /** Names known from the rows on screen (a reloaded URL's user chip). */
  knownNames: Record<string, string>;
  /** How many filters are active (the count on the filter button). */
  active?: number;
}

const m = messages.filters;
const selects = listFilterControls(transactionList, {
  type: selectControl(m.type, transactionTypeValues, transactionTypeLabels, m.all),
  status: selectControl(m.status, requestStatusValues, requestStatusLabels, m.all),
});

/** The left panel: dates with presets, text search, user (account picker), type, status. */
export const TransactionsFilterPanel = memo(function TransactionsFilterPanel({
  filters,
  setFilters,
  bind,
  onReset,
  knownNames,
  active,
}: TransactionsFilterPanelProps) {
  return (
    <FilterPanel onReset={onReset} active={active}>
      <DateRangeFilter value={filters} onChange={(range) => setFilters(range)} />
      <SearchFilter
        label={m.search}
        placeholder={m.searchPlaceholder}
        value={filters.text}
        onChange={(text) => setFilters({ text })}
      />
      <PickOneFilter
        label={m.user}
        value={filters.user}
        onChange={(user) => setFilters({ user })}
        pick={() => pickAccounts({ title: m.user })}
        names={knownNames}
      />
      <BoundControls controls={selects} bind={bind} />
    </FilterPanel>
  );
});
