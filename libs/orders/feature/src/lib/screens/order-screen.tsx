import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useHref, useParams } from 'react-router';
import {
  canEditShopNote,
  OrderStatus,
  paymentMethodLabels,
  PaymentMethod,
  unpaidReasonLabels,
  type OrderDetail,
  type UnpaidReason,
} from '@app/orders-contract';
import { paths, usePageTitle } from '@app/util-auth';
import { formatDateTime, formatMoney } from '@app/util-format';
import { DetailList, HistorySection, LiveRecordNotice, PageHeader, useLiveRecord } from '@app/ui';
import { describeOrderChange } from '../components/order-history';
import { OrderLinesTable } from '../components/order-lines-table';
import { canDeleteOrder, orderStatusName } from '../components/order-status';
import { OrderStatusSelect } from '../components/order-status-select';
import { useOrderActions } from '../components/use-order-actions';
import { messages } from '../messages';
import { ordersStore, reloadOrder, useOrderDetail, useSavingOrders } from '../store/orders-store';

const m = messages.view;
const p = messages.page;

/** One block of the page: a heading and its lines. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * What the data says of the payment (docs/decisions/orders.md, "The order page"): nothing collected
 * for a cancelled or deleted order, the unpaid reason of a success, 'Đã hoàn thành' once finished,
 * else what the shipper collects (nothing for the non-cash methods, as the slip says).
 */
export function paymentState(order: OrderDetail): string {
  const reason = order.payment.unpaidReason as UnpaidReason | null;
  if (order.status === OrderStatus.CANCELED) return p.state.canceled;
  if (order.status === OrderStatus.DELETED) return p.state.deleted;
  if (order.status === OrderStatus.SUCCESS && reason !== null && unpaidReasonLabels[reason])
    return p.state.unpaid(unpaidReasonLabels[reason]);
  if (order.status === OrderStatus.FINISHED) return p.state.finished;
  const nonCash =
    order.paymentMethod === PaymentMethod.WIRE_TRANSFER ||
    order.paymentMethod === PaymentMethod.BEEBOX_PAY;
  return nonCash || order.cashDue <= 0
    ? p.state.noCash
    : p.state.collect(formatMoney(order.cashDue));
}

