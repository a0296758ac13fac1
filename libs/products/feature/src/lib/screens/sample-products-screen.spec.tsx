import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@app/ui';
import {
  expectAskedOnce,
  expectUrlPrefetchTaken,
  findRow,
  resetScreenEachTest,
} from '@app/ui/testing';
import { prefetchSamples } from '../prefetch';
import {
  categoriesFixture,
  installServer,
  renderProducts,
  sampleFixture,
  shopsFixture,
} from '../products.fixtures';
import { productsStore, resetProductsStore } from '../store/products-store';

resetScreenEachTest(resetProductsStore);

describe('<SampleProductsScreen />', () => {
  it('creates a sample product with two options and a category from the categories call', async () => {
    const server = installServer({});
    renderProducts('/dashboard/ProductAdmin');
    expect(await screen.findByText('Chưa có sản phẩm')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm sản phẩm mẫu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm sản phẩm mẫu' });
    // The form starts with the default option.
    expect(within(dialog).getByDisplayValue('Mặc định')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Mã sản phẩm/ }), 'NM-01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tên sản phẩm/ }), 'Nước mắm');
    const price = within(dialog).getByRole('spinbutton', { name: /Giá bán/ });
    await userEvent.clear(price);
    await userEvent.type(price, '50000');
    // The amount is read back as the lists show money.
    expect(price).toHaveAccessibleDescription(/^50\.000\s₫$/);
    const sale = within(dialog).getByRole('spinbutton', { name: /Giá khuyến mãi/ });
    await userEvent.clear(sale);
    await userEvent.type(sale, '60000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(
      await within(dialog).findByText('Giá khuyến mãi không được lớn hơn giá bán'),
    ).toBeInTheDocument();
    expect(server.requests('POST')).toHaveLength(0);
    await userEvent.clear(sale);
    await userEvent.type(sale, '45000');

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Danh mục' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gia vị' }));
    expect(
      server.requests('GET', '/api/v1/admin/category')[0]!.url.searchParams.get('active'),
    ).toBe('1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm tùy chọn' }));
    const second = within(dialog).getByRole('group', { name: 'Tùy chọn 2' });
    await userEvent.type(
      within(second).getByRole('textbox', { name: 'Tên tùy chọn' }),
      'Chai 1 lít',
    );
    const qty = within(second).getByRole('spinbutton', { name: 'Số lượng' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests('POST')[0]!.body).toMatchObject({
      code: 'NM-01',
      name: 'Nước mắm',
      price: 50000,
      salePrice: 45000,
      categories: [categoriesFixture[1]!._id],
      options: [
        { name: 'Mặc định', quantity: 0 },
        { name: 'Chai 1 lít', quantity: 5 },
      ],
    });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
      'Tạo sản phẩm mẫu thành công!',
    );
    expect(await screen.findByText('Nước mắm')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a taken code in the form', async () => {
    installServer({});
    renderProducts('/dashboard/ProductAdmin');
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm sản phẩm mẫu' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Mã sản phẩm/ }), 'A1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tên sản phẩm/ }), 'Muối');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Thêm sản phẩm mẫu' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Mã sản phẩm/ }), 'A1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tên sản phẩm/ }), 'Đường');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    // The refusal names the code: it is shown under that field, which gets the focus.
    const code = within(dialog).getByRole('textbox', { name: /Mã sản phẩm/ });
    await waitFor(() => expect(code).toHaveAccessibleDescription('Mã sản phẩm đã tồn tại'));
    expect(code).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits a sample product from its row: the form holds its values and options', async () => {
    const server = installServer({ samples: [sampleFixture(1, { name: 'Nước mắm Nam Ngư' })] });
    renderProducts('/dashboard/ProductAdmin');
    const row = (await screen.findByText('Nước mắm Nam Ngư')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText(/^50\.000\s₫$/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /Thao tác/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sửa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa sản phẩm mẫu' });
    expect(within(dialog).getByRole('textbox', { name: /Mã sản phẩm/ })).toHaveValue('MAU1');
    const second = within(dialog).getByRole('group', { name: 'Tùy chọn 2' });
    expect(within(second).getByRole('textbox', { name: 'Tên tùy chọn' })).toHaveValue('Hộp 6 chai');
    const name = within(dialog).getByRole('textbox', { name: /Tên sản phẩm/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Nước mắm Chin-su');
    await userEvent.click(within(second).getByRole('button', { name: 'Xóa tùy chọn 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      server.requests('PUT', `/api/v1.1/admin/product-admin/${sampleFixture(1)._id}`)[0]!.body,
    ).toMatchObject({
      code: 'MAU1',
      name: 'Nước mắm Chin-su',
      categories: [categoriesFixture[0]!._id],
      options: [{ name: 'Mặc định', quantity: 0 }],
    });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
      'Cập nhật sản phẩm mẫu thành công!',
    );
    expect(await screen.findByText('Nước mắm Chin-su')).toBeInTheDocument();
  });

  it('shows the description as rich text, never its HTML, and saves it as HTML', async () => {
    const description =
      '<p>Nước mắm <strong>nhĩ</strong> cá cơm.</p><p>Chai 500 ml.</p>' +
      '<script>window.hacked = true</script><p><img src="x" onerror="window.hacked = true"></p>';
    const server = installServer({ samples: [sampleFixture(1, { description })] });
    renderProducts('/dashboard/ProductAdmin');
    const row = await findRow('Sản phẩm mẫu 1');
    await userEvent.click(within(row).getByRole('button', { name: /Thao tác/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sửa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa sản phẩm mẫu' });
    const editor = await within(dialog).findByRole('textbox', { name: 'Mô tả' });
    await waitFor(() => expect(editor).toHaveTextContent('Nước mắm nhĩ cá cơm.Chai 500 ml.'));
    expect(within(dialog).queryByText(/<p>/)).not.toBeInTheDocument();
    expect(within(editor).getByText('nhĩ')).toHaveStyle({ fontWeight: 700 });
    expect(editor.querySelector('script, [onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Not edited: the description goes back as it came.
    expect(
      server.requests('PUT', `/api/v1.1/admin/product-admin/${sampleFixture(1)._id}`)[0]!.body,
    ).toMatchObject({ description });
  });

  it('copies a sample product into the shops chosen in the shop picker', async () => {
    const server = installServer({ samples: [sampleFixture(1)] });
    renderProducts('/dashboard/ProductAdmin');
    const row = await findRow('Sản phẩm mẫu 1');
    expect(within(row).getByText('0 cửa hàng')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /Thao tác/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Thêm vào cửa hàng' }));
    const picker = await screen.findByRole('dialog', { name: 'Chọn cửa hàng' });
    const shopRow = (await within(picker).findByText('Bánh mì Bà Lan')).closest(
      '[role="row"]',
    ) as HTMLElement;
    await userEvent.click(within(shopRow).getByRole('checkbox'));
    await userEvent.click(within(picker).getByRole('button', { name: 'Đồng ý' }));

    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        'Đã thêm sản phẩm vào cửa hàng!',
      ),
    );
    expect(
      server.requests('PUT', `/api/v1.1/admin/product-admin/${sampleFixture(1)._id}/shops`)[0]!
        .body,
    ).toEqual({ shops: [shopsFixture[1]!._id] });
    expect(await within(row).findByText('1 cửa hàng')).toBeInTheDocument();
  });

  it('shows the page the route prefetched, from the same query: the list is asked once', async () => {
    const server = installServer({ samples: [sampleFixture(1)] });
    const url = '/dashboard/ProductAdmin?text=mẫu&page=2';
    const route = { prefetch: prefetchSamples, render: renderProducts };
    await expectUrlPrefetchTaken([productsStore.samples], url, route, async () => {
      expect(await screen.findByText('Sản phẩm mẫu 1')).toBeInTheDocument();
    });
    expect(expectAskedOnce(server, '/api/v1.1/admin/product-admin')).toEqual({
      text: 'mẫu',
      page: '2',
      quantity: '50',
    });
    // Nothing else on entry: the form's categories load only when it opens.
    expect(server.seen).toHaveLength(1);
  });
});
