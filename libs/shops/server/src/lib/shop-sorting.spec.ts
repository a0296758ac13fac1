import type { ShopListItem } from '@app/shops-contract';
import { shops } from '@app/server-db';
import {
  createStaffTestApp,
  expectExportOfList,
  expectSortedList,
  tieRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { shopsPlugin } from './shops-routes';

const path = '/api/v1.1/admin/shop';

describe('sorting the shop list by date (issue 27 item 5)', () => {
  let t: StaffTestApp;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [shopsPlugin] });
    // Shops created at one instant across a page boundary: the id must order them.
    await tieRows(t.database.db, shops, 5, { createdAt: new Date('2026-11-01T03:00:00Z') });
  });
  afterAll(() => t.close());

  it('walks every page oldest or newest first with no shop repeated or skipped, and exports so', async () => {
    await expectSortedList(t, {
      path,
      fields: { createdAt: (s: ShopListItem) => s.createdAt },
      pageSize: 3,
    });
    const column = { header: 'Tên cửa hàng', value: (s: ShopListItem) => s.name };
    for (const query of ['sort=createdAt', 'sort=-createdAt&status=1'])
      await expectExportOfList(t, path, { ...column, query });
  });
});
