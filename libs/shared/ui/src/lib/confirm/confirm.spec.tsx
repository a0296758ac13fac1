import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render';
import { confirm } from './confirm-store';

describe('confirm()', () => {
  it('asks "Bạn có chắc muốn xóa?" with Có and Không and resolves true on Có', async () => {
    const user = userEvent.setup();
    renderWithUi(<div />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm();
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bạn có chắc muốn xóa?');
    await user.click(screen.getByRole('button', { name: 'Có' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves false on Không', async () => {
    const user = userEvent.setup();
    renderWithUi(<div />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({
        title: 'Hủy đơn hàng',
        message: 'Hủy đơn này?',
        confirmText: 'Hủy đơn',
        cancelText: 'Quay lại',
      });
    });
    expect(await screen.findByRole('dialog', { name: 'Hủy đơn hàng' })).toHaveTextContent(
      'Hủy đơn này?',
    );
    await user.click(screen.getByRole('button', { name: 'Quay lại' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on Escape', async () => {
    const user = userEvent.setup();
    renderWithUi(<div />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm();
    });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('shows queued requests one after the other', async () => {
    const user = userEvent.setup();
    renderWithUi(<div />);
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = confirm({ message: 'Câu hỏi 1' });
      second = confirm({ message: 'Câu hỏi 2' });
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Câu hỏi 1');
    await user.click(screen.getByRole('button', { name: 'Có' }));
    await expect(first).resolves.toBe(true);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Câu hỏi 2'));
    await user.click(screen.getByRole('button', { name: 'Không' }));
    await expect(second).resolves.toBe(false);
  });
});
