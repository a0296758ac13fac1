import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from './testing/render';
import { EmptyState } from './empty-state';
import { LockedFeature } from './locked-feature';
import { StatusTag } from './status-tag';
import { adminTheme } from './theme';
import { ActionMenu } from './action-menu';
import { IconAction } from './icon-action';

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
  // Theme colours are the CSS variables of the scheme on screen (light or dark), which jsdom keeps
  // as written: the style is read as text.
  it('shows its label with a theme colour of the scheme on screen', () => {
    renderWithUi(<StatusTag label="Chờ xác nhận" color="warning" />);
    const style = screen.getByText('Chờ xác nhận').getAttribute('style');
    expect(style).toContain('background-color: var(--mui-palette-warning-main)');
    expect(style).toContain('color: var(--mui-palette-warning-contrastText)');
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
    const style = screen.getByText('Đã hủy').getAttribute('style');
    expect(style).toContain('border: 1px solid var(--mui-palette-error-main)');
    expect(style).toContain('color: var(--mui-palette-error-main)');
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

describe('<IconAction />', () => {
  it('is named by its label and shows it as a tooltip, also when disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithUi(<IconAction label="Ảnh sau">›</IconAction>);
    const button = screen.getByRole('button', { name: 'Ảnh sau' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ảnh sau');
    await user.unhover(button);
    rerender(
      <IconAction label="Ảnh trước" disabled>
        ‹
      </IconAction>,
    );
    expect(screen.getByRole('button', { name: 'Ảnh trước' })).toBeDisabled();
  });
});

describe('the palette', () => {
  // WCAG 1.4.3: status tags carry white text on the palette's colours, and the colours are text.
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: string, b: string) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x! + 0.05) / (y! + 0.05);
  };
  it.each(['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const)(
    '%s reads at 4.5:1 with white, on white and on the page',
    (name) => {
      const main = adminTheme.palette[name].main;
      expect(adminTheme.palette[name].contrastText).toBe('#fff');
      expect(ratio(main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(ratio(main, adminTheme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
