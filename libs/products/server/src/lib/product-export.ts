import {
  productStatusLabels,
  ProductStatus,
  type ProductFilter,
  type SampleListFilter,
  type SampleProduct,
  type ShopProduct,
} from '@app/products-contract';
import type { ExportColumn, ExportSpec, ListExport } from '@app/server-core';
import type { ProductsRepository } from './products-repository';

/** The product export's columns: what the product list shows, one column a fact. */
export const productExportColumns: readonly ExportColumn<ShopProduct>[] = [
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
];

/** The product list's export (`<list path>/export`): every shop product its filters select. */
export const productExport = (
  repo: ProductsRepository,
  filter: Omit<ProductFilter, 'page' | 'quantity'>,
): ExportSpec<ShopProduct> => ({
  fileStem: 'san-pham',
  sheetName: 'Sản phẩm',
  columns: productExportColumns,
  batches: repo.exportRows(filter),
});

/** The sample product export's columns: what the sample list shows, one column a fact. */
export const sampleExportColumns: readonly ExportColumn<SampleProduct>[] = [
  { header: 'Tên sản phẩm', value: (r) => r.name, width: 32 },
  { header: 'Mã', value: (r) => r.code },
  { header: 'Mã vạch', value: (r) => r.barcode },
  { header: 'Danh mục', value: (r) => r.categories.map((c) => c.name).join(', '), width: 28 },
  { header: 'Giá nhập', kind: 'money', value: (r) => r.stockPrice },
  { header: 'Giá bán', kind: 'money', value: (r) => r.price },
  { header: 'Giá khuyến mãi', kind: 'money', value: (r) => r.salePrice },
  { header: 'Cửa hàng', value: (r) => r.shops.map((s) => s.name).join(', '), width: 36 },
  { header: 'Ngày tạo', kind: 'datetime', value: (r) => r.createdAt },
];

/** The sample product list's export (`<list path>/export`): every sample its text selects. */
export const sampleExport = (
  repo: ProductsRepository,
): ListExport<SampleListFilter, SampleProduct> => ({
  fileStem: 'san-pham-mau',
  sheetName: 'Sản phẩm mẫu',
  columns: sampleExportColumns,
  rows: repo.sampleExportRows,
});
