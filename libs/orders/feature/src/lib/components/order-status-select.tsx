import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { memo, useState, type KeyboardEvent } from 'react';

import { type OrderListItem, orderStatusLabels, type OrderStatus } from '@app/orders-contract';
import { cellIcons, StatusTag } from '@app/ui';
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
 *
 * The closed dropdown is a plain button (a select-only combobox, styled by the order table's
 * `.order-status-select`); the list of choices mounts when it opens. A full MUI `Select` in each
 * of the page's rows was most of the cost of a page change.
 */
export const OrderStatusSelect = memo(function OrderStatusSelect({
  order,
  onChoose,
  disabled,
}: OrderStatusSelectProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
  const label = messages.statusOf(order.orderCode);
  const openOnKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setAnchor(event.currentTarget);
    }
  };
  return (
    <>
      <button
        type="button"
        role="combobox"
        className="order-status-select"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={anchor ? 'true' : 'false'}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={openOnKey}
      >
        <span>{current}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={cellIcons.arrowDropDown} />
        </svg>
      </button>
      {anchor && (
        <Menu
          open
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          slotProps={{ list: { role: 'listbox', 'aria-label': label } }}
        >
          {choices.map((status) => (
            <MenuItem
              key={status}
              role="option"
              aria-selected={false}
              onClick={() => {
                setAnchor(null);
                onChoose(status);
              }}
            >
              {orderStatusLabels[status]}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
});
