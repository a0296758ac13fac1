import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from './testing/render';
import { EmptyState } from './empty-state';
import { LockedFeature } from './locked-feature';
import { StatusTag } from './status-tag';
import { adminTheme } from './theme';
import { ActionMenu } from './action-menu';

describe('<EmptyState />', () => {
  it('says "Không có dữ liệu" by default', () => {
    renderWithUi(<EmptyState />);
    expect(screen.getByRole('status')).toHaveTextContent('Không có dữ liệu');
  });

  it('shows its own message', () => {
    renderWithUi(<EmptyState message="Chưa có sản phẩm" />);
    expect(screen.getByText('Chưa có sản phẩm')).toBeInTheDocument();
  });
});

describe('<LockedFeature />', () => {
  it('shows "Chức năng bị khóa" and the role message by default', () => {
    renderWithUi(<LockedFeature />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Chức năng bị khóa');
    expect(alert).toHaveTextContent('Thiết lập là không khả dụng đối với vai trò này!');
  });

  it('shows a given message', () => {
    renderWithUi(
      <LockedFeature message="Thông tin cư trú không xác định đối với tài khoản này!" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Thông tin cư trú không xác định đối với tài khoản này!',
    );
  });
});

describe('<StatusTag />', () => {
  it('shows its label with a theme colour', () => {
    renderWithUi(<StatusTag label="Chờ xác nhận" color="warning" />);
    expect(screen.getByText('Chờ xác nhận')).toHaveStyle({
      backgroundColor: adminTheme.palette.warning.main,
      color: adminTheme.palette.warning.contrastText,
    });
  });

  it('accepts a CSS colour', () => {
    renderWithUi(<StatusTag label="Báo cháy" color="#d32f2f" />);
    expect(screen.getByText('Báo cháy')).toHaveStyle({
      backgroundColor: '#d32f2f',
      color: adminTheme.palette.getContrastText('#d32f2f'),
    });
  });

  it('draws an outlined tag with its colour as border and text', () => {
    renderWithUi(<StatusTag label="Đã hủy" color="error" variant="outlined" />);
    expect(screen.getByText('Đã hủy')).toHaveStyle({
      border: `1px solid ${adminTheme.palette.error.main}`,
      color: adminTheme.palette.error.main,
    });
  });
});

describe('<ActionMenu />', () => {
  it('lists the visible actions and runs the chosen one', async () => {
    const user = userEvent.setup();
    const onView = jest.fn();
    const onNote = jest.fn();
    renderWithUi(
      <ActionMenu
        items={[
          { label: 'Xem', onClick: onView },
          { label: 'Ghi chú', onClick: onNote, hidden: true },
          { label: 'Xóa', onClick: jest.fn(), color: 'error' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Thao tác' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Xem', 'Xóa']);
    await user.click(screen.getByRole('menuitem', { name: 'Xem' }));
    expect(onView).toHaveBeenCalledTimes(1);
    expect(onNote).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('renders nothing when every action is hidden', () => {
    renderWithUi(<ActionMenu items={[{ label: 'Ghi chú', onClick: jest.fn(), hidden: true }]} />);
    expect(screen.queryByRole('button', { name: 'Thao tác' })).not.toBeInTheDocument();
  });
});
