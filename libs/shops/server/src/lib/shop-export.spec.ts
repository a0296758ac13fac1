import { ShopStatus, type ShopListItem } from '@app/shops-contract';
import {
  createStaffTestApp,
  expectExportOfList,
  expectExportRefusals,
  xlsxExportRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { shopsPlugin } from './shops-routes';

describe('GET /api/v1.1/{admin,operator}/shop/export', () => {
  let t: StaffTestApp;
  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [shopsPlugin] });
  });
  afterAll(() => t.close());

  const admin = '/api/v1.1/admin/shop';
  const column = { header: 'Tên cửa hàng', value: (s: ShopListItem) => s.name };

  it('exports the list’s rows in its order, for a filter and within the operator’s buildings', async () => {
    expect((await expectExportOfList(t, admin, column)).length).toBeGreaterThan(1);
    await expectExportOfList(t, admin, { ...column, query: `status=${ShopStatus.ACTIVE}` });
    const operator = '/api/v1.1/operator/shop';
    await expectExportOfList(t, operator, { ...column, who: 'operator' });
  });

  it('writes the same rows as XLSX', async () => {
    const csv = await expectExportOfList(t, admin, column);
    const rows = await xlsxExportRows(
      await t.call('GET', `${admin}/export?format=xlsx`),
      'Cửa hàng',
    );
    expect(rows[0]![0]).toBe('Tên cửa hàng');
    expect(rows.slice(1).map((r) => r[0])).toEqual(csv.map((r) => r[0]));
  });

  it('refuses a bad format with 400 and strangers with 401', () =>
    expectExportRefusals(t, `${admin}/export`));
});
