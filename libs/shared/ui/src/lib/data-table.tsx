import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridPaginationRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type DataGridProps,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { EmptyState } from './empty-state';
import { uiMessages } from './messages';

/** The footer of every list: 'Tổng số {n} bản ghi' beside the pagination. */
export function DataTableFooter() {
  const apiRef = useGridApiContext();
  const rowCount = useGridSelector(apiRef, gridPaginationRowCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {uiMessages.totalRecords(rowCount)}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

type ControlledProps =
  | 'rows'
  | 'columns'
  | 'rowCount'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'paginationMode'
  | 'pageSizeOptions'
  | 'loading';

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
}

const idOf = (row: GridValidRowModel) => row._id as string;

/**
 * The list table of every screen: a MUI X DataGrid in server mode. Pages are 1-based here, the
 * page size is fixed (no page-size changer), the footer says 'Tổng số {n} bản ghi', the empty
 * overlay 'Không có dữ liệu', rows are identified by `_id`, and the height follows the rows.
 * Sorting and column filters are off by default (the server filters); any DataGrid prop passes
 * through.
 *
 * @example
 * <DataTable rows={orders} columns={columns} rowCount={total} page={page} pageSize={10}
 *   onPageChange={setPage} loading={status === 'pending'} />
 */
export function DataTable<R extends GridValidRowModel>({
  rows,
  columns,
  rowCount,
  page,
  pageSize,
  onPageChange,
  loading = false,
  emptyMessage,
  slots,
  sx,
  ...rest
}: DataTableProps<R>) {
  const [stableRowCount, setStableRowCount] = useState(rowCount);
  if (!loading && rowCount !== stableRowCount) setStableRowCount(rowCount);

  const NoRows = useMemo(
    () =>
      function DataTableNoRows() {
        return <EmptyState message={emptyMessage} />;
      },
    [emptyMessage],
  );

  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column' }}>
      <DataGrid<R>
        getRowId={idOf}
        autoHeight
        disableRowSelectionOnClick
        disableColumnSorting
        disableColumnFilter
        {...rest}
        rows={rows}
        columns={columns}
        loading={loading}
        paginationMode="server"
        rowCount={loading ? stableRowCount : rowCount}
        paginationModel={{ page: Math.max(page, 1) - 1, pageSize }}
        onPaginationModelChange={(model) => {
          if (model.page + 1 !== page) onPageChange(model.page + 1);
        }}
        pageSizeOptions={[pageSize]}
        slots={{
          footer: DataTableFooter,
          noRowsOverlay: NoRows,
          noResultsOverlay: NoRows,
          ...slots,
        }}
        sx={[
          { bgcolor: 'background.paper', '--DataGrid-overlayHeight': '160px' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    </Box>
  );
}