/** The order's page once loaded: its actions, its blocks, its lines and its history. */
function OrderPage({ order }: { order: OrderDetail }) {
  const { chooseStatus, runAction } = useOrderActions();
  const saving = useSavingOrders();
  const printHref = useHref(`${paths.order}/${order._id}/print`);
  const reason = order.payment.unpaidReason as UnpaidReason | null;
  const busy = Boolean(saving[order._id]);
  // Issue 28: changed elsewhere while open; a change made anyway is refused by the server (409).
  const stale = useLiveRecord('order', order._id, { status: order.status, busy });
  const place = order.apartment
    ? p.place(
        order.apartment.name,
        order.floor?.name ?? messages.unknown,
        order.building?.name ?? messages.unknown,
      )
    : order.building?.name;

  return (
    <>
      <PageHeader
        title={p.title(order.orderCode)}
        breadcrumbs={[
          { label: messages.breadcrumb.store },
          { label: messages.breadcrumb.orders, to: paths.order },
          { label: order.orderCode },
        ]}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ '& .order-status-select': statusSelectSx }}>
              <OrderStatusSelect
                order={order}
                disabled={busy}
                onChoose={(target) => chooseStatus(order, target)}
              />
            </Box>
            {canEditShopNote(order.status as OrderStatus) && (
              <Button variant="outlined" disabled={busy} onClick={() => runAction(order, 'note')}>
                {messages.actions.note}
              </Button>
            )}
            {order.status === OrderStatus.SUCCESS && (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => runAction(order, 'editReason')}
              >
                {messages.actions.editReason}
              </Button>
            )}
            {canDeleteOrder(order.status) && (
              <Button
                variant="outlined"
                color="error"
                disabled={busy}
                onClick={() => runAction(order, 'delete')}
              >
                {messages.actions.delete}
              </Button>
            )}
            <Button
              variant="contained"
              onClick={() => window.open(printHref, '_blank', 'noopener')}
            >
              {messages.print}
            </Button>
          </Stack>
        }
      />
      <LiveRecordNotice stale={stale} message={m.changedElsewhere} onReload={reloadOrder} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block title={m.customer}>
            <DetailList
              empty={messages.unknown}
              fields={[
                { label: m.name, value: order.customer.name },
                { label: m.phone, value: order.customer.phone },
                { label: m.apartment, value: order.customer.apartment?.name },
                { label: m.floor, value: order.customer.apartment?.floor.name },
                { label: m.building, value: order.customer.apartment?.building.name },
                { label: m.note, value: order.note || m.none },
              ]}
            />
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block title={m.shop}>
            <DetailList
              empty={messages.unknown}
              fields={[
                { label: m.name, value: order.shop.name },
                { label: m.phone, value: order.shop.phone },
                { label: m.address, value: order.shop.address },
                { label: m.shopNote, value: order.shopNote || m.none },
                { label: m.createdAt, value: formatDateTime(order.createdAt) },
                { label: m.status, value: orderStatusName(order) },
              ]}
            />
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block title={p.delivery}>
            <DetailList
              empty={messages.unknown}
              fields={[
                { label: p.deliveryPlace, value: place },
                { label: p.shipper, value: order.shipper?.name ?? p.noShipper },
              ]}
            />
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block title={p.payment}>
            <DetailList
              empty={messages.unknown}
              fields={[
                {
                  label: m.paymentMethod,
                  value:
                    paymentMethodLabels[order.paymentMethod as PaymentMethod] ??
                    order.paymentMethod,
                },
                { label: p.paymentState, value: <strong>{paymentState(order)}</strong> },
                {
                  label: m.unpaidReason,
                  value: reason !== null ? unpaidReasonLabels[reason] : m.none,
                },
                { label: m.total, value: <strong>{formatMoney(order.sellPrice)}</strong> },
                { label: m.credit, value: formatMoney(order.credit) },
                { label: m.prepaid, value: formatMoney(order.prepaid) },
                { label: m.cashDue, value: <strong>{formatMoney(order.cashDue)}</strong> },
              ]}
            />
          </Block>
        </Grid>
        <Grid size={12}>
          <Block title={m.lines}>
            <OrderLinesTable lines={order.subOrders} />
          </Block>
        </Grid>
        <Grid size={12}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <HistorySection
              store={ordersStore.history}
              id={order._id}
              describe={describeOrderChange}
            />
          </Paper>
        </Grid>
      </Grid>
    </>
  );
}

/** The status dropdown's look outside the table (the table styles its own cells). */
const statusSelectSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: 180,
  height: 36,
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
  cursor: 'pointer',
  '&:disabled': { color: 'text.disabled', cursor: 'default' },
  '& span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& svg': { width: 24, height: 24, flexShrink: 0, fill: 'currentColor', color: 'action.active' },
} as const;

/**
 * `/dashboard/order/:id` (issue 29): everything the view dialog shows, plus the delivery place,
 * the shipper, the payment state and the history from the server's change log; the status, the
 * note, the unpaid reason and the deletion change here as in the list.
 */
export function OrderScreen() {
  const { id = '' } = useParams();
  const detail = useOrderDetail(id);
  const order = detail.data?.data;
  const shown = order && order._id === id ? order : undefined;
  // The tab names the order ('Đơn hàng DH… – Trang quản trị'), the list's name while it loads.
  usePageTitle(shown ? p.title(shown.orderCode) : messages.breadcrumb.orders);
  if (shown) return <OrderPage order={shown} />;
  return (
    <>
      <PageHeader
        title={messages.breadcrumb.orders}
        breadcrumbs={[
          { label: messages.breadcrumb.store },
          { label: messages.breadcrumb.orders, to: paths.order },
        ]}
      />
      <Typography role={detail.error ? 'alert' : 'status'}>
        {detail.error ? detail.error.message : p.loading}
      </Typography>
    </>
  );
}
