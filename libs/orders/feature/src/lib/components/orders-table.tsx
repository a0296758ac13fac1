import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { canEditShopNote, OrderStatus, type OrderListItem } from '@app/orders-contract';
import { ActionMenu, DataTable } from '@app/ui';
import { formatDateTime, formatMoney } from '@app/util-format';
import { messages } from '../messages';
import { OrderStatusSelect } from './order-status-select';
import { ShopNotePopover } from './shop-note-popover';

export type OrderAction = 'view' | 'note' | 'editReason';

export interface OrdersTableProps {
  rows: OrderListItem[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  saving: Record<string, boolean>;
  onPageChange: (page: number) => void;
  onChooseStatus: (order: OrderListItem, target: OrderStatus) => void;
  onAction: (order: OrderListItem, action: OrderAction) => void;
}

const orUnknown = (text: string | null | undefined) => (text ? text : messages.unknown);

/** The order list: code and shop (with the shop note), time, customer, amount, status dropdown, actions. */
export function OrdersTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  saving,
  onPageChange,
  onChooseStatus,
  onAction,
}: OrdersTableProps) {
  const columns = useMemo<GridColDef<OrderListItem>[]>(
    () => [
      {
        field: 'orderCode',
        headerName: messages.columns.code,
        flex: 1.2,
        minWidth: 165,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', py: 1 }}>
            <div>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {row.orderCode}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {orUnknown(row.shop.name)}
              </Typography>
            </div>
            <ShopNotePopover orderCode={row.orderCode} shopNote={row.shopNote} />
          </Stack>
        ),
      },
      {
        field: 'createdAt',
        headerName: messages.columns.time,
        width: 128,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'customer',
        headerName: messages.columns.customer,
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Stack sx={{ py: 1 }}>
            <Typography variant="body2">{orUnknown(row.customer.name)}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {orUnknown(row.building?.name)} · {orUnknown(row.apartment?.name)}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'sellPrice',
        headerName: messages.columns.amount,
        width: 105,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatMoney(value),
      },
      {
        field: 'status',
        headerName: messages.columns.status,
        width: 172,
        renderCell: ({ row }) => (
          <OrderStatusSelect
            order={row}
            disabled={Boolean(saving[row._id])}
            onChoose={(target) => onChooseStatus(row, target)}
          />
        ),
      },
      {
        field: 'actions',
        headerName: messages.columns.actions,
        width: 76,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <ActionMenu
            label={`${messages.columns.actions} ${row.orderCode}`}
            items={[
              { label: messages.actions.view, onClick: () => onAction(row, 'view') },
              {
                label: messages.actions.note,
                onClick: () => onAction(row, 'note'),
                hidden: !canEditShopNote(row.status as OrderStatus),
              },
              {
                label: messages.actions.editReason,
                onClick: () => onAction(row, 'editReason'),
                hidden: row.status !== OrderStatus.SUCCESS,
              },
            ]}
          />
        ),
      },
    ],
    [saving, onChooseStatus, onAction],
  );

  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowCount={total}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      loading={loading}
      getRowHeight={() => 'auto'}
      sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    />
  );
}
