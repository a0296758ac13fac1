import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  orderStatusLabels,
  OrderStatus,
  orderStatusTransitions,
  UnpaidReason,
} from '@app/orders-contract';
import { UiProvider } from '@app/ui';
import { orderFixture } from '../orders.fixtures';
import { OrderStatusSelect } from './order-status-select';

const renderSelect = (status: number, unpaidReason: number | null = null, onChoose = jest.fn()) => {
  const order = orderFixture(1, { status, payment: { unpaidReason } });
  render(
    <UiProvider>
      <OrderStatusSelect order={order} onChoose={onChoose} />
    </UiProvider>,
  );
  return { order, onChoose };
};

describe('<OrderStatusSelect />', () => {
  it.each([
    OrderStatus.PENDING,
    OrderStatus.WAITING_FOR_DELIVERY,
    OrderStatus.DELIVERY,
    OrderStatus.RECEIVED,
    OrderStatus.SUCCESS,
  ])(
    'offers exactly the statuses the contract allows from %i, never the current one nor "Đã xóa"',
    async (status) => {
      const { order } = renderSelect(
        status,
        status === OrderStatus.SUCCESS ? UnpaidReason.DEBIT : null,
      );
      await userEvent.click(
        screen.getByRole('combobox', { name: `Trạng thái đơn ${order.orderCode}` }),
      );
      const options = within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .filter(
          (o) => o.getAttribute('aria-hidden') !== 'true' && getComputedStyle(o).display !== 'none',
        );
      expect(options.map((o) => o.textContent)).toEqual(
        orderStatusTransitions[status]
          .filter((s) => s !== OrderStatus.DELETED)
          .map((s) => orderStatusLabels[s]),
      );
    },
  );

  it.each([OrderStatus.CANCELED, OrderStatus.DELETED, OrderStatus.FINISHED])(
    'shows a tag and no dropdown for status %i',
    (status) => {
      renderSelect(status);
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(screen.getByText(orderStatusLabels[status as OrderStatus])).toBeInTheDocument();
    },
  );

  it('shows the reason name for a success order with an unpaid reason', () => {
    renderSelect(OrderStatus.SUCCESS, UnpaidReason.WIRE_TRANSFER_PENDING);
    expect(screen.getByRole('combobox')).toHaveTextContent('Chuyển khoản');
  });

  it('shows the status name for a success order without a reason', () => {
    renderSelect(OrderStatus.SUCCESS, null);
    expect(screen.getByRole('combobox')).toHaveTextContent('Giao thành công');
  });

  it('mounts the list of choices only when opened, and closes it after a choice', async () => {
    const { onChoose } = renderSelect(OrderStatus.PENDING);
    const box = screen.getByRole('combobox');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Đang giao' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens with the arrow keys', async () => {
    renderSelect(OrderStatus.PENDING);
    screen.getByRole('combobox').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('hands the chosen status to the caller', async () => {
    const { onChoose } = renderSelect(OrderStatus.PENDING);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Đang giao' }));
    expect(onChoose).toHaveBeenCalledWith(OrderStatus.DELIVERY);
  });
});
