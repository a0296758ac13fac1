import { screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { renderWithUi } from './testing/render';
import { PageHeader } from './page-header';

describe('<PageHeader />', () => {
  it('shows the title as the page heading, the breadcrumb links and the actions', () => {
    renderWithUi(
      <PageHeader
        title="Quản lý đơn hàng"
        breadcrumbs={[{ label: 'Tổng quan', to: '/dashboard' }, { label: 'Đơn hàng' }]}
        actions={<Button>Xuất file</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Quản lý đơn hàng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tổng quan' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Đơn hàng')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Xuất file' })).toBeInTheDocument();
  });

  it('shows no breadcrumb trail when none is given', () => {
    renderWithUi(<PageHeader title="Danh sách thông báo" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
