import Button, { type ButtonProps } from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  GridRowId,
  GridRowParams,
  GridRowSelectionModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { uiMessages } from '../messages';

const m = uiMessages.bulk;

export interface BulkSelectionOptions<R> {
  /** The rows on screen (`useListPage`'s `table.rows`): only they can be selected. */
  rows: readonly R[];
  /** The rows an action applies to (pending only, say); the others have no checkbox to tick. */
  isSelectable: (row: R) => boolean;
  /**
   * The selection is cleared whenever this changes: the list's query (`useListPage`'s `query`,
   * which changes with the filters and the page).
   */
  resetKey: unknown;
}

/** The `DataTable` props of a selection: spread them on the table. */
export interface BulkTableProps<R extends GridValidRowModel> {
  checkboxSelection: true;
  rowSelectionModel: GridRowSelectionModel;
  onRowSelectionModelChange: (model: GridRowSelectionModel) => void;
  isRowSelectable: (params: GridRowParams<R>) => boolean;
}

export interface BulkSelection<R extends GridValidRowModel> {
  /** The selected rows, in the table's order: on screen and selectable, nothing else. */
  selected: readonly R[];
  /** 'Bỏ chọn'. */
  clear: () => void;
  /** `<DataTable {...table} {...selection.tableProps} />`; stable while the selection is. */
  tableProps: BulkTableProps<R>;
}

/** No row selected: one model, so that the grid is handed the same one until a row is ticked. */
const noneSelected: GridRowSelectionModel = { type: 'include', ids: new Set<GridRowId>() };
const idOf = (row: GridValidRowModel) => row._id as string;

/**
 * Row selection for a list's bulk actions (docs/decisions/lists.md, "Bulk actions"): a checkbox
 * column on the `DataTable` (the DataGrid's `checkboxSelection`; the screen's `rowSelectionModel`,
 * which `DataTable` hands the grid through its API), only the rows `isSelectable` allows, only the
 * current page's rows, and cleared when the filters or the page change (`resetKey`). The header
 * checkbox's "all" (an `exclude` model) means every selectable row on screen. The props handed to
 * the table are stable while the selection does not change (DataTable's rule).
 *
 * @example
 * const selection = useBulkSelection({ rows: table.rows, isSelectable: isPending, resetKey: query });
 * <DataTable {...table} {...selection.tableProps} columns={columns} />
 */
export function useBulkSelection<R extends GridValidRowModel>({
  rows,
  isSelectable,
  resetKey,
}: BulkSelectionOptions<R>): BulkSelection<R> {
  // The selection with the query it was made on: another filter or page selects nothing, with no
  // state to reset (no second render of the screen, and the same empty model handed to the grid).
  const [chosen, setChosen] = useState<{ key: unknown; model: GridRowSelectionModel }>(() => ({
    key: resetKey,
    model: noneSelected,
  }));
  const model = chosen.key === resetKey ? chosen.model : noneSelected;
  const latestKey = useRef(resetKey);
  useLayoutEffect(() => {
    latestKey.current = resetKey;
  });
  const setModel = useCallback(
    (next: GridRowSelectionModel) => setChosen({ key: latestKey.current, model: next }),
    [],
  );
  const selectable = useRef(isSelectable);
  useLayoutEffect(() => {
    selectable.current = isSelectable;
  });
  const isRowSelectable = useCallback(
    (params: GridRowParams<R>) => selectable.current(params.row),
    [],
  );
  const clear = useCallback(() => setModel(noneSelected), [setModel]);
  const selected = useMemo(
    () =>
      rows.filter(
        (row) => model.ids.has(idOf(row)) === (model.type === 'include') && isSelectable(row),
      ),
    [rows, model, isSelectable],
  );
  const tableProps = useMemo<BulkTableProps<R>>(
    () => ({
      checkboxSelection: true,
      rowSelectionModel: model,
      onRowSelectionModelChange: setModel,
      isRowSelectable,
    }),
    [model, isRowSelectable, setModel],
  );
  return { selected, clear, tableProps };
}

/** One button of the {@link BulkActionBar}. */
export interface BulkBarAction {
  label: string;
  onClick: () => void;
  color?: ButtonProps['color'];
}

export interface BulkActionBarProps {
  /** How many rows are selected: the bar shows only when some are. */
  count: number;
  actions: readonly BulkBarAction[];
  onClear: () => void;
  /** An action is running: the buttons wait. */
  busy?: boolean;
}

/**
 * The bar's background: the tint of the grid's selected rows (the primary colour at the theme's
 * selected opacity), under which the primary text buttons keep 4.5:1. The grey `action.selected`
 * left 'Bỏ chọn' at 4.42:1 in the light scheme (axe, a11y.spec.ts 'order: selection bar').
 */
const selectedTint =
  'rgba(var(--mui-palette-primary-mainChannel) / var(--mui-palette-action-selectedOpacity))';

/**
 * The bar above a list's table while rows are selected: 'Đã chọn N', the actions, 'Bỏ chọn'. A
 * labelled region, so that a screen reader finds it, and plain buttons (Tab, Enter, Space).
 */
export function BulkActionBar({ count, actions, onClear, busy = false }: BulkActionBarProps) {
  if (count === 0) return null;
  return (
    <Paper
      role="region"
      aria-label={m.region}
      variant="outlined"
      sx={{ mb: 1, px: 2, py: 1, bgcolor: selectedTint }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }} aria-live="polite">
          {m.selected(count)}
        </Typography>
        {actions.map((action) => (
          <Button
            key={action.label}
            size="small"
            variant="contained"
            color={action.color ?? 'primary'}
            disabled={busy}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
        <Button size="small" onClick={onClear} disabled={busy}>
          {m.clear}
        </Button>
      </Stack>
    </Paper>
  );
}
