import { NotificationType, type Notification } from '@app/notifications-contract';
import {
  createStaffTestApp,
  expectExportOfList,
  expectExportRefusals,
  xlsxExportRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { notificationsPlugin } from './notifications-routes';

describe('GET /api/v1.1/admin/notification/export', () => {
  let t: StaffTestApp;
  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [notificationsPlugin] });
  });
  afterAll(() => t.close());

  const path = '/api/v1.1/admin/notification';
  const column = { header: 'Tiêu đề', value: (n: Notification) => n.title };

  it('exports the sent list’s rows in its order, and for a filter', async () => {
    expect((await expectExportOfList(t, path, column)).length).toBeGreaterThan(1);
    await expectExportOfList(t, path, { ...column, query: `type=${NotificationType.ADMIN}` });
  });

  it('writes the same rows as XLSX', async () => {
    const csv = await expectExportOfList(t, path, column);
    const rows = await xlsxExportRows(
      await t.call('GET', `${path}/export?format=xlsx`),
      'Thông báo',
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual(csv.map((r) => r[0]));
  });

  it('refuses a bad format with 400, strangers with 401 and other staff with 403', async () => {
    await expectExportRefusals(t, `${path}/export`);
    expect((await t.call('GET', `${path}/export?format=csv`, 'admin')).statusCode).toBe(403);
  });
});
