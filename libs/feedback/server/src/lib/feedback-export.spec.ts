import { FeedbackStatus, type FeedbackItem } from '@app/feedback-contract';
import {
  createStaffTestApp,
  expectExportOfList,
  expectExportRefusals,
  xlsxExportRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { feedbackPlugin } from './feedback-routes';

describe('GET /api/v1.1/{admin,operator}/feedback/export', () => {
  let t: StaffTestApp;
  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [feedbackPlugin] });
  });
  afterAll(() => t.close());

  const admin = '/api/v1.1/admin/feedback';
  const column = { header: 'Phản hồi', value: (f: FeedbackItem) => f.title };

  it('exports the list’s rows in its order, for a filter and within the operator’s buildings', async () => {
    expect((await expectExportOfList(t, admin, column)).length).toBeGreaterThan(1);
    await expectExportOfList(t, admin, { ...column, query: `status=${FeedbackStatus.RESOLVED}` });
    const operator = '/api/v1.1/operator/feedback';
    await expectExportOfList(t, operator, { ...column, who: 'operator' });
  });

  it('writes the same rows as XLSX', async () => {
    const csv = await expectExportOfList(t, admin, column);
    const rows = await xlsxExportRows(
      await t.call('GET', `${admin}/export?format=xlsx`),
      'Phản hồi',
    );
    expect(rows[0]![0]).toBe('Phản hồi');
    expect(rows.slice(1).map((r) => r[0])).toEqual(csv.map((r) => r[0]));
  });

  it('refuses a bad format with 400 and strangers with 401', () =>
    expectExportRefusals(t, `${admin}/export`));
});
