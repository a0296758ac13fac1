import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import useEventCallback from '@mui/utils/useEventCallback';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridPaginationModelSelector,
  gridPaginationRowCountSelector,
  gridRowSelectionStateSelector,
  gridRowsLoadingSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CardLayout } from './list/data-cards';
import { TableEmpty } from './list/table-empty';
import { RowCheckbox, rowCheckboxSx } from './list/row-checkbox';
import { usePhone } from './phone';
import { ColumnsToolbar, TOOLBAR_HEIGHT, useListColumns } from './list/column-chooser';
import type { ListFailure } from './list/use-list-page';
import { uiMessages } from './messages';

/**
 * The footer of every list: 'Tổng số {n} bản ghi' beside the pagination. The pointer or the focus
 * reaching it calls `onNearNextPage` (the next page asked for again, if the one asked ahead is gone).
 */
export function DataTableFooter({ onNearNextPage }: { onNearNextPage?: () => void }) {
  const apiRef = useGridApiContext();
  const rowCount = useGridSelector(apiRef, gridPaginationRowCountSelector);
  return (
    <GridFooterContainer sx={footerSx} onPointerEnter={onNearNextPage} onFocus={onNearNextPage}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {uiMessages.totalRecords(rowCount)}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

const footerSx = { px: 2 } as const;

declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    /** See {@link DataTableFooter}. */
    onNearNextPage?: () => void;
  }
}

type ControlledProps =
  | 'rows'
  | 'columns'
  | 'rowCount'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'paginationMode'
  | 'pageSizeOptions'
  | 'loading'
  | 'sortingMode'
  | 'sortModel'
  | 'onSortModelChange'
  | 'initialState'
  | 'paginationMeta';

export interface DataTableProps<R extends GridValidRowModel>
  extends Omit<DataGridProps<R>, ControlledProps> {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  /** The total on the server; kept at its last value while `loading`. */
  rowCount: number;
  /** 1-based page. */
  page: number;
  pageSize: number;
  /** Called with the 1-based page the user asks for. */
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** Text of the empty overlay; 'Không có dữ liệu' by default. */
  emptyMessage?: ReactNode;
  /**
   * The load failed: instead of the empty overlay, 'Không tải được dữ liệu', the server's message
   * and 'Thử lại' (a failure never looks like an empty list).
   */
  failure?: ListFailure;
  /**
   * The server's sort, the contract's `sort` (`field` or `-field`, docs/decisions/lists.md
   * "Sorting"); with `onSortChange` the columns that declare `sortable: true` sort on the server.
   */
  sort?: string;
  /** Called with the sort the user asks for (`undefined`: the list's own order). */
  onSortChange?: (sort: string | undefined) => void;
  /** The pointer or the focus reached the pages (`useListPage` asks for the next page ahead). */
  onNearNextPage?: () => void;
  /**
   * On a phone (below 600 px) the rows are cards made of these same columns: which one is the
   * card's title and which others it shows (docs/decisions/accessibility.md, "Phones").
   */
  card?: CardLayout;
}

const noneHidden = {};
/**
 * The server's pages carry their total (`rowCount`, set through the grid's API): no more than that.
 * Given as a prop, it tells the grid that the total comes from outside even without a `rowCount`
 * prop.
 */
const noPaginationMeta = {};
const idOf = (row: GridValidRowModel) => row._id as string;

/** The DataGrid's own sizes (standard density): header, row and footer; the overlay's is ours. */
const HEADER_HEIGHT = 56;
const DEFAULT_ROW_HEIGHT = 52;
const FOOTER_HEIGHT = 52;
const OVERLAY_HEIGHT = 160;
/** A long list scrolls inside a grid this much shorter than the window (top bar, page title)… */
const WINDOW_OFFSET = 180;
/** …but never shorter than this. */
const MIN_SCROLL_HEIGHT = 420;

/**
 * The table's own styles, one object for every table: emotion serialises it once, not per render.
 * Cells centre their content; `.cell-primary` / `.cell-secondary` are the two lines of a text
 * cell (`.cell-button`, a light icon button, is styled by the theme: see `CellButton`), so that a
 * row's cells can be plain elements instead of a styled component each.
 */
