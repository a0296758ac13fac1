import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from './testing/render';
import { DetailList } from './detail-list';
import { ActionsDialog } from './dialogs/actions-dialog';

describe('<DetailList />', () => {
  it('shows each label beside its value, leaves out the lines given as false', () => {
    renderWithUi(
      <DetailList
        fields={[
          { label: 'Tên', value: 'Lan' },
          false,
          { label: 'Số tiền', value: <strong>10.000 ₫</strong> },
        ]}
      />,
    );
    expect(screen.getByText('Tên').nextElementSibling).toHaveTextContent('Lan');
    expect(screen.getByText('Số tiền').nextElementSibling).toHaveTextContent('10.000 ₫');
    expect(screen.getAllByText(/./)).toHaveLength(4);
  });

  it('shows the empty text in place of a missing value', () => {
    renderWithUi(
      <DetailList
        empty="Không xác định"
        fields={[
          { label: 'Email', value: '' },
          { label: 'Căn hộ', value: undefined },
        ]}
      />,
    );
    expect(screen.getAllByText('Không xác định')).toHaveLength(2);
  });
});

describe('<ActionsDialog />', () => {
  it('is named by its title and closes by its dismiss button', async () => {
    const onClose = jest.fn();
    renderWithUi(
      <ActionsDialog
        open
        onClose={onClose}
        title="Đơn hàng #1"
        width="wide"
        dismissLabel="Đóng"
        actions={<button type="button">In</button>}
      >
        nội dung
      </ActionsDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Đơn hàng #1' });
    expect(dialog).toHaveTextContent('nội dung');
    expect(screen.getByRole('button', { name: 'In' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalledWith();
  });
});
