import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { createContext, memo, useCallback, useContext, useMemo } from 'react';
import { Link } from 'react-router';

import { canEditShopNote, type OrderListItem, OrderStatus } from '@app/orders-contract';
import {
  DataTable,
  dateTimeColumn,
  moneyColumn,
  rowActions,
  type BulkTableProps,
  type ListTableProps,
} from '@app/ui';
import { paths } from '@app/util-auth';
import { messages } from '../messages';
import { canDeleteOrder } from './order-status';
import { OrderStatusSelect } from './order-status-select';
import { ShopNotePopover } from './shop-note-popover';
import { preloadOrderPage } from '../order-page-preload';

/**
 * The order's code, a link to its page (issue 29); reaching it with the pointer or the keyboard
 * starts loading the page's code, the order and its history (the click then paints at once).
 */
const OrderPageLink = memo(function OrderPageLink({ id, code }: { id: string; code: string }) {
  const preload = () => preloadOrderPage(id);
  return (
    <Link
      to={`${paths.order}/${id}`}
      className="order-code-link"
      onMouseEnter={preload}
      onFocus={preload}
    >
      {code}
    </Link>
  );
});

export type OrderAction = 'view' | 'note' | 'editReason' | 'delete';

export interface OrdersTableProps extends ListTableProps<OrderListItem> {
  saving: Record<string, boolean>;
  onChooseStatus: (order: OrderListItem, target: OrderStatus) => void;
  onAction: (order: OrderListItem, action: OrderAction) => void;
  /** The bulk status change's selection (`useBulkSelection`'s `tableProps`). */
  selection?: BulkTableProps<OrderListItem>;
}

const orUnknown = (text: string | null | undefined) => (text ? text : messages.unknown);

/**
 * What the cells need from the screen, handed down by context so that the columns are defined
 * once: a change of `saving` re-renders the status cells, not the grid.
 */
interface RowHandlers {
  saving: Record<string, boolean>;
  onChooseStatus: OrdersTableProps['onChooseStatus'];
}
const HandlersContext = createContext<RowHandlers>({
  saving: {},
  onChooseStatus: () => undefined,
});

function StatusCell({ row }: { row: OrderListItem }) {
  const { saving, onChooseStatus } = useContext(HandlersContext);
  // Stable while the row and the handler are: another order's `saving` re-renders this cell, not
  // its dropdown.
  const onChoose = useCallback(
    (target: OrderStatus) => onChooseStatus(row, target),
    [onChooseStatus, row],
  );
  return <OrderStatusSelect order={row} disabled={Boolean(saving[row._id])} onChoose={onChoose} />;
}

const actions = rowActions<OrderListItem, OrderAction>({
  headerName: messages.columns.actions,
  width: 76,
  align: 'center',
  headerAlign: 'center',
  label: (row) => `${messages.columns.actions} ${row.orderCode}`,
  items: (row) => [
    { label: messages.actions.view, action: 'view' },
    {
      label: messages.actions.note,
      action: 'note',
      hidden: !canEditShopNote(row.status as OrderStatus),
    },
    {
      label: messages.actions.editReason,
      action: 'editReason',
      hidden: row.status !== OrderStatus.SUCCESS,
    },
    { label: messages.actions.delete, action: 'delete', hidden: !canDeleteOrder(row.status) },
  ],
});

type Cell = GridRenderCellParams<OrderListItem>;

/**
 * The columns, defined once. Cells are plain elements with the shared table's `cell-*` classes
 * (styled once by `DataTable`), not a styled component with its own `sx` each.
 */
const columns: GridColDef<OrderListItem>[] = [
  {
    field: 'orderCode',
    headerName: messages.columns.code,
    flex: 1.2,
    minWidth: 165,
    renderCell: ({ row }: Cell) => (
      <div className="order-code-cell">
        <div className="cell-lines">
          <p className="cell-primary cell-strong">
            <OrderPageLink id={row._id} code={row.orderCode} />
          </p>
          <span className="cell-secondary">{orUnknown(row.shop.name)}</span>
        </div>
        <ShopNotePopover orderCode={row.orderCode} shopNote={row.shopNote} />
      </div>
    ),
  },
  // Sorted on the server: the contract's `orderSortFields` (docs/decisions/lists.md "Sorting").
  dateTimeColumn('createdAt', messages.columns.time, { sortable: true }),
  {
    field: 'customer',
    headerName: messages.columns.customer,
    flex: 1,
    minWidth: 150,
    renderCell: ({ row }: Cell) => (
      <div className="cell-lines">
        <p className="cell-primary">{orUnknown(row.customer.name)}</p>
        <span className="cell-secondary">
          {orUnknown(row.customer.apartment?.building.name)} ·{' '}
          {orUnknown(row.customer.apartment?.name)}
        </span>
      </div>
    ),
  },
  moneyColumn('sellPrice', messages.columns.amount, {
    width: 105,
    sortable: true,
    align: 'right',
    headerAlign: 'right',
  }),
  {
    field: 'status',
    headerName: messages.columns.status,
    width: 172,
    renderCell: ({ row }: Cell) => <StatusCell row={row} />,
  },
  actions.column,
];

/** The order table's own styles (the code cell and the status dropdown), one object for all rows. */
const ordersTableSx = {
  '& .cell-lines p': { m: 0 },
  '& .cell-lines .cell-secondary': { display: 'block' },
  '& .order-code-cell': { display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 },
  '& .order-code-link': { color: 'inherit', textDecoration: 'none' },
  '& .order-code-link:hover, & .order-code-link:focus-visible': { textDecoration: 'underline' },
  '& .order-status-select': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: 156,
    height: 34,
    pl: 1.5,
    pr: 0.5,
    border: 1,
    // The outlined field's border, in either scheme.
    borderColor: 'rgba(var(--mui-palette-common-onBackgroundChannel) / 0.23)',
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.primary',
    font: 'inherit',
    fontSize: 14,
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { borderColor: 'text.primary' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -1 },
    '&:disabled': { color: 'text.disabled', cursor: 'default' },
    '& span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& svg': { width: 24, height: 24, flexShrink: 0, fill: 'currentColor', color: 'action.active' },
  },
} as const;

/** Two lines of text and the 34 px status dropdown, with room around them. */
const ROW_HEIGHT = 60;

/** The order list: code and shop (with the shop note), time, customer, amount, status dropdown, actions. */
export const OrdersTable = memo(function OrdersTable({
  saving,
  onChooseStatus,
  onAction,
  selection,
  ...table
}: OrdersTableProps) {
  const handlers = useMemo(() => ({ saving, onChooseStatus }), [saving, onChooseStatus]);
  return (
    <HandlersContext.Provider value={handlers}>
      <actions.Provider onAction={onAction}>
        <DataTable
          {...table}
          {...selection}
          columns={columns}
          rowHeight={ROW_HEIGHT}
          sx={ordersTableSx}
        />
      </actions.Provider>
    </HandlersContext.Provider>
  );
});
