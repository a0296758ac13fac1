import { Role, type HistoryEntry } from '@app/contract';
import { OrderStatus, UnpaidReason } from '@app/orders-contract';
import { describeOrderChange } from './order-history';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  _id: '1',
  action: 'status',
  at: '2026-11-27T02:00:00.000Z',
  author: { _id: 'a'.repeat(24), name: 'Trần Thị Quản Lý', role: Role.ADMIN },
  fromStatus: OrderStatus.PENDING,
  toStatus: OrderStatus.CANCELED,
  reason: '',
  details: {},
  ...over,
});

describe('describeOrderChange', () => {
  it('says who changed the status from which to which, and why', () => {
    expect(describeOrderChange(entry({ reason: 'Khách đổi ý' }))).toBe(
      'Trần Thị Quản Lý (Quản trị viên) đổi trạng thái từ Chờ xác nhận sang Đã hủy — Lý do: Khách đổi ý',
    );
  });

  it('names an undo, a bulk change, a success’s unpaid reason, a reason edit and a note', () => {
    expect(
      describeOrderChange(
        entry({
          fromStatus: OrderStatus.WAITING_FOR_DELIVERY,
          toStatus: OrderStatus.PENDING,
          details: { undo: true },
        }),
      ),
    ).toBe(
      'Trần Thị Quản Lý (Quản trị viên) hoàn tác, đổi trạng thái từ Chờ giao hàng sang Chờ xác nhận',
    );
    expect(
      describeOrderChange(
        entry({
          author: { _id: 'b'.repeat(24), name: 'Lê Văn Vận Hành', role: Role.OPERATOR },
          fromStatus: OrderStatus.DELIVERY,
          toStatus: OrderStatus.SUCCESS,
          details: { bulk: true, unpaidReason: UnpaidReason.DEBIT },
        }),
      ),
    ).toBe(
      'Lê Văn Vận Hành (Ban quản lý tòa nhà) đổi trạng thái từ Đang giao sang Giao thành công (Nợ đơn) (đổi hàng loạt)',
    );
    expect(
      describeOrderChange(
        entry({
          fromStatus: OrderStatus.SUCCESS,
          toStatus: OrderStatus.SUCCESS,
          details: { unpaidReason: UnpaidReason.WIRE_TRANSFER_PENDING },
        }),
      ),
    ).toBe('Trần Thị Quản Lý (Quản trị viên) đổi lý do chưa thanh toán sang Chuyển khoản');
    expect(
      describeOrderChange(
        entry({
          action: 'note',
          fromStatus: null,
          toStatus: null,
          reason: 'Gọi trước',
          author: null,
        }),
      ),
    ).toBe('Hệ thống ghi chú: Gọi trước');
  });
});