const tableSx = {
  bgcolor: 'background.paper',
  '--DataGrid-overlayHeight': `${OVERLAY_HEIGHT}px`,
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
  '& .cell-lines': { minWidth: 0, lineHeight: 1.43 },
  '& .cell-primary, & .cell-secondary': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .cell-primary': { fontSize: '0.875rem' },
  '& .cell-primary.cell-strong': { fontWeight: 600 },
  '& .cell-secondary': { fontSize: '0.75rem', color: 'text.secondary' },
  '& .cell-date': { whiteSpace: 'normal', lineHeight: 1.43, fontSize: '0.875rem' },
  // The grid puts each header's resize handle 5 px over its right edge: on the last column that
  // reached past the table, which a trackpad could then scroll sideways (issue 27 item 1).
  '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator--sideRight': { right: 0 },
  ...rowCheckboxSx,
} as const;

const noSort: GridSortModel = [];

/** The cards of a phone, loaded when a phone first shows a list (docs/decisions/accessibility.md). */
const DataCards = lazy(() =>
  import('./list/data-cards').then((m) => ({ default: m.DataCards })),
) as unknown as <R extends GridValidRowModel>(props: DataTableProps<R>) => ReactNode;
const cardsFallback = <Skeleton variant="rounded" height={160} />;

/** The grid's sort model of the contract's `sort`. */
const sortModelOf = (sort: string | undefined): GridSortModel =>
  sort
    ? [sort.startsWith('-') ? { field: sort.slice(1), sort: 'desc' } : { field: sort, sort: 'asc' }]
    : noSort;

/** The contract's `sort` of the grid's sort model. */
const sortOf = (model: GridSortModel): string | undefined => {
  const [first] = model;
  return first?.sort ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : undefined;
};

/**
 * The columns a server-sorted table offers to sort: those that say `sortable: true` (the server's
 * fields); every other column is not sortable, whatever the grid's default.
 */
const onlyDeclaredSortable = <R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
): GridColDef<R>[] =>
  columns.map((column) => (column.sortable === true ? column : { ...column, sortable: false }));

/**
 * A column that can be neither sorted nor hidden has nothing of its own in the header's menu (its
 * 'Quản lý cột' is the toolbar's 'Cột'), so it gets no menu button: in a narrow last column (the
 * row's actions, 'Xem') that button did not fit, reached past the table's edge and let a trackpad
 * scroll every column sideways (issue 27 item 1; apps/console-e2e list-layout.spec.ts).
 */
const withoutEmptyMenus = <R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  sorted: boolean,
): GridColDef<R>[] =>
  columns.map((column) =>
    column.hideable === false && !(sorted && column.sortable === true) && !column.disableColumnMenu
      ? { ...column, disableColumnMenu: true }
      : column,
  );

/**
 * A loading line above the kept rows; with none yet, the line too, and grey rows (the grid's
 * skeleton) once the wait has lasted `SKELETON_AFTER_MS`. A list's first page usually answers in
 * tens of milliseconds: the skeleton's 50 rows of cells, mounted, measured and laid out again,
 * then replaced by the rows, cost more than the wait itself (docs/benchmarks.md, "tenth session").
 */
const quickLoading = {
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
} as const;
const slowLoading = {
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
} as const;
const SKELETON_AFTER_MS = 300;

/** Whether `on` has held for `ms` without a break (false again as soon as it stops). */
function useHeldFor(on: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => {
      clearTimeout(timer);
      setHeld(false);
    };
  }, [on, ms]);
  return on && held;
}

