import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { createContext, memo, useCallback, useContext, useMemo } from 'react';
import { shipperStatusLabels, type ShipperAdminRow } from '@app/accounts-contract';
import {
  ActionMenu,
  DataTable,
  DebouncedTextField,
  FilterPanel,
  ListScreenLayout,
  PageHeader,
  StatusTag,
  toast,
  useDialogs,
  useUrlFilters,
  SelectFilter,
} from '@app/ui';
import {
  SHIPPERS_PAGE_SIZE,
  shipperFiltersSchema,
  toShipperListQuery,
} from '../components/shipper-filters';
import { ShipperDialog, type ShipperDialogKind } from '../components/shipper-dialogs';
import { messages } from '../messages';
import { useShipperList } from '../store/accounts-store';

/** The choices of the status filter. */
const shipperStatuses = [0, 1, 2] as const;

const s = messages.shippers;
const statusColors = { 0: 'warning', 1: 'success', 2: 'error' } as const;

const ActionsContext = createContext<(row: ShipperAdminRow, kind: ShipperDialogKind) => void>(
  () => undefined,
);
const ActionsCell = memo(function ActionsCell({ row }: { row: ShipperAdminRow }) {
  const act = useContext(ActionsContext);
  return (
    <ActionMenu
      label={`${messages.columns.actions} ${row.name}`}
      items={[
        {
          label: messages.actions.approve,
          color: 'success',
          hidden: row.status === 1,
          onClick: () => act(row, 'approve'),
        },
        {
          label: messages.actions.reject,
          color: 'warning',
          hidden: row.status === 2,
          onClick: () => act(row, 'reject'),
        },
        { label: messages.actions.edit, onClick: () => act(row, 'edit') },
      ]}
    />
  );
});

type Cell = GridRenderCellParams<ShipperAdminRow>;
const columns: GridColDef<ShipperAdminRow>[] = [
  { field: 'name', headerName: messages.columns.name, flex: 1, minWidth: 150 },
  { field: 'email', headerName: messages.columns.email, flex: 1, minWidth: 180 },
  { field: 'phone', headerName: messages.columns.phone, width: 130 },
  {
    field: 'building',
    headerName: s.building,
    flex: 1,
    minWidth: 140,
    valueGetter: (_v, row) => row.building?.name ?? messages.unknown,
  },
  { field: 'staffCode', headerName: s.staffCode, width: 130 },
  {
    field: 'status',
    headerName: s.status,
    width: 130,
    renderCell: ({ row }: Cell) => (
      <StatusTag
        label={shipperStatusLabels[row.status]}
        color={statusColors[row.status as 0 | 1 | 2] ?? 'default'}
      />
    ),
  },
  {
    field: 'actions',
    headerName: messages.columns.actions,
    width: 76,
    align: 'center',
    headerAlign: 'center',
    sortable: false,
    renderCell: ({ row }: Cell) => <ActionsCell row={row} />,
  },
];

/** `/dashboard/Shipper`: the shippers, searched and filtered by status; approve, reject, edit. */
export function ShippersScreen() {
  const { filters, page, setFilters, setPage, resetFilters } = useUrlFilters(shipperFiltersSchema);
  const query = useMemo(() => toShipperListQuery(filters, page), [filters, page]);
  const list = useShipperList(query);
  const dialogs = useDialogs();
  const act = useCallback(
    async (shipper: ShipperAdminRow, kind: ShipperDialogKind) => {
      const result = await dialogs.open(ShipperDialog, { kind, shipper });
      if (result) (result.ok ? toast.success : toast.error)(result.message);
    },
    [dialogs],
  );
  return (
    <>
      <PageHeader
        title={s.title}
        breadcrumbs={[{ label: messages.breadcrumb.accounts }, { label: s.breadcrumb }]}
      />
      <ListScreenLayout
        filters={
          <FilterPanel onReset={resetFilters}>
            <DebouncedTextField
              size="small"
              fullWidth
              label={s.text}
              placeholder={s.textPlaceholder}
              value={filters.text ?? ''}
              onDebouncedChange={(text) => setFilters({ text })}
            />
            <SelectFilter
              label={s.status}
              values={shipperStatuses}
              labels={shipperStatusLabels}
              allLabel={messages.filters.all}
              value={filters.status}
              onChange={(status) => setFilters({ status })}
            />
          </FilterPanel>
        }
      >
        <ActionsContext.Provider value={act}>
          <DataTable
            rows={list.data?.data ?? []}
            columns={columns}
            rowCount={list.data?.total ?? 0}
            page={page}
            pageSize={SHIPPERS_PAGE_SIZE}
            onPageChange={setPage}
            loading={list.loading}
          />
        </ActionsContext.Provider>
      </ListScreenLayout>
    </>
  );
}
