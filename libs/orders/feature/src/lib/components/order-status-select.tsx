import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { orderStatusLabels, type OrderListItem, type OrderStatus } from '@app/orders-contract';
import { StatusTag } from '@app/ui';
import { messages } from '../messages';
import { orderStatusColors, orderStatusName, statusChoices } from './order-status';

export interface OrderStatusSelectProps {
  order: OrderListItem;
  /** Called with the status the user chose; the caller asks for a note or a reason first when needed. */
  onChoose: (target: OrderStatus) => void;
  disabled?: boolean;
}

/**
 * The status cell of the order list. A dropdown while the order is pending, waiting for delivery,
 * in delivery, received or successful, offering the statuses the contract's table allows; a tag
 * otherwise. A success order with an unpaid reason shows the reason's name.
 */
export function OrderStatusSelect({ order, onChoose, disabled }: OrderStatusSelectProps) {
  const choices = statusChoices(order.status);
  const current = orderStatusName(order);
  if (choices.length === 0) {
    return (
      <StatusTag
        label={current}
        color={orderStatusColors[order.status as OrderStatus] ?? 'default'}
      />
    );
  }
  return (
    <TextField
      select
      size="small"
      value={String(order.status)}
      disabled={disabled}
      onChange={(event) => onChoose(Number(event.target.value) as OrderStatus)}
      slotProps={{
        htmlInput: { 'aria-label': messages.statusOf(order.orderCode) },
        select: { renderValue: () => current },
      }}
      sx={{ width: 156, '& .MuiSelect-select': { py: 0.75, fontSize: 14 } }}
    >
      <MenuItem value={String(order.status)} sx={{ display: 'none' }}>
        {current}
      </MenuItem>
      {choices.map((status) => (
        <MenuItem key={status} value={String(status)}>
          {orderStatusLabels[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
