import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@app/ui';
import { expectAskedOnce, expectUrlPrefetchTaken, resetScreenEachTest } from '@app/ui/testing';
import { prefetchProducts } from '../prefetch';
import { installServer, renderProducts, shopProductFixture } from '../products.fixtures';
import { productsStore, resetProductsStore } from '../store/products-store';

resetScreenEachTest(resetProductsStore);

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

describe('<ProductsScreen />', () => {
  it('shows the shop products with price and stock; the status filter goes to the URL and the call', async () => {
    const server = installServer({
      products: [
        shopProductFixture(1, { name: 'Nước mắm' }),
        shopProductFixture(2, { name: 'Gạo' }),
      ],
    });
    const { router } = renderProducts('/dashboard/product?text=g');
    expect(
      await screen.findByRole('heading', { name: 'Danh sách sản phẩm', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Gạo')).toBeInTheDocument();
    expect(screen.queryByText('Nước mắm')).not.toBeInTheDocument();
    expect(screen.getAllByText(/125\.000\s₫/).length).toBeGreaterThan(0);
    expect(server.requests('GET')[0]!.url.searchParams.get('text')).toBe('g');

    await userEvent.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Đã khóa' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=banned'));
    expect(await screen.findByText('Chưa có sản phẩm')).toBeInTheDocument();
  });

  it('locks with a required reason, then shows that reason when unlocking', async () => {
    const server = installServer({ products: [shopProductFixture(1, { name: 'Nước mắm' })] });
    renderProducts();
    await userEvent.click(await screen.findByRole('button', { name: 'Khóa Nước mắm' }));
    let dialog = await screen.findByRole('dialog', { name: /Khóa sản phẩm/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Khóa' }));
    expect(
      await within(dialog).findByText('Vui lòng nhập lý do khóa sản phẩm!'),
    ).toBeInTheDocument();
    expect(server.requests('PUT')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Lý do khóa/ }), 'Hàng giả');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Khóa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toContain('Khóa sản phẩm thành công!');
    const ban = server.requests('PUT')[0]!.url.searchParams;
    expect(Object.fromEntries(ban)).toEqual({
      prodId: shopProductFixture(1)._id,
      shopId: shopProductFixture(1).shop._id,
      note: 'Hàng giả',
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Mở khóa Nước mắm' }));
    dialog = await screen.findByRole('dialog', { name: /Mở khóa sản phẩm/ });
    expect(within(dialog).getByText('Hàng giả')).toBeInTheDocument();
    expect(within(dialog).getByText(/Khóa bởi Quản trị viên/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Lời nhắn' }), 'Đã kiểm tra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mở khóa' }));
    await waitFor(() => expect(toasts()).toContain('Mở khóa sản phẩm thành công!'));
    expect(server.requests('PUT')[1]!.url.pathname).toBe('/api/v1/admin/product/unban');
    expect(await screen.findByRole('button', { name: 'Khóa Nước mắm' })).toBeInTheDocument();
  });

  it('shows the page the route prefetched, from the same query: the list is asked once', async () => {
    const shopId = shopProductFixture(1).shop._id;
    const server = installServer({ products: [shopProductFixture(1, { name: 'Gạo' })] });
    const url = `/dashboard/product?shopId=${shopId}&text=g&status=active&page=2`;
    const route = { prefetch: prefetchProducts, render: renderProducts };
    await expectUrlPrefetchTaken([productsStore.shopProducts], url, route, async () => {
      expect(await screen.findByText('Gạo')).toBeInTheDocument();
    });
    expect(expectAskedOnce(server, '/api/v1.1/admin/product/filter')).toEqual({
      shopId,
      text: 'g',
      status: 'active',
      page: '2',
      quantity: '50',
    });
    // Nothing else on entry: the shop picker's list loads only when it opens.
    expect(server.seen).toHaveLength(1);
  });
});
