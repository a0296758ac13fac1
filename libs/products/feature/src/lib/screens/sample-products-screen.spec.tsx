import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@app/ui';
import { categoriesFixture, installServer, renderProducts } from '../products.fixtures';
import { resetProductsStore } from '../store/products-store';

beforeEach(() => {
  resetProductsStore();
  useToastStore.getState().clear();
});
afterEach(() => jest.restoreAllMocks());

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
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Mã sản phẩm đã tồn tại');
  });
});
