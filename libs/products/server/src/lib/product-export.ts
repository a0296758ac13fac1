import {
  productStatusLabels,
  ProductStatus,
  type SampleProduct,
  type ShopProduct,
} from '@app/products-contract';
import type { ExportFile } from '@app/server-core';

/** The product list's export (`<list path>/export`): every shop product its filters select. */
export const productExport: ExportFile<ShopProduct> = {
  fileStem: 'san-pham',
  sheetName: 'Sản phẩm',
  columns: [
    { header: 'Tên sản phẩm', value: (r) => r.name, width: 32 },
    { header: 'Mã', value: (r) => r.code },
    { header: 'Cửa hàng', value: (r) => r.shop.name, width: 24 },
    { header: 'Giá', kind: 'money', value: (r) => r.price },
    { header: 'Tồn kho', kind: 'number', value: (r) => r.stockQuantity },
    {
      header: 'Trạng thái',
      value: (r) => productStatusLabels[r.banned ? ProductStatus.BANNED : ProductStatus.ACTIVE],
    },
    { header: 'Lý do khóa', value: (r) => r.banReason, width: 32 },
    { header: 'Khóa bởi', value: (r) => r.bannedBy?.name },
    { header: 'Thời gian khóa', kind: 'datetime', value: (r) => r.bannedAt },
    { header: 'Ngày tạo', kind: 'datetime', value: (r) => r.createdAt },
  ],
};

/** The sample product list's export (`<list path>/export`): every sample its text selects. */
export const sampleExport: ExportFile<SampleProduct> = {
  fileStem: 'san-pham-mau',
  sheetName: 'Sản phẩm mẫu',
  columns: [
    { header: 'Tên sản phẩm', value: (r) => r.name, width: 32 },
    { header: 'Mã', value: (r) => r.code },
    { header: 'Mã vạch', value: (r) => r.barcode },
    { header: 'Danh mục', value: (r) => r.categories.map((c) => c.name).join(', '), width: 28 },
    { header: 'Giá nhập', kind: 'money', value: (r) => r.stockPrice },
    { header: 'Giá bán', kind: 'money', value: (r) => r.price },
    { header: 'Giá khuyến mãi', kind: 'money', value: (r) => r.salePrice },
    { header: 'Cửa hàng', value: (r) => r.shops.map((s) => s.name).join(', '), width: 36 },
    { header: 'Ngày tạo', kind: 'datetime', value: (r) => r.createdAt },
  ],
};
