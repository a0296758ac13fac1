import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { OrderListAnswer, OrderListItem } from '@app/orders-contract';
import {
  BulkActionBar,
  BulkResultDialog,
  ListScreen,
  NewRowsBar,
  useBulkSelection,
  useDialogs,
  useListPage,
  useLiveRows,
} from '@app/ui';
import { ordersExport } from '../api/orders-api';
import { isBulkChangeable } from '../components/order-status';
import { OrdersFilterPanel } from '../components/orders-filter-panel';
import { orderList, toStatsQuery, ViewMode } from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';
import { useOrderActions } from '../components/use-order-actions';
import { messages } from '../messages';
import {
  refreshOrder,
  refreshShipperStats,
  reloadOrders,
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

// The bulk confirmation loads when it first opens: it is not part of the list.
const BulkStatusDialog = lazy(() =>
  import('../components/bulk-status-dialog').then((m) => ({ default: m.BulkStatusDialog })),
);
// The shipper statistics (a view the filter panel switches to) load when first shown.
const ShipperStatsView = lazy(() =>
  import('../components/shipper-stats-view').then((m) => ({ default: m.ShipperStatsView })),
);
const codeOf = (order: OrderListItem) => order.orderCode;
// The batch print (route sheet, slips, print stylesheet) loads on its first use.
const slipsPrint = () => import('../components/slips-print');

/**
 * 'In phiếu (N)' of the selected orders and 'In phiếu theo tầng' (the list's building, or one
 * chosen, then a floor): one call, one document, one click to the print dialog.
 */
function useSlipsPrint(selected: readonly OrderListItem[], buildingId: string | undefined) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (job: (print: Awaited<ReturnType<typeof slipsPrint>>) => unknown) => {
      setBusy(true);
      try {
        await job(await slipsPrint());
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  const ids = useMemo(() => selected.map((order) => order._id), [selected]);
  return {
    busy,
    printChosen: useCallback(() => void run((p) => p.printChosen(ids)), [run, ids]),
    printFloor: useCallback(() => void run((p) => p.printFloor(buildingId)), [run, buildingId]),
  };
}

/** The order page's code and its preload, for the routes (see order-page-preload.ts). */
export { loadOrderScreen, preloadOrderPage } from '../order-page-preload';

/**
 * 'Đổi trạng thái' of the selected orders: the confirmation with the new status, the one call, then
 * the list loads again and the result lists every order, changed or refused with the server's reason.
 */
function useBulkStatusChange(selected: readonly OrderListItem[], clear: () => void) {
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    if (selected.length === 0) return;
    setBusy(true);
    try {
      const answer = await dialogs.open(BulkStatusDialog, { orders: selected });
      if (!answer) return;
      clear();
      reloadOrders();
      const labels = Object.fromEntries(selected.map((order) => [order._id, codeOf(order)]));
      await dialogs.open(BulkResultDialog, { title: messages.bulk.statusTitle, answer, labels });
    } finally {
      setBusy(false);
    }
  }, [dialogs, selected, clear]);
  const actions = useMemo(
    () => [{ label: messages.bulk.changeStatus, onClick: () => void run() }],
    [run],
  );
  return { actions, busy };
}

/** `/dashboard/order`: 'Quản lý đơn hàng', the order list or the per-shipper statistics, filtered from the URL. */
export function OrdersScreen() {
  const { filters, setFilters, resetFilters, activeFilters, preview, query, list, table } =
    useListPage(orderList, {
      useList: useOrderList,
      rowsOf,
    });
  const statsMode = filters.view === ViewMode.STATS;
  const statsQuery = useMemo(() => toStatsQuery(filters), [filters]);

  const stats = useShipperStats(statsMode ? statsQuery : null);
  const saving = useSavingOrders();
  const { chooseStatus, runAction } = useOrderActions();
  const selection = useBulkSelection({
    rows: table.rows,
    isSelectable: isBulkChangeable,
    resetKey: query,
  });
  const { selected, clear } = selection;
  const bulk = useBulkStatusChange(selected, clear);
  const slips = useSlipsPrint(selected, filters.buildingId);
  const bulkActions = useMemo(
    () => [
      ...bulk.actions,
      { label: messages.slips.printSelected(selected.length), onClick: slips.printChosen },
    ],
    [bulk.actions, selected.length, slips.printChosen],
  );
  // Live (issue 28): an order changed elsewhere repaints in place; a new one of the statuses and
  // building filtered on is announced.
  const live = useLiveRows({
    kind: 'order',
    table,
    list,
    reload: reloadOrders,
    refreshRow: refreshOrder,
    status: filters.pkgStatusNumber,
    building: filters.buildingId,
    resetKey: query,
  });

  // The header's parts keep their identity while they do not change: a page change re-renders
  // no part of the header (issue 31 item 2, "render only what changed").
  const exportFrom = useMemo(() => (query ? ordersExport(query) : undefined), [query]);
  const headerActions = useMemo(
    () =>
      statsMode ? undefined : (
        <Button variant="outlined" onClick={slips.printFloor} disabled={slips.busy}>
          {messages.slips.printFloor}
        </Button>
      ),
    [statsMode, slips.printFloor, slips.busy],
  );

  return (
    <ListScreen
      title={messages.title}
      breadcrumbs={breadcrumbs}
      exportFrom={exportFrom}
      actions={headerActions}
      filters={
        <OrdersFilterPanel
          filters={filters}
          setFilters={setFilters}
          onReset={resetFilters}
          active={activeFilters}
          onPreview={preview}
        />
      }
    >
      {statsMode ? (
        <Suspense
          fallback={
            <Typography role="status" sx={{ color: 'text.secondary' }}>
              {messages.stats.loading}
            </Typography>
          }
        >
          <ShipperStatsView
            rows={stats.data?.data.data}
            loading={stats.loading}
            onRefresh={() => void refreshShipperStats(statsQuery)}
          />
        </Suspense>
      ) : (
        <>
          {list.data?.pageInfo[0]?.exact === false && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {messages.estimatedTotal(table.rowCount)}
            </Typography>
          )}
          <BulkActionBar
            count={selected.length}
            actions={bulkActions}
            onClear={clear}
            busy={bulk.busy || slips.busy}
          />
          <NewRowsBar {...live} />
          <OrdersTable
            {...table}
            selection={selection.tableProps}
            saving={saving}
            onChooseStatus={chooseStatus}
            onAction={runAction}
          />
        </>
      )}
    </ListScreen>
  );
}
