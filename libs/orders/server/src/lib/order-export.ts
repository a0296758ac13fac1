import { and, sql } from 'drizzle-orm';
import {
  orderCashDue,
  orderName,
  orderStatusLabels,
  paymentMethodLabels,
  unpaidReasonLabels,
  type ListOrdersFilter,
  type OrderStatus,
  type PaymentMethod,
  type UnpaidReason,
} from '@app/orders-contract';
import type { Db } from '@app/server-db';
import {
  EXPORT_BATCH_SIZE,
  keysetBatches,
  keysetOrder,
  type BuildingScope,
  type ExportColumn,
  type ExportSpec,
} from '@app/server-core';
import { boundWhere, inKeysetOrder, listParams, orderSort } from './order-list';
import { namedRows, selectListedRowsWhere } from './order-names';
import type { OrderRow } from './order-rows';

const place = (r: OrderRow) =>
  [r.buildingName, r.floorName, r.apartmentName].filter((part) => part).join(' – ');

/** The order export's columns: what the list and the view dialog show, one column a fact. */
export const orderExportColumns: readonly ExportColumn<OrderRow>[] = [
  { header: 'Mã đơn hàng', value: (r) => r.orderCode, width: 18 },
  { header: 'Thời gian', kind: 'datetime', value: (r) => r.createdAt },
  { header: 'Trạng thái', value: (r) => orderStatusLabels[r.status as OrderStatus] ?? '' },
  {
    header: 'Sản phẩm',
    value: (r) => (r.firstProduct === null ? '' : orderName(r.firstProduct, Number(r.lineCount))),
    width: 36,
  },
  { header: 'Cửa hàng', value: (r) => r.shopName, width: 24 },
  { header: 'SĐT cửa hàng', value: (r) => r.shopPhone },
  { header: 'Khách hàng', value: (r) => r.customerName, width: 24 },
  { header: 'SĐT khách hàng', value: (r) => r.customerPhone },
  { header: 'Nơi giao', value: place, width: 32 },
  { header: 'Shipper', value: (r) => r.shipperName, width: 24 },
  {
    header: 'Phương thức thanh toán',
    value: (r) => paymentMethodLabels[r.paymentMethod as PaymentMethod] ?? r.paymentMethod,
  },
  {
    header: 'Lý do chưa thanh toán',
    value: (r) =>
      r.unpaidReason === null ? '' : unpaidReasonLabels[r.unpaidReason as UnpaidReason],
  },
  { header: 'Thành tiền', kind: 'money', value: (r) => r.sellPrice },
  { header: 'Trừ ví', kind: 'money', value: (r) => r.credit },
  { header: 'Đã trả trước', kind: 'money', value: (r) => r.prepaid },
  { header: 'Cần thu', kind: 'money', value: (r) => orderCashDue(r) },
  { header: 'Ghi chú', value: (r) => r.note, width: 32 },
  { header: 'Ghi chú của cửa hàng', value: (r) => r.shopNote, width: 32 },
];

/**
 * Every order the list's filters select within the caller's buildings, in the list's order (newest
 * first, or its `sort`), walked by (sort column, id) along the index that serves the list, a batch
 * a statement with the names the list keeps in memory (see {@link selectListedRowsWhere}).
 */
export function orderExport(
  db: Db,
  filter: Omit<ListOrdersFilter, 'page' | 'quantity'>,
  scope: BuildingScope,
  batchSize = EXPORT_BATCH_SIZE,
): ExportSpec<OrderRow> {
  const { sort, ...filters } = filter;
  const where = boundWhere(listParams(filters, scope));
  const keyset = orderSort.keyset(sort);
  const [column, id] = keyset.columns;
  const past = keyset.direction === 'desc' ? sql.raw('<') : sql.raw('>');
  const named = namedRows(db);
  return {
    fileStem: 'don-hang',
    sheetName: 'Đơn hàng',
    columns: orderExportColumns,
    batches: keysetBatches<OrderRow, unknown[]>(
      async (after, size) => {
        const listed = await selectListedRowsWhere(
          db,
          and(
            where,
            after
              ? sql`(${column}, ${id}) ${past} (${sql.param(after[0], column)}::${sql.raw(column!.getSQLType())}, ${after[1]})`
              : undefined,
          ),
          keysetOrder(keyset),
          size,
        ).execute();
        // Names from memory come in the statement's order; from the database, newest first.
        return inKeysetOrder(await named(listed), keyset);
      },
      keyset.of,
      batchSize,
    ),
  };
}
