import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGridApiRef, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { DataTable, DebouncedTextField, usePhone } from '@app/ui';
import { createQueryStore, useQuery } from '@app/data-access-api';
import type { PickerPage } from './picker-api';
import { pickerMessages } from './messages';

/** A row a picker can select: every record of the API has an `_id`. */
export interface PickerRow {
  _id: string;
}

/**
 * What a picker asks its source for: the 1-based page, the trimmed search text, the select's value
 * and the value of each of its filters (by key; '' is no filter).
 */
export interface PickerQuery {
  page: number;
  pageSize: number;
  searchText: string;
  filter: string;
  filters: Record<string, string>;
}

export interface PickerSelectOption {
  value: string;
  label: string;
}

/**
 * A filter of the picker's rows (a select above the table): its options given, or loaded when the
 * modal opens (e.g. the buildings the caller may see).
 */
export interface PickerFilter {
  key: string;
  label: string;
  defaultValue: string;
  options?: PickerSelectOption[];
  loadOptions?: (signal: AbortSignal) => Promise<PickerSelectOption[]>;
}

/** Everything that makes one picker: its title, its table and where its rows come from. */
export interface PickerDefinition<T extends PickerRow> {
  title: string;
  /** Modal width in px (spec 000 section 9: 800 or 1000). */
  width: 800 | 1000;
  pageSize: number;
  columns: GridColDef<T>[];
  /** A select beside the search box: 'Tìm theo' for shippers, 'Vai trò' for accounts. */
  select?: { label: string; options: PickerSelectOption[]; defaultValue: string };
  /** Filters of the rows, beside the search (e.g. the building of the floor and apartment pickers). */
  filters?: PickerFilter[];
  fetchPage: (query: PickerQuery, signal: AbortSignal) => Promise<PickerPage<T>>;
}

export interface PickOptions<T extends PickerRow> {
  /** Checkbox selection of several rows; one row at most otherwise. */
  multiple?: boolean;
  /** Rows already chosen, shown selected (on whatever page they are). */
  initial?: readonly T[];
}

export interface PickerDialogProps<T extends PickerRow> extends PickOptions<T> {
  definition: PickerDefinition<T>;
  /** The chosen rows on 'Đồng ý'; `null` on 'Hủy', Escape or a click outside. */
  onClose: (result: T[] | null) => void;
}

/**
 * The modal of every picker: a search box (debounced 500 ms, trimmed) with an optional select, a
 * server-paged table with checkbox selection, and 'Đồng ý' (disabled with no selection) / 'Hủy'.
 * The selection survives paging and searching.
 */
export function PickerDialog<T extends PickerRow>({
  definition,
  multiple = false,
  initial = [],
  onClose,
}: PickerDialogProps<T>) {
  const titleId = useId();
  const [filter, setFilter] = useState(definition.select?.defaultValue ?? '');
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>(() =>
    Object.fromEntries((definition.filters ?? []).map((f) => [f.key, f.defaultValue])),
  );
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<string, T>>(
    () => new Map(initial.map((row) => [row._id, row])),
  );

  // This modal's own pages (a store per open picker), the previous page kept while the next loads.
  const [pages] = useState(() =>
    createQueryStore({ fetch: definition.fetchPage, keepPrevious: true }),
  );
  const { pageSize } = definition;
  // The store keys a query by its flat values: the filters are in the key as their JSON too.
  const { data, loading } = useQuery(pages, {
    page,
    pageSize,
    searchText,
    filter,
    filters,
    filtersKey: JSON.stringify(filters),
  });

  const rows = useMemo(() => data?.rows ?? [], [data]);
  // The grid owns the selection (uncontrolled): a click on a checkbox then shows at once. A
  // controlled selection reaches the grid's state only in an effect after our render, so the
  // checkbox showed unchecked for a moment after the click (and Playwright's check() saw that).
  // The grid keeps ids of rows on other pages (keepNonExistentRowsSelected) and always answers an
  // 'include' list (disableRowSelectionExcludeModel); this map keeps the rows behind those ids.
  const apiRef = useGridApiRef();
  // The initial choice goes to the grid once it exists: the dialog mounts its content after its
  // own first commit, so the grid's API is there from the first rows on (before they paint).
  const initialGiven = useRef(initial.length === 0);
  useLayoutEffect(() => {
    if (initialGiven.current || !apiRef.current) return;
    initialGiven.current = true;
    apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set(selected.keys()) });
  });

  const onSelectionChange = (model: GridRowSelectionModel) => {
    const pageRows = new Map(rows.map((row) => [row._id, row]));
    setSelected((previous) => {
      const next = new Map<string, T>();
      for (const id of model.ids) {
        const row = pageRows.get(String(id)) ?? previous.get(String(id));
        if (row) next.set(row._id, row);
      }
      return next;
    });
  };

  const fullScreen = usePhone();
  return (
    <Dialog
      open
      onClose={() => onClose(null)}
      fullScreen={fullScreen}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: definition.width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{definition.title}</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          {definition.select && (
            <TextField
              select
              label={definition.select.label}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
                setPage(1);
              }}
              sx={{ minWidth: 180 }}
            >
              {definition.select.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          {definition.filters?.map((f) => (
            <FilterSelect
              key={f.key}
              filter={f}
              value={filters[f.key] ?? ''}
              onChange={(value) => {
                setFilters((previous) => ({ ...previous, [f.key]: value }));
                setPage(1);
              }}
            />
          ))}
          <DebouncedTextField
            label={pickerMessages.search}
            placeholder={pickerMessages.searchPlaceholder}
            value={searchText}
            onDebouncedChange={(text) => {
              setSearchText(text);
              setPage(1);
            }}
            fullWidth
          />
        </Stack>
        <DataTable<T>
          rows={rows}
          columns={definition.columns}
          rowCount={data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          loading={loading}
          checkboxSelection
          disableRowSelectionOnClick={false}
          disableMultipleRowSelection={!multiple}
          keepNonExistentRowsSelected
          disableRowSelectionExcludeModel
          apiRef={apiRef}
          onRowSelectionModelChange={onSelectionChange}
          // The grid owns this selection: a phone keeps the table, not cards.
          card={false}
        />
      </DialogContent>
      <DialogActions>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', mr: 'auto', pl: 1 }}
          aria-live="polite"
        >
          {selected.size > 0 ? pickerMessages.selected(selected.size) : ''}
        </Typography>
        <Button onClick={() => onClose(null)}>{pickerMessages.cancel}</Button>
        <Button
          variant="contained"
          disabled={selected.size === 0}
          onClick={() => onClose([...selected.values()])}
        >
          {pickerMessages.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One filter of the picker: a select of its options (loaded once when the modal opens if need be). */
function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: PickerFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const [loaded, setLoaded] = useState<PickerSelectOption[] | null>(null);
  useEffect(() => {
    if (!filter.loadOptions) return undefined;
    const controller = new AbortController();
    filter.loadOptions(controller.signal).then(
      (options) => setLoaded(options),
      () => setLoaded([]),
    );
    return () => controller.abort();
  }, [filter]);
  const options = [...(filter.options ?? []), ...(loaded ?? [])];
  // A value not among the options yet (still loading) is shown empty rather than warned about.
  const known = options.some((o) => o.value === value);
  return (
    <TextField
      select
      label={filter.label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
