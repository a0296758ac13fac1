import { ProductStatus, type SampleProduct, type ShopProduct } from '@app/products-contract';
import {
  createStaffTestApp,
  expectExportOfList,
  expectExportRefusals,
  xlsxExportRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { productsPlugin } from './products-routes';

describe('the product and sample product list exports', () => {
  let t: StaffTestApp;
  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [productsPlugin] });
  });
  afterAll(() => t.close());

  const products = '/api/v1.1/admin/product/filter/export';
  const samples = '/api/v1.1/admin/product-admin';
  // The product search call answers the list's rows as `{data, total}` for the same query.
  const product = {
    exportAt: products,
    header: 'Mã',
    value: (p: ShopProduct) => p.code,
  };
  const sample = { header: 'Mã', value: (p: SampleProduct) => p.code };

  it('exports the product list’s rows in its order, for a filter', async () => {
    expect(
      (await expectExportOfList(t, '/api/v1/admin/product/search', product)).length,
    ).toBeGreaterThan(1);
    await expectExportOfList(t, '/api/v1/admin/product/search', {
      ...product,
      query: `status=${ProductStatus.ACTIVE}`,
    });
  });

  it('exports the sample list’s rows in its order, for a text', async () => {
    const all = await expectExportOfList(t, samples, sample);
    expect(all.length).toBeGreaterThan(1);
    const text = encodeURIComponent(all[0]![0]!);
    await expectExportOfList(t, samples, { ...sample, query: `text=${text}` });
  });

  it.each([
    [products, 'Sản phẩm', 'Giá'],
    [`${samples}/export`, 'Sản phẩm mẫu', 'Giá bán'],
  ])('writes %s as XLSX, its money as numbers', async (path, sheet, money) => {
    const [header, ...rows] = await xlsxExportRows(
      await t.call('GET', `${path}?format=xlsx`),
      sheet,
    );
    expect(header![1]).toBe('Mã');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((r) => typeof r[header!.indexOf(money)])).toEqual(rows.map(() => 'number'));
  });

  it.each([products, `${samples}/export`])('refuses a bad format at %s', (path) =>
    expectExportRefusals(t, path),
  );
});