/**
 * The list table of every screen: a MUI X DataGrid in server mode. Pages are 1-based here, the
 * page size is fixed (no page-size changer), the footer says 'Tổng số {n} bản ghi', the empty
 * overlay 'Không có dữ liệu', rows are identified by `_id`, and the height follows the rows up to the window's, then the rows scroll inside.
 * Column filters are off (the server filters); sorting is off unless `onSortChange` is given: then
 * the server sorts (`sort` is the contract's `sort`, from the URL), only the columns that declare
 * `sortable: true` offer it, and the header shows the arrow. Any other DataGrid prop passes through.
 *
 * Cheap to render, so that a page change stays under 200 ms (ARCHITECTURE.md section 6): every
 * prop it hands the grid is stable between renders (the grid re-renders its rows when one
 * changes), rows have a fixed height (give `rowHeight`; automatic heights measure every row), only the rows in view are mounted (the grid's height is capped by the window's, not `autoHeight`),
 * and while the next page loads the previous rows stay under a progress line. Give it `columns`
 * defined once (module level or `useMemo` without changing inputs) and cells of plain elements
 * with the `cell-*` classes rather than styled components with `sx` each.
 *
 * On a phone (below 600 px) the same props draw the rows as cards instead (`DataCards`, loaded then):
 * the columns' own cells, the title (`card.title`) never cut, the row's actions in the card's
 * corner, the selection's checkboxes and the pages.
 *
 * @example
 * <DataTable rows={orders} columns={columns} rowCount={total} page={page} pageSize={10}
 *   onPageChange={setPage} loading={status === 'pending'} />
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const phone = usePhone();
  return phone && props.card !== false ? (
    <Suspense fallback={cardsFallback}>
      <DataCards {...props} />
    </Suspense>
  ) : (
    <GridTable {...props} />
  );
}

/** The table as a MUI X DataGrid (every width but a phone's). */
function GridTable<R extends GridValidRowModel>({
  rows,
  columns,
  rowCount,
  page,
  pageSize,
  onPageChange,
  loading = false,
  emptyMessage,
  failure,
  sort,
  onSortChange,
  onNearNextPage,
  slots,
  slotProps,
  sx,
  columnVisibilityModel: screenColumns,
  card: _card,
  apiRef: givenApiRef,
  rowSelectionModel,
  onRowSelectionModelChange,
  ...rest
}: DataTableProps<R>) {
  // On a main list: the 'Cột' chooser, and the person's remembered columns.
  const shown = useListColumns(screenColumns);
  const [stableRowCount, setStableRowCount] = useState(rowCount);
  if (!loading && rowCount !== stableRowCount) setStableRowCount(rowCount);

  const NoRows = useMemo(
    () =>
      function DataTableNoRows() {
        return <TableEmpty emptyMessage={emptyMessage} failure={failure} />;
      },
    [emptyMessage, failure],
  );
  const allSlots = useMemo(
    () => ({
      footer: DataTableFooter,
      noRowsOverlay: NoRows,
      noResultsOverlay: NoRows,
      // A selection's row checkboxes: light ones (see `RowCheckbox`).
      rowCheckbox: RowCheckbox,
      ...(shown.chooser ? { toolbar: ColumnsToolbar } : {}),
      ...slots,
    }),
    [NoRows, slots, shown.chooser],
  );
  // The footer's handler is one stable function that calls the latest `onNearNextPage`: the list
  // gives one only while a next page exists, and a new slot prop re-rendered every row on screen
  // (a filter down to one page dropped it in the very commit that brought its rows).
  const nearNextPage = useEventCallback(() => onNearNextPage?.());
  const slow = useHeldFor(loading && rows.length === 0, SKELETON_AFTER_MS);
  const allSlotProps = useMemo(
    () => ({
      ...(slow ? slowLoading : quickLoading),
      footer: { onNearNextPage: nearNextPage },
      ...slotProps,
    }),
    [slow, slotProps, nearNextPage],
  );
  const allSx = useMemo<SxProps<Theme>>(
    () => (sx ? [tableSx, ...(Array.isArray(sx) ? sx : [sx])] : tableSx),
    [sx],
  );
  const paginationModel = useMemo(
    () => ({ page: Math.max(page, 1) - 1, pageSize }),
    [page, pageSize],
  );
  const pageSizeOptions = useMemo(() => [pageSize], [pageSize]);
  // The latest page and callback, read by one stable handler.
  const onPaginationModelChange = useEventCallback((model: GridPaginationModel) => {
    if (model.page + 1 !== page) onPageChange(model.page + 1);
  });
  const sorted = onSortChange !== undefined;
  const sortModel = useMemo(() => sortModelOf(sort), [sort]);
  const onSortModelChange = useEventCallback((model: GridSortModel) =>
    onSortChange?.(sortOf(model)),
  );
  const shownColumns = useMemo(
    () => withoutEmptyMenus(sorted ? onlyDeclaredSortable(columns) : columns, sorted),
    [sorted, columns],
  );

  // The rows, their total, the loading line and the page go into the grid through its API, in a
  // layout effect (before the browser paints), not through its props: the grid hands its props to
  // every row and cell through one context, so a new value of any of them re-rendered the whole
  // page of rows on screen. A page or filter change rendered the old page's rows once more (about
  // 400 components), then, in the grid's own effect, the new ones. Its props now keep their first
  // values (`first`), and only what the grid's state says changed re-renders.
  const ownApiRef = useGridApiRef();
  // A screen that drives the grid itself (the pickers' selection) gives its own.
  const apiRef = givenApiRef ?? ownApiRef;
  const gridRowCount = loading ? stableRowCount : rowCount;
  const [first] = useState(() => ({
    rows,
    loading,
    initialState: { pagination: { paginationModel, rowCount: gridRowCount } },
  }));
  const appliedRows = useRef(rows);
  // A screen's selection (`rowSelectionModel`) is not the grid's controlled prop either. Controlled,
  // a ticked box read unticked until the next task: the grid waits for the prop to come back and
  // takes it in a passive effect, after React has put the native checkbox back as it was. Here the
  // grid keeps its own selection, which a click changes at once, and tells the screen
  // (`onRowSelectionModelChange`); a model the screen sets itself is applied below.
  const applyingSelection = useRef(false);
  const selectionChange = useEventCallback(
    (...args: Parameters<NonNullable<DataTableProps<R>['onRowSelectionModelChange']>>) => {
      if (!applyingSelection.current) onRowSelectionModelChange?.(...args);
    },
  );
  useLayoutEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    // The screen's selection first (a reset, say), without calling the screen back: new rows that
    // drop a selected one then prune the model the screen holds now, not the one before.
    if (
      rowSelectionModel !== undefined &&
      gridRowSelectionStateSelector(apiRef) !== rowSelectionModel
    ) {
      applyingSelection.current = true;
      try {
        api.setRowSelectionModel(rowSelectionModel);
      } finally {
        applyingSelection.current = false;
      }
    }
    // Then the rows, before the loading and the total: setting them puts back the `loading` and the
    // total the grid's props hold.
    if (appliedRows.current !== rows) {
      appliedRows.current = rows;
      api.setRows(rows as R[]);
    }
    if (gridRowsLoadingSelector(apiRef) !== loading) api.setLoading(loading);
    if (gridPaginationRowCountSelector(apiRef) !== gridRowCount) api.setRowCount(gridRowCount);
    const model = gridPaginationModelSelector(apiRef);
    if (model.page !== paginationModel.page || model.pageSize !== paginationModel.pageSize)
      api.setPaginationModel(paginationModel);
  });

  // The grid is as tall as its rows up to the window's height, then scrolls inside with its header
  // and footer in view. A fixed height lets the grid render only the rows in view (a 50-row page
  // mounted all 50 rows with `autoHeight`, most of a page change's time); a short list stays short.
  const rowHeight = rest.rowHeight ?? DEFAULT_ROW_HEIGHT;
  const bodyHeight = rows.length > 0 ? rows.length * rowHeight : OVERLAY_HEIGHT;
  const chrome = HEADER_HEIGHT + FOOTER_HEIGHT + (shown.chooser ? TOOLBAR_HEIGHT : 0);
  const height = `min(${chrome + bodyHeight + 2}px, max(${MIN_SCROLL_HEIGHT}px, calc(100dvh - ${WINDOW_OFFSET}px)))`;

  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', height }}>
      <DataGrid<R>
        getRowId={idOf}
        disableRowSelectionOnClick
        disableColumnSorting
        disableColumnFilter
        {...rest}
        {...(sorted
          ? { disableColumnSorting: false, sortingMode: 'server', sortModel, onSortModelChange }
          : {})}
        showToolbar={shown.chooser}
        columnVisibilityModel={shown.chooser ? (shown.model ?? noneHidden) : shown.model}
        onColumnVisibilityModelChange={shown.chooser ? shown.onChange : undefined}
        apiRef={apiRef}
        onRowSelectionModelChange={selectionChange}
        rows={first.rows}
        columns={shownColumns}
        loading={first.loading}
        paginationMode="server"
        initialState={first.initialState}
        paginationMeta={noPaginationMeta}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={pageSizeOptions}
        slots={allSlots}
        slotProps={allSlotProps}
        sx={allSx}
      />
    </Box>
  );
}
