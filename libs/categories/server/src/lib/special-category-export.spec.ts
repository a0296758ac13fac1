import type { SpecialCategory } from '@app/categories-contract';
import {
  createStaffTestApp,
  expectExportOfList,
  expectExportRefusals,
  xlsxExportRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { specialCategoriesPlugin } from './special-categories-routes';

describe('GET /api/v1.1/{admin,operator}/special-category/export', () => {
  let t: StaffTestApp;
  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [specialCategoriesPlugin] });
  });
  afterAll(() => t.close());

  const admin = '/api/v1.1/admin/special-category';
  const column = { header: 'Mã danh mục', value: (c: SpecialCategory) => c.key };

  it('exports the list’s rows in its order, for a filter, and to the operator too', async () => {
    expect((await expectExportOfList(t, admin, column)).length).toBeGreaterThan(1);
    await expectExportOfList(t, admin, { ...column, query: 'active=true' });
    await expectExportOfList(t, '/api/v1.1/operator/special-category', {
      ...column,
      who: 'operator',
    });
  });

  it('writes the same rows as XLSX', async () => {
    const csv = await expectExportOfList(t, admin, column);
    const rows = await xlsxExportRows(
      await t.call('GET', `${admin}/export?format=xlsx`),
      'Danh mục tùy chỉnh',
    );
    expect(rows.slice(1).map((r) => r[1])).toEqual(csv.map((r) => r[1]));
  });

  it('refuses a bad format with 400 and strangers with 401', () =>
    expectExportRefusals(t, `${admin}/export`));
});
