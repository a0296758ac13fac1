import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ORDERS_PAGE_SIZE } from '@app/orders-contract';
import { ListScreenLayout, PageHeader, useUrlFilters } from '@app/ui';
import { OrdersFilterPanel } from '../components/orders-filter-panel';
import {
  orderFiltersSchema,
  toListQuery,
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
const noRows: never[] = [];

/** `/dashboard/order`: 'Quản lý đơn hàng', the order list or the per-shipper statistics, filtered from the URL. */
export function OrdersScreen() {
  const { filters, page, setFilters, setPage, resetFilters } = useUrlFilters(orderFiltersSchema);
  const statsMode = filters.view === ViewMode.STATS;
  const listQuery = useMemo(() => toListQuery(filters, page, ORDERS_PAGE_SIZE), [filters, page]);
  const statsQuery = useMemo(() => toStatsQuery(filters), [filters]);

  const list = useOrderList(statsMode ? null : listQuery);
  const stats = useShipperStats(statsMode ? statsQuery : null);
  const saving = useSavingOrders();
  const { chooseStatus, runAction } = useOrderActions();
  const total = list.data?.pageInfo[0]?.total ?? 0;

  return (
    <>
      <PageHeader title={messages.title} breadcrumbs={breadcrumbs} />
      <ListScreenLayout
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
                {messages.estimatedTotal(total)}
              </Typography>
            )}
            <OrdersTable
              rows={list.data?.data ?? noRows}
              total={total}
              page={page}
              pageSize={ORDERS_PAGE_SIZE}
              loading={list.loading}
              saving={saving}
              onPageChange={setPage}
              onChooseStatus={chooseStatus}
              onAction={runAction}
            />
          </>
        )}
      </ListScreenLayout>
    </>
  );
}
