import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import {
  rejectShipperInputSchema,
  ShipperStatus,
  shipperStatusLabels,
  type ShipperAdminRow,
} from '@app/accounts-contract';
import {
  BulkActionBar,
  DataTable,
  ListFilterPanel,
  listFilterControls,
  ListScreen,
  NewRowsBar,
  rowActions,
  searchControl,
  selectControl,
  StatusTag,
  toast,
  useDialogs,
  useListBulk,
  useListPage,
  useLiveRows,
  valueColumn,
  linesColumn,
  type BulkAction,
  type ListBulkAction,
} from '@app/ui';
import { shipperList } from '../components/shipper-filters';
import { ShipperDialog, type ShipperDialogKind } from '../components/shipper-dialogs';
import { messages } from '../messages';
import { refreshShipper, reloadShippers, useShipperList } from '../store/accounts-store';
import { approveShippers, rejectShippers, shippersExport } from '../api/accounts-api';

/** The choices of the status filter. */
const shipperStatuses = [0, 1, 2] as const;

const s = messages.shippers;
const statusColors = { 0: 'warning', 1: 'success', 2: 'error' } as const;
const breadcrumbs = [{ label: messages.breadcrumb.accounts }, { label: s.breadcrumb }];
const filterControls = listFilterControls(shipperList, {
  text: searchControl(s.text, s.textPlaceholder),
  status: selectControl<number>(
    s.status,
    shipperStatuses,
    shipperStatusLabels,
    messages.filters.all,
  ),
});

const actions = rowActions<ShipperAdminRow, ShipperDialogKind>({
  headerName: messages.columns.actions,
  width: 76,
  align: 'center',
  headerAlign: 'center',
  items: (row) => [
    {
      label: messages.actions.approve,
      color: 'success',
      hidden: row.status === 1,
      action: 'approve',
    },
    {
      label: messages.actions.reject,
      color: 'warning',
      hidden: row.status === 2,
      action: 'reject',
    },
    { label: messages.actions.edit, action: 'edit' },
  ],
});

/** Only pending shippers can be selected: the bulk actions decide them. */
const isPending = (row: ShipperAdminRow) => row.status === ShipperStatus.PENDING;
const nameOf = (row: ShipperAdminRow) => row.name;

const bulkApprove: BulkAction = {
  title: s.bulkApproveTitle,
  question: s.bulkApproveQuestion,
  confirmText: messages.actions.approve,
  confirmColor: 'success',
  call: (ids) => approveShippers(ids),
};
const bulkReject: BulkAction = {
  title: s.bulkRejectTitle,
  question: s.bulkRejectQuestion,
  confirmText: messages.actions.reject,
  confirmColor: 'error',
  reason: { label: s.reason, schema: rejectShipperInputSchema.shape.rejectedReason },
  call: (ids, rejectedReason) => rejectShippers({ ids, rejectedReason: rejectedReason ?? '' }),
};
const bulkActions: readonly ListBulkAction[] = [
  { label: messages.actions.approve, color: 'success', action: bulkApprove },
  { label: messages.actions.reject, color: 'error', action: bulkReject },
];

type Cell = GridRenderCellParams<ShipperAdminRow>;
const columns: GridColDef<ShipperAdminRow>[] = [
  // The name over the email: both whole on a laptop's screen (the email is the longest value).
  linesColumn<ShipperAdminRow>(
    'name',
    messages.columns.name,
    (row) => ({ primary: row.name, secondary: row.email }),
    { minWidth: 200, flex: 1.2 },
  ),
  { field: 'phone', headerName: messages.columns.phone, width: 120 },
  valueColumn('building', s.building, (row) => row.building?.name ?? messages.unknown, {
    minWidth: 190,
  }),
  { field: 'staffCode', headerName: s.staffCode, width: 120 },
  {
    field: 'status',
    headerName: s.status,
    width: 120,
    renderCell: ({ row }: Cell) => (
      <StatusTag
        label={shipperStatusLabels[row.status]}
        color={statusColors[row.status as 0 | 1 | 2] ?? 'default'}
      />
    ),
  },
  actions.column,
];

/**
 * `/dashboard/Shipper`: the shippers, searched and filtered by status; approve, reject, edit; the
 * pending ones selectable for a bulk approval or rejection.
 */
export function ShippersScreen() {
  const page = useListPage(shipperList, { useList: useShipperList });
  const dialogs = useDialogs();
  const bulk = useListBulk({
    rows: page.table.rows,
    isSelectable: isPending,
    resetKey: page.query,
    labelOf: nameOf,
    reload: reloadShippers,
    actions: bulkActions,
  });
  // Live (issue 28): a shipper decided or edited elsewhere repaints in place; a registration of the
  // status filtered on is announced (the stream gives an operator those of its buildings and those
  // without a building, as its list).
  const live = useLiveRows({
    kind: 'shipper',
    table: page.table,
    list: page.list,
    reload: reloadShippers,
    refreshRow: refreshShipper,
    status: page.filters.status,
    resetKey: page.query,
  });
  const act = async (shipper: ShipperAdminRow, kind: ShipperDialogKind) => {
    const result = await dialogs.open(ShipperDialog, { kind, shipper });
    if (result) (result.ok ? toast.success : toast.error)(result.message);
  };
  return (
    <ListScreen
      exportFrom={shippersExport(page.query)}
      title={s.title}
      breadcrumbs={breadcrumbs}
      filters={<ListFilterPanel page={page} controls={filterControls} />}
    >
      <BulkActionBar {...bulk.bar} />
      <NewRowsBar {...live} />
      <actions.Provider onAction={act}>
        <DataTable {...page.table} {...bulk.selection.tableProps} columns={columns} />
      </actions.Provider>
    </ListScreen>
  );
}
