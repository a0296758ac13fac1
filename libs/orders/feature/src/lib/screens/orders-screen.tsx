import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ORDERS_PAGE_SIZE } from '@app/orders-contract';
import { CallStatus } from '@app/data-access-api';
import { ListScreenLayout, PageHeader, useUrlFilters } from '@app/ui';
import { OrdersFilterPanel } from '../components/orders-filter-panel';
import { orderFilterSpec, toListQuery, toStatsQuery, ViewMode } from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';
import { ShipperStatsView } from '../components/shipper-stats-view';
import { useOrderActions } from '../components/use-order-actions';
import { messages } from '../messages';
import { queryKeyOf, useOrdersStore } from '../store/orders-store';

const breadcrumbs = [{ label: messages.breadcrumb.store }, { label: messages.breadcrumb.orders }];

/** `/dashboard/order`: 'Quản lý đơn hàng', the order list or the per-shipper statistics, filtered from the URL. */
export function OrdersScreen() {
  const { filters, page, setFilters, setPage, resetFilters } = useUrlFilters(orderFilterSpec);
  const statsMode = filters.view === ViewMode.STATS;
  const listQuery = useMemo(() => toListQuery(filters, page, ORDERS_PAGE_SIZE), [filters, page]);
  const statsQuery = useMemo(() => toStatsQuery(filters), [filters]);

  const { rows, total, exact, status, saving, load, stats, statsStatus, loadStats } =
    useOrdersStore(
      useShallow((s) => ({
        rows: s.rows,
        total: s.total,
        exact: s.exact,
        status: s.status,
        saving: s.saving,
        load: s.load,
        stats: s.stats,
        statsStatus: s.statsStatus,
        loadStats: s.loadStats,
      })),
    );
  const { chooseStatus, runAction, dialogs } = useOrderActions();

  useEffect(() => {
    if (statsMode) void loadStats(statsQuery);
    else void load(listQuery);
  }, [statsMode, listQuery, statsQuery, load, loadStats]);

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
            rows={stats[queryKeyOf(statsQuery)]?.rows}
            loading={statsStatus === CallStatus.PENDING}
            onRefresh={() => void loadStats(statsQuery, { force: true })}
          />
        ) : (
          <>
            {!exact && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {messages.estimatedTotal(total)}
              </Typography>
            )}
            <OrdersTable
              rows={rows}
              total={total}
              page={page}
              pageSize={ORDERS_PAGE_SIZE}
              loading={status === CallStatus.PENDING}
              saving={saving}
              onPageChange={setPage}
              onChooseStatus={chooseStatus}
              onAction={runAction}
            />
          </>
        )}
      </ListScreenLayout>
      {dialogs}
    </>
  );
}
