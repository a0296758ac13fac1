import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useHref } from 'react-router';
import {
  paymentMethodLabels,
  unpaidReasonLabels,
  type OrderListItem,
  type PaymentMethod,
  type UnpaidReason,
} from '@app/orders-contract';
import { paths } from '@app/util-auth';
import { formatDateTime, formatMoney } from '@app/util-format';
import { modalPaper, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { useOrderDetail } from '../store/orders-store';
import { OrderLinesTable } from './order-lines-table';
import { orderStatusName } from './order-status';

const m = messages.view;
const orUnknown = (text: string | null | undefined) => (text ? text : messages.unknown);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 150 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

export interface OrderViewPayload {
  /** The row of the list; the dialog loads only the lines. */
  order: OrderListItem;
}

/** 'Xem': the customer, the shop (with the reason for non-payment), the lines and the totals, and 'In'. */
export function OrderViewDialog({
  open,
  payload: { order },
  onClose,
}: DialogProps<OrderViewPayload>) {
  const detail = useOrderDetail(order._id);
  // Absolute: the dialog is rendered by the shell's dialog service, not under the order route.
  const printHref = useHref(`${paths.order}/${order._id}/print`);
  const lines = detail.data?.data.subOrders;
  const reason = order.payment.unpaidReason as UnpaidReason | null;

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.wide } }}
      aria-labelledby="order-view-title"
    >
      <DialogTitle id="order-view-title">{m.title(order.orderCode)}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {m.customer}
            </Typography>
            <Stack spacing={0.5}>
              <Field label={m.name}>{orUnknown(order.customer.name)}</Field>
              <Field label={m.phone}>{orUnknown(order.customer.phone)}</Field>
              <Field label={m.apartment}>{orUnknown(order.customer.apartment?.name)}</Field>
              <Field label={m.floor}>{orUnknown(order.customer.apartment?.floor.name)}</Field>
              <Field label={m.building}>{orUnknown(order.customer.apartment?.building.name)}</Field>
              <Field label={m.note}>{order.note || m.none}</Field>
              <Field label={m.paymentMethod}>
                {paymentMethodLabels[order.paymentMethod as PaymentMethod] ?? order.paymentMethod}
              </Field>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {m.shop}
            </Typography>
            <Stack spacing={0.5}>
              <Field label={m.name}>{orUnknown(order.shop.name)}</Field>
              <Field label={m.phone}>{orUnknown(order.shop.phone)}</Field>
              <Field label={m.shopNote}>{order.shopNote || m.none}</Field>
              <Field label={m.unpaidReason}>
                {reason !== null ? unpaidReasonLabels[reason] : m.none}
              </Field>
              <Field label={m.createdAt}>{formatDateTime(order.createdAt)}</Field>
              <Field label={m.status}>{orderStatusName(order)}</Field>
            </Stack>
          </Grid>
        </Grid>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
          {m.lines}
        </Typography>
        {lines ? (
          <OrderLinesTable lines={lines} />
        ) : (
          <CircularProgress size={24} aria-label={m.lines} />
        )}
        <Stack spacing={0.5} sx={{ mt: 2, alignItems: 'flex-end' }}>
          <Field label={m.total}>
            <strong>{formatMoney(order.sellPrice)}</strong>
          </Field>
          <Field label={m.credit}>{formatMoney(order.credit)}</Field>
          <Field label={m.prepaid}>{formatMoney(order.prepaid)}</Field>
          <Field label={m.cashDue}>
            <strong>{formatMoney(order.cashDue)}</strong>
          </Field>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{messages.close}</Button>
        <Button variant="contained" onClick={() => window.open(printHref, '_blank', 'noopener')}>
          {messages.print}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
