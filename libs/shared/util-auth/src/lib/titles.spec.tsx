import { act, render, screen } from '@testing-library/react';
import { setWaitingWork, usePageTitle } from './page-title';
import { routeRoles, type DashboardRoute } from './permissions';
import { documentTitle, screenTitle, useDocumentTitle } from './titles';

describe('screenTitle', () => {
  it.each([
    ['/dashboard', '', 'Tổng quan'],
    ['/dashboard/', '', 'Tổng quan'],
    ['/dashboard/order', '?pkgStatusNumber=1', 'Đơn hàng'],
    ['/dashboard/order', '?pkgStatusNumber=3&page=2', 'Đơn hàng'],
    ['/dashboard/user', '', 'Tất cả tài khoản'],
    ['/dashboard/user', '?verify=2', 'Tất cả tài khoản'],
    ['/dashboard/user', '?verify=1&page=3', 'Tài khoản chờ duyệt'],
    ['/dashboard/category', '', 'Danh mục sản phẩm'],
    ['/dashboard/Shipper', '', 'Shipper'],
    ['/dashboard/staff', '', 'Tài khoản nhân viên'],
    ['/dashboard/user/0123456789abcdef01234567', '', 'Chi tiết tài khoản'],
    ['/dashboard/building/abc', '', 'Chi tiết tòa nhà'],
    ['/dashboard/apartment', '', 'Danh sách căn hộ'],
    ['/dashboard/special-category/xyz', '', 'Chi tiết danh mục tùy chỉnh'],
  ])('%s%s is %s', (path, search, title) => {
    expect(screenTitle(path, search)).toBe(title);
  });

  it('names every dashboard route, each list screen differently', () => {
    const routes = Object.keys(routeRoles) as DashboardRoute[];
    const titles = routes.map((r) => screenTitle(r.replace(':id', 'x')));
    expect(titles.filter((t) => t === null)).toEqual([]);
    expect(new Set(titles).size).toBe(routes.length);
  });

  it('leaves other paths to the console name alone', () => {
    expect(screenTitle('/signin')).toBeNull();
    expect(documentTitle(null)).toBe('Trang quản trị');
    expect(documentTitle('Đơn hàng')).toBe('Đơn hàng – Trang quản trị');
  });
});

function Tab({ pathname, search = '' }: { pathname: string; search?: string }) {
  return <p>{useDocumentTitle(pathname, search)}</p>;
}
function Detail({ name }: { name?: string }) {
  usePageTitle(name);
  return null;
}

describe('useDocumentTitle', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("follows the URL, and a page's own name while it is shown", () => {
    window.history.replaceState(null, '', '/dashboard/building/b1');
    const view = (name?: string) => (
      <>
        <Tab pathname="/dashboard/building/b1" />
        <Detail name={name} />
      </>
    );
    const { rerender, unmount } = render(view());
    expect(screen.getByRole('paragraph')).toHaveTextContent('Chi tiết tòa nhà – Trang quản trị');
    act(() => rerender(view('Chung cư Sunrise City')));
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Chung cư Sunrise City – Trang quản trị',
    );
    expect(document.title).toBe('Chung cư Sunrise City – Trang quản trị');
    // Another URL does not carry the record's name; nor does this one once the page is gone.
    act(() => rerender(<Tab pathname="/dashboard/order" search="?pkgStatusNumber=1" />));
    expect(screen.getByRole('paragraph')).toHaveTextContent('Đơn hàng – Trang quản trị');
    unmount();
    render(<Tab pathname="/dashboard/building/b1" />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('Chi tiết tòa nhà – Trang quản trị');
  });

  it('carries the work waiting first, and nothing without any (issue 28)', () => {
    expect(documentTitle('Đơn hàng', 4)).toBe('(4) Đơn hàng – Trang quản trị');
    expect(documentTitle('Đơn hàng', 0)).toBe('Đơn hàng – Trang quản trị');
    expect(documentTitle(null, 1000)).toBe('(999+) Trang quản trị');
    window.history.replaceState(null, '', '/dashboard/building/b1');
    const { rerender } = render(<Tab pathname="/dashboard/order" />);
    act(() => setWaitingWork(12));
    expect(screen.getByRole('paragraph')).toHaveTextContent('(12) Đơn hàng – Trang quản trị');
    // A page's own name set at once keeps the count too.
    act(() =>
      rerender(
        <>
          <Tab pathname="/dashboard/building/b1" />
          <Detail name="Chung cư Sunrise City" />
        </>,
      ),
    );
    expect(document.title).toBe('(12) Chung cư Sunrise City – Trang quản trị');
    act(() => setWaitingWork(0));
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Chung cư Sunrise City – Trang quản trị',
    );
  });
});
