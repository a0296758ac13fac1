import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type {
  GridColDef,
  GridRenderCellParams,
  GridRowId,
  GridRowParams,
  GridRowSelectionModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { Fragment, memo, useCallback, useId, useMemo, type ReactNode } from 'react';
import type { DataTableProps } from '../data-table';
import { uiMessages } from '../messages';
import { useListColumns } from './column-chooser';
import { TableEmpty } from './table-empty';

/**
 * How a list's rows read as cards on a phone, made of the table's own columns (their headers,
 * values and cells), so that a list declares at most a few field names:
 * - `title`: the column shown as the card's heading (the identifier: never cut); the first
 *   column by default;
 * - `media`: a column drawn before the title (an avatar, a picture); none by default;
 * - `actions`: the column of the row's actions, in the card's top corner; `actions` by default;
 * - `fields`: the columns listed under the title with their headers, in this order; every other
 *   column by default.
 *
 * A column the person hid with 'Cột' (or the screen hides) is hidden here too, the title and the
 * actions excepted. `false`: no cards, the table stays (a picker whose selection is the grid's own).
 *
 * @example card={{ media: 'avatar', title: 'name' }}
 */
export type CardLayout =
  | { title?: string; media?: string; actions?: string; fields?: readonly string[] }
  | false;

const ACTIONS = 'actions';
const idOf = (row: GridValidRowModel) => row._id as GridRowId;
/** What a column's value getters and formatters receive as the grid's API: cards have none. */
const noApi = { current: null } as never;

/**
 * A column's cell for a row, as the grid would draw it: its `renderCell` with the row, its value
 * (`valueGetter`) and its formatted value (`valueFormatter`), else the formatted text.
 */
function cellOf<R extends GridValidRowModel>(column: GridColDef<R>, row: R): ReactNode {
  const raw = row[column.field as keyof R] as never;
  const value = column.valueGetter ? column.valueGetter(raw, row, column, noApi) : raw;
  const formattedValue = column.valueFormatter
    ? column.valueFormatter(value as never, row, column, noApi)
    : value;
  if (column.renderCell) {
    return column.renderCell({
      id: idOf(row),
      field: column.field,
      row,
      value,
      formattedValue,
      colDef: column,
      cellMode: 'view',
      hasFocus: false,
      tabIndex: 0,
      api: null,
    } as unknown as GridRenderCellParams<R>);
  }
  return formattedValue == null ? '' : String(formattedValue as string | number);
}

interface CardColumns<R extends GridValidRowModel> {
  title: GridColDef<R>;
  media?: GridColDef<R>;
  actions?: GridColDef<R>;
  fields: GridColDef<R>[];
}

interface DataCardProps<R extends GridValidRowModel> {
  row: R;
  columns: CardColumns<R>;
  /** Present when the row can be ticked for a bulk action. */
  selected?: boolean;
  onToggle?: (id: GridRowId, selected: boolean) => void;
}

/** One row as a card: its title (and selection box), its actions, then its fields. */
const DataCard = memo(function DataCard<R extends GridValidRowModel>({
  row,
  columns,
  selected,
  onToggle,
}: DataCardProps<R>) {
  const titleId = useId();
  const id = idOf(row);
  return (
    <Paper component="li" variant="outlined" data-card-id={id} className="data-card">
      <div className="data-card-head">
        {onToggle && (
          <Checkbox
            checked={selected}
            onChange={(event) => onToggle(id, event.target.checked)}
            slotProps={{ input: { 'aria-labelledby': titleId } }}
            sx={{ m: -1, mr: 0 }}
          />
        )}
        {columns.media && <div className="data-card-media">{cellOf(columns.media, row)}</div>}
        <div className="data-card-title" id={titleId}>
          {cellOf(columns.title, row)}
        </div>
        {columns.actions && <div className="data-card-actions">{cellOf(columns.actions, row)}</div>}
      </div>
      {columns.fields.length > 0 && (
        <dl className="data-card-fields">
          {columns.fields.map((column) => (
            <Fragment key={column.field}>
              <dt>{column.headerName ?? column.field}</dt>
              <dd>{cellOf(column, row)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </Paper>
  );
}) as <R extends GridValidRowModel>(props: DataCardProps<R>) => ReactNode;

/**
 * The cards' styles, one object for every list: the cells' own classes (`cell-*`) read as in the
 * table but wrap instead of ending in an ellipsis, so that nothing is cut on a narrow screen.
 */
const cardsSx = {
  '& .data-card-list': { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 },
  '& .data-card': { p: 1.5, minWidth: 0 },
  '& .data-card-head': { display: 'flex', alignItems: 'flex-start', gap: 1 },
  '& .data-card-title': { flex: 1, minWidth: 0, fontWeight: 600, alignSelf: 'center' },
  '& .data-card-actions': { flexShrink: 0, m: -0.5 },
  '& .data-card-media': { flexShrink: 0, display: 'flex' },
  '& .data-card-fields': {
    display: 'grid',
    gridTemplateColumns: 'minmax(84px, max-content) minmax(0, 1fr)',
    columnGap: 1.5,
    rowGap: 0.75,
    alignItems: 'center',
    m: 0,
    mt: 1,
    fontSize: '0.875rem',
  },
  '& .data-card-fields dt': { color: 'text.secondary', fontSize: '0.75rem' },
  '& .data-card-fields dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
  '& .cell-lines': { minWidth: 0, lineHeight: 1.43 },
  '& .cell-primary, & .cell-secondary': { overflowWrap: 'anywhere' },
  '& .cell-primary': { fontSize: '0.875rem' },
  '& .cell-primary.cell-strong': { fontWeight: 600 },
  '& .data-card-title .cell-primary': { fontSize: '1rem' },
  '& .cell-secondary': { fontSize: '0.75rem', color: 'text.secondary', fontWeight: 400 },
  '& .cell-date': { fontSize: '0.875rem' },
} as const;

const none = (): GridRowSelectionModel => ({ type: 'include', ids: new Set<GridRowId>() });
const noPageSizes: number[] = [];
/** Whether a row is in a selection model (an `exclude` model: every row but those). */
const isSelectedIn =
  (model: GridRowSelectionModel) =>
  (row: GridValidRowModel): boolean =>
    model.ids.has(idOf(row)) === (model.type === 'include');

/**
 * A list's rows as cards, for a phone (`DataTable` below 600 px; docs/decisions/accessibility.md,
 * "Phones"): the same props as the table, the same cells, a loading line over the kept cards, the
 * empty or failed state, a checkbox per selectable row and one for all of the page when the table
 * has a selection, and the pages under the cards ('Tổng số N bản ghi', previous and next).
 */
export function DataCards<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const {
    rows,
    columns,
    card,
    loading = false,
    sx,
    columnVisibilityModel: screenColumns,
    checkboxSelection,
    rowSelectionModel,
    onRowSelectionModelChange,
    isRowSelectable,
    'aria-label': ariaLabel,
  } = props;
  const shown = useListColumns(screenColumns);
  const layout = useMemo<CardColumns<R>>(() => {
    const {
      title: titleField,
      media: mediaField,
      actions: actionsField = ACTIONS,
      fields,
    } = card || {};
    const byField = new Map(columns.map((column) => [column.field, column]));
    const media = mediaField ? byField.get(mediaField) : undefined;
    const actions = byField.get(actionsField);
    const title =
      (titleField ? byField.get(titleField) : undefined) ??
      columns.find((column) => column !== media && column !== actions) ??
      columns[0]!;
    const listed = fields
      ? fields.flatMap((field) => byField.get(field) ?? [])
      : columns.filter((column) => column !== title && column !== media && column !== actions);
    return {
      title,
      media,
      actions,
      fields: listed.filter((column) => shown.model?.[column.field] !== false),
    };
  }, [card, columns, shown.model]);

  // The table's selection, as the grid would report it: only `include` lists of ids here.
  const model = rowSelectionModel ?? none();
  const selectable = useMemo(
    () =>
      checkboxSelection
        ? rows.filter(
            (row) =>
              !isRowSelectable ||
              isRowSelectable({ id: idOf(row), row, columns } as GridRowParams<R>),
          )
        : [],
    [checkboxSelection, rows, isRowSelectable, columns],
  );
  const isSelected = isSelectedIn(model);
  const selectedCount = selectable.filter(isSelected).length;
  const onToggle = useCallback(
    (id: GridRowId, on: boolean) => {
      const ids = new Set(selectable.filter(isSelectedIn(model)).map(idOf));
      if (on) ids.add(id);
      else ids.delete(id);
      onRowSelectionModelChange?.({ type: 'include', ids }, {} as never);
    },
    [selectable, model, onRowSelectionModelChange],
  );
  const toggleAll = (on: boolean) =>
    onRowSelectionModelChange?.(
      { type: 'include', ids: new Set(on ? selectable.map(idOf) : []) },
      {} as never,
    );
  const selectableIds = useMemo(() => new Set(selectable.map(idOf)), [selectable]);

  const allSx = useMemo<SxProps<Theme>>(
    () => (sx ? [cardsSx, ...(Array.isArray(sx) ? sx : [sx])] : cardsSx),
    [sx],
  );
  return (
    <Box sx={allSx} aria-busy={loading}>
      {loading && rows.length > 0 && <LinearProgress sx={{ mb: 1 }} />}
      {selectable.length > 0 && (
        <FormControlLabel
          label={uiMessages.selectPage}
          sx={{ mb: 1, ml: 0.5 }}
          control={
            <Checkbox
              checked={selectedCount === selectable.length}
              indeterminate={selectedCount > 0 && selectedCount < selectable.length}
              onChange={(event) => toggleAll(event.target.checked)}
            />
          }
        />
      )}
      {rows.length > 0 ? (
        <ul className="data-card-list" aria-label={ariaLabel}>
          {rows.map((row) => (
            <DataCard<R>
              key={idOf(row)}
              row={row}
              columns={layout}
              selected={selectableIds.has(idOf(row)) ? isSelected(row) : undefined}
              onToggle={selectableIds.has(idOf(row)) ? onToggle : undefined}
            />
          ))}
        </ul>
      ) : loading ? (
        <Skeleton variant="rounded" height={160} aria-label={uiMessages.loading} />
      ) : (
        <Paper variant="outlined">
          <TableEmpty emptyMessage={props.emptyMessage} failure={props.failure} />
        </Paper>
      )}
      <CardsPager {...props} />
    </Box>
  );
}

/** The pages under the cards: 'Tổng số N bản ghi', previous and next (the table's footer on a phone). */
function CardsPager({
  rowCount,
  page,
  pageSize,
  onPageChange,
}: Pick<DataTableProps<GridValidRowModel>, 'rowCount' | 'page' | 'pageSize' | 'onPageChange'>) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {uiMessages.totalRecords(rowCount)}
      </Typography>
      <TablePagination
        component="div"
        count={rowCount}
        page={Math.max(page, 1) - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={noPageSizes}
        onPageChange={(_event, next) => onPageChange(next + 1)}
        sx={{ '& .MuiTablePagination-toolbar': { pl: 0 } }}
      />
    </Box>
  );
}
