import { accounts, expect, signInOk, test } from './fixtures';

/**
 * The top bar's bell on the seeded data: the demo admin's inbox holds the staff notices of the
 * newest pending transactions (two unread, one read), written by the database's own triggers'
 * functions. Opening an entry marks it read and goes to the transaction list filtered to pending;
 * 'Đánh dấu tất cả là đã đọc' empties the count.
 */
test('a staff member sees the unread count, opens an entry and marks everything read', async ({
  page,
}) => {
  test.slow(); // a flow with a reload, on a machine shared with other test runs
  await page.goto('/signin');
  await signInOk(page, accounts.admin);
  const badge = page.getByRole('status', { name: /thông báo chưa đọc/ });
  await expect(badge).toHaveAccessibleName('2 thông báo chưa đọc');

  await page.getByRole('button', { name: 'Mở thông báo, 2 chưa đọc' }).click();
  const inbox = page.getByRole('menu', { name: 'Thông báo của bạn' });
  const unread = inbox.getByRole('menuitem', { name: 'Giao dịch chờ xử lý (Chưa đọc)' });
  await expect(unread).toHaveCount(2);
  await expect(
    inbox.getByRole('menuitem', { name: 'Giao dịch chờ xử lý', exact: true }),
  ).toHaveCount(1);
  await expect(unread.first()).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);

  await unread.first().click();
  await expect(page).toHaveURL(/\/dashboard\/transaction\?status=0$/);
  await expect(badge).toHaveAccessibleName('1 thông báo chưa đọc');

  await page.getByRole('button', { name: 'Mở thông báo, 1 chưa đọc' }).click();
  await expect(inbox.getByRole('menuitem', { name: /\(Chưa đọc\)$/ })).toHaveCount(1);
  await inbox.getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' }).click();
  await expect(inbox.getByRole('menuitem', { name: /\(Chưa đọc\)$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(badge).toHaveAccessibleName('0 thông báo chưa đọc');

  // The server kept it: after a reload the count is still 0.
  await page.reload();
  await expect(page.getByRole('status', { name: /thông báo chưa đọc/ })).toHaveAccessibleName(
    '0 thông báo chưa đọc',
  );
});
