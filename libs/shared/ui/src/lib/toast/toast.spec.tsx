import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render';
import { toast, useToastStore } from './toast-store';

describe('toast', () => {
  afterEach(() => {
    act(() => useToastStore.getState().clear());
    jest.useRealTimers();
  });

  it('shows a success toast with its title and message', () => {
    renderWithUi(<div />);
    act(() => {
      toast.success('Cập nhật đơn hàng thành công!', 'Thành công');
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Thành công');
    expect(alert).toHaveTextContent('Cập nhật đơn hàng thành công!');
  });

  it('stacks several toasts', () => {
    renderWithUi(<div />);
    act(() => {
      toast.error('Không thể tải danh sách');
      toast.info('Đang xử lý');
      toast.warning('Sắp hết phiên');
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Không thể tải danh sách',
      'Đang xử lý',
      'Sắp hết phiên',
    ]);
  });

  it('closes a toast with its close button', async () => {
    const user = userEvent.setup();
    renderWithUi(<div />);
    act(() => {
      toast.info('Đã lưu');
    });
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByText('Đã lưu')).not.toBeInTheDocument());
  });

  it('hides a success toast after about 4 seconds and an error toast after about 6', () => {
    jest.useFakeTimers();
    renderWithUi(<div />);
    act(() => {
      toast.success('Gửi thông báo thành công');
      toast.error('Lỗi máy chủ');
    });
    act(() => jest.advanceTimersByTime(4100));
    act(() => jest.advanceTimersByTime(500)); // the exit transition
    expect(screen.queryByText('Gửi thông báo thành công')).not.toBeInTheDocument();
    expect(screen.getByText('Lỗi máy chủ')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1500));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Lỗi máy chủ')).not.toBeInTheDocument();
  });

  it('offers an action ("Hoàn tác") for its own duration, runs it once and closes', async () => {
    jest.useFakeTimers();
    const run = jest.fn();
    renderWithUi(<div />);
    act(() => {
      toast.withAction(
        'Đơn hàng đã chuyển sang "Chờ giao hàng".',
        { label: 'Hoàn tác', run },
        10_000,
      );
    });
    // Past a success toast's 4 s, before its own 10 s: still there.
    act(() => jest.advanceTimersByTime(6000));
    const button = screen.getByRole('button', { name: 'Hoàn tác' });
    jest.useRealTimers();
    await userEvent.click(button);
    expect(run).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Hoàn tác' })).not.toBeInTheDocument(),
    );
  });

  it('closes an action toast by itself once its duration is over', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    renderWithUi(<div />);
    act(() => {
      toast.withAction('Đã đổi', { label: 'Hoàn tác', run }, 10_000);
    });
    act(() => jest.advanceTimersByTime(10_100));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Đã đổi')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });
});
