import { Role } from '@app/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SideMenu } from './side-menu';

/** The super admin's side menu at `url`, with `mini` and the handlers given. */
const renderMenu = (url: string, mini = false) => {
  const onExpand = jest.fn();
  const onNavigate = jest.fn();
  const menu = (m: boolean) => (
    <SideMenu role={Role.SUPER_ADMIN} mini={m} onNavigate={onNavigate} onExpand={onExpand} />
  );
  const router = createMemoryRouter([{ path: '*', element: menu(mini) }], {
    initialEntries: [url],
  });
  const view = render(<RouterProvider router={router} />);
  const nav = () => screen.getByRole('navigation', { name: 'Menu chính' });
  return { router, view, nav, onExpand, onNavigate };
};

const group = (nav: HTMLElement, name: string) => within(nav).getByRole('button', { name });
const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent);

describe('<SideMenu />: the current page, the groups, the mini menu', () => {
  it('marks the current page and moves the mark with a navigation, across groups', async () => {
    const { nav, onNavigate } = renderMenu('/dashboard/transaction');
    expect(current(nav())).toEqual(['Quản lý giao dịch']);
    // The order list with its pending filter: the menu's item 'Đơn hàng', in the stores' group.
    await userEvent.click(within(nav()).getByRole('link', { name: 'Đơn hàng' }));
    expect(current(nav())).toEqual(['Đơn hàng']);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Tất cả tài khoản' }));
    expect(onNavigate).toHaveBeenCalled();
    expect(current(nav())).toEqual(['Tất cả tài khoản']);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Tổng quan' }));
    expect(current(nav())).toEqual(['Tổng quan']);
  });

  it('folds and unfolds a group, and keeps the choice across navigations', async () => {
    const { nav } = renderMenu('/dashboard/order');
    const accounts = group(nav(), 'Quản lý tài khoản');
    expect(accounts).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(accounts);
    expect(accounts).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(within(nav()).queryByRole('link', { name: 'Tất cả tài khoản' })).toBeNull(),
    );
    await userEvent.click(within(nav()).getByRole('link', { name: 'Danh sách cửa hàng' }));
    expect(group(nav(), 'Quản lý tài khoản')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group(nav(), 'Quản lý tài khoản'));
    expect(group(nav(), 'Quản lý tài khoản')).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Tất cả tài khoản' })).toBeInTheDocument();
  });

  it('in the mini menu, a group asks the menu to expand', async () => {
    const { nav, onExpand } = renderMenu('/dashboard/order', true);
    const stores = group(nav(), 'Quản lý cửa hàng');
    expect(stores).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(stores);
    expect(onExpand).toHaveBeenCalledTimes(1);
  });
});
