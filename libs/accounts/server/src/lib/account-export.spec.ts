import { ShipperStatus, VerifyState, type AccountListItem } from '@app/accounts-contract';
import {
  createStaffTestApp,
  expectExportOfList,
  expectExportRefusals,
  xlsxExportRows,
  type StaffTestApp,
} from '@app/server-core/testing';
import { accountsPlugin } from './accounts-routes';

describe('the account and shipper list exports', () => {
  let t: StaffTestApp;
  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [accountsPlugin] });
  });
  afterAll(() => t.close());

  const accounts = '/api/v1.1/admin/account';
  const shippers = '/api/v1.1/admin/shipper';
  const byEmail = { header: 'Email', value: (r: { email: string }) => r.email };

  it('exports the account list’s rows in its order, pending ones and the operator’s only', async () => {
    expect((await expectExportOfList(t, accounts, byEmail)).length).toBeGreaterThan(1);
    const pending = `verify=${VerifyState.PENDING}`;
    expect((await expectExportOfList(t, accounts, { ...byEmail, query: pending })).length).toBe(
      (await t.call('GET', `${accounts}?${pending}`)).json<{ total: number }>().total,
    );
    const name = { header: 'Họ tên', value: (r: AccountListItem) => r.name };
    await expectExportOfList(t, '/api/v1.1/operator/account', { ...name, who: 'operator' });
  });

  it('exports the shipper list’s rows in its order, for a status and within the operator’s buildings', async () => {
    await expectExportOfList(t, shippers, byEmail);
    await expectExportOfList(t, shippers, { ...byEmail, query: `status=${ShipperStatus.PENDING}` });
    await expectExportOfList(t, shippers, { ...byEmail, who: 'operator' });
  });

  it.each([
    [accounts, 'Tài khoản'],
    [shippers, 'Shipper'],
  ])('writes %s as XLSX', async (path, sheet) => {
    const csv = await expectExportOfList(t, path, byEmail);
    const rows = await xlsxExportRows(await t.call('GET', `${path}/export?format=xlsx`), sheet);
    expect(rows[0]![1]).toBe('Email');
    expect(rows.slice(1).map((r) => r[0])).toEqual(csv.map((r) => r[0]));
  });

  it.each([accounts, shippers])('refuses a bad format at %s/export', (path) =>
    expectExportRefusals(t, `${path}/export`),
  );
});
