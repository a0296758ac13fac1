import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ORDERS_PAGE_SIZE, type OrderListAnswer } from '@app/orders-contract';
import { ExportButton, ListScreen, useListPage } from '@app/ui';
import { ordersExportPath } from '../api/orders-api';
import { OrdersFilterPanel } from '../components/orders-filter-panel';
import {
  orderFiltersSchema,
  toListQuery,
  type OrderFilters,
  toStatsQuery,
  ViewMode,
} from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';
import { ShipperStatsView } from '../components/shipper-stats-view';
import { useOrderActions } from '../components/use-order-actions';
import { messages } from '../messages';
import {
  refreshShipperStats,
  useOrderList,
  useSavingOrders,
  useShipperStats,
} from '../store/orders-store';

const breadcrumbs = [{ label: messages.breadcrumb.store }, { label: messages.breadcrumb.orders }];
/** The list's query; none while the statistics show. */
const toPageQuery = (filters: OrderFilters, page: number) =>
  filters.view === ViewMode.STATS ? null : toListQuery(filters, page, ORDERS_PAGE_SIZE);
/** This answer's total is in its first `pageInfo`. */
const rowsOf = (answer: OrderListAnswer) => ({
  rows: answer.data,
  total: answer.pageInfo[0]?.total ?? 0,
});

/** `/dashboard/order`: 'Quản lý đơn hàng', the order list or the per-shipper statistics, filtered from the URL. */
export function OrdersScreen() {
  const { filters, setFilters, resetFilters, list, table } = useListPage(orderFiltersSchema, {
    toQuery: toPageQuery,
    useList: useOrderList,
    pageSize: ORDERS_PAGE_SIZE,
    rowsOf,
  });
  const statsMode = filters.view === ViewMode.STATS;
  const statsQuery = useMemo(() => toStatsQuery(filters), [filters]);

  const stats = useShipperStats(statsMode ? statsQuery : null);
  const saving = useSavingOrders();
  const { chooseStatus, runAction } = useOrderActions();

  return (
    <ListScreen
      title={messages.title}
      breadcrumbs={breadcrumbs}
      actions={
        statsMode ? undefined : (
          <ExportButton path={ordersExportPath} query={toListQuery(filters, 1, ORDERS_PAGE_SIZE)} />
        )
      }
      filters={
        <OrdersFilterPanel filters={filters} setFilters={setFilters} onReset={resetFilters} />
      }
    >
      {statsMode ? (
        <ShipperStatsView
          rows={stats.data?.data.data}
          loading={stats.loading}
          onRefresh={() => void refreshShipperStats(statsQuery)}
        />
      ) : (
        <>
          {list.data?.pageInfo[0]?.exact === false && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {messages.estimatedTotal(table.rowCount)}
            </Typography>
          )}
          <OrdersTable
            {...table}
            saving={saving}
            onChooseStatus={chooseStatus}
            onAction={runAction}
          />
        </>
      )}
    </ListScreen>
  );
}
