import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { OrderListAnswer } from '@app/orders-contract';
import { ListScreen, useListPage } from '@app/ui';
import { ordersExport } from '../api/orders-api';
import { OrdersFilterPanel } from '../components/orders-filter-panel';
import { orderList, toStatsQuery, ViewMode } from '../components/order-filters';
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
/** This answer's total is in its first `pageInfo`. */
const rowsOf = (answer: OrderListAnswer) => ({
  rows: answer.data,
  total: answer.pageInfo[0]?.total ?? 0,
});

/** `/dashboard/order`: 'Quản lý đơn hàng', the order list or the per-shipper statistics, filtered from the URL. */
export function OrdersScreen() {
  const { filters, setFilters, resetFilters, activeFilters, query, list, table } = useListPage(
    orderList,
    {
      useList: useOrderList,
      rowsOf,
    },
  );
  const statsMode = filters.view === ViewMode.STATS;
  const statsQuery = useMemo(() => toStatsQuery(filters), [filters]);

  const stats = useShipperStats(statsMode ? statsQuery : null);
  const saving = useSavingOrders();
  const { chooseStatus, runAction } = useOrderActions();

  return (
    <ListScreen
      title={messages.title}
      breadcrumbs={breadcrumbs}
      exportFrom={query ? ordersExport(query) : undefined}
      filters={
        <OrdersFilterPanel
          filters={filters}
          setFilters={setFilters}
          onReset={resetFilters}
          active={activeFilters}
        />
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
