import { ProductStatus, type SampleProduct, type ShopProduct } from '@app/products-contract';
import { describeListExports } from '@app/server-core/testing';
import { productsPlugin } from './products-routes';

describeListExports(
  'the product and sample product list exports',
  [productsPlugin],
  [
    {
      // The product search call answers the product list's rows as `{data, total}` for one query.
      path: '/api/v1/admin/product/search',
      exportAt: '/api/v1.1/admin/product/filter/export',
      sheet: 'Sản phẩm',
      header: 'Mã',
      value: (p: ShopProduct) => p.code,
      filters: [`status=${ProductStatus.ACTIVE}`, `status=${ProductStatus.BANNED}`, 'text=a'],
      numbers: ['Giá', 'Tồn kho'],
    },
    {
      path: '/api/v1.1/admin/product-admin',
      sheet: 'Sản phẩm mẫu',
      header: 'Mã',
      value: (p: SampleProduct) => p.code,
      filters: ['text=a'],
      numbers: ['Giá bán'],
    },
  ],
);
