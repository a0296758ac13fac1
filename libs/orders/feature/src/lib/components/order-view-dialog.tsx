import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import {
  paymentMethodLabels,
  unpaidReasonLabels,
  type OrderListItem,
  type PaymentMethod,
  type UnpaidReason,
} from '@app/orders-contract';
import { paths } from '@app/util-auth';
import { formatDateTime, formatMoney } from '@app/util-format';
import {
  ActionsDialog,
  DetailList,
  LiveRecordNotice,
  useLiveRecord,
  type DialogProps,
} from '@app/ui';
import { messages } from '../messages';
import { ordersStore, refreshOrder, useOrderDetail } from '../store/orders-store';
import { OrderLinesTable } from './order-lines-table';
import { orderStatusName } from './order-status';

const m = messages.view;
/** A part's heading: 'Khách hàng', 'Cửa hàng', 'Sản phẩm'. */
function Heading({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Typography
      variant="subtitle1"
      component="h3"
      sx={[{ fontWeight: 600, mb: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Typography>
  );
}

export interface OrderViewPayload {
  /** The row of the list; the dialog loads only the lines. */
  order: OrderListItem;
}

/**
 * 'Xem', the quick look: the customer, the shop (with the reason for non-payment), the lines and
 * the totals, 'Xem trang đơn hàng' (the order page, with its history) and 'In'.
 */
export function OrderViewDialog({ open, payload, onClose }: DialogProps<OrderViewPayload>) {
  // The row as opened; 'Tải lại' shows it as it is now when it changed elsewhere (issue 28).
  const [order, setOrder] = useState(payload.order);
  const stale = useLiveRecord('order', order._id, { status: order.status });
  const reload = async () => {
    const [now] = await Promise.all([
      refreshOrder(order._id),
      ordersStore.detail.getState().invalidate(),
    ]);
    if (now) setOrder(now);
  };
  const detail = useOrderDetail(order._id);
  // Absolute: the dialog is rendered by the shell's dialog service, not under the order route.
  const printHref = useHref(`${paths.order}/${order._id}/print`);
  const pagePath = `${paths.order}/${order._id}`;
  const pageHref = useHref(pagePath);
  const navigate = useNavigate();
  const lines = detail.data?.data.subOrders;
  const reason = order.payment.unpaidReason as UnpaidReason | null;

  // The two columns: who ordered, and the shop's side of the order.
  const parts = [
    {
      title: m.customer,
      fields: [
        { label: m.name, value: order.customer.name },
        { label: m.phone, value: order.customer.phone },
        { label: m.apartment, value: order.customer.apartment?.name },
        { label: m.floor, value: order.customer.apartment?.floor.name },
        { label: m.building, value: order.customer.apartment?.building.name },
        { label: m.note, value: order.note || m.none },
        {
          label: m.paymentMethod,
          value: paymentMethodLabels[order.paymentMethod as PaymentMethod] ?? order.paymentMethod,
        },
      ],
    },
    {
      title: m.shop,
      fields: [
        { label: m.name, value: order.shop.name },
        { label: m.phone, value: order.shop.phone },
        { label: m.shopNote, value: order.shopNote || m.none },
        {
          label: m.unpaidReason,
          value: reason !== null ? unpaidReasonLabels[reason] : m.none,
        },
        { label: m.createdAt, value: formatDateTime(order.createdAt) },
        { label: m.status, value: orderStatusName(order) },
      ],
    },
  ];

  return (
    <ActionsDialog
      open={open}
      onClose={onClose}
      title={m.title(order.orderCode)}
      width="wide"
      dividers
      dismissLabel={messages.close}
      actions={
        <>
          <Button
            href={pageHref}
            onClick={(event) => {
              // A plain click stays in the console; a middle or modified click opens a tab.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onClose();
              void navigate(pagePath);
            }}
          >
            {messages.page.open}
          </Button>
          <Button variant="contained" onClick={() => window.open(printHref, '_blank', 'noopener')}>
            {messages.print}
          </Button>
        </>
      }
    >
      <LiveRecordNotice stale={stale} message={m.changedElsewhere} onReload={reload} />
      <Grid container spacing={3}>
        {parts.map((part) => (
          <Grid key={part.title} size={{ xs: 12, md: 6 }}>
            <Heading>{part.title}</Heading>
            <DetailList empty={messages.unknown} fields={part.fields} />
          </Grid>
        ))}
      </Grid>
      <Heading sx={{ mt: 3 }}>{m.lines}</Heading>
      {lines ? (
        <OrderLinesTable lines={lines} />
      ) : (
        <CircularProgress size={24} aria-label={m.lines} />
      )}
      <DetailList
        sx={{ mt: 2, alignItems: 'flex-end' }}
        fields={[
          { label: m.total, value: <strong>{formatMoney(order.sellPrice)}</strong> },
          { label: m.credit, value: formatMoney(order.credit) },
          { label: m.prepaid, value: formatMoney(order.prepaid) },
          { label: m.cashDue, value: <strong>{formatMoney(order.cashDue)}</strong> },
        ]}
      />
    </ActionsDialog>
  );
}
