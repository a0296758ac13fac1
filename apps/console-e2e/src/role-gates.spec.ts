import { accounts, expect, signIn, signInOk, test } from './fixtures';

test('a wrong role typing a forbidden URL lands on /dashboard', async ({ page }) => {
  await page.goto('/signin');
  await signInOk(page, accounts.operator);
  for (const forbidden of [
    '/dashboard/notification',
    '/dashboard/transaction',
    '/dashboard/Category',
  ]) {
    await page.goto(forbidden);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
  }
});

test('the admin may open the transaction route that its menu does not show', async ({ page }) => {
  await page.goto('/signin');
  await signInOk(page, accounts.admin);
  await page.goto('/dashboard/transaction');
  await expect(page.getByRole('heading', { name: 'Quản lý giao dịch', level: 1 })).toBeVisible();
  await page.goto('/dashboard/user');
  await expect(page).toHaveURL('/dashboard');
});

test('a signed-out deep link goes to /signin and back there after sign-in', async ({ page }) => {
  await page.goto('/dashboard/building?page=2');
  await expect(page).toHaveURL('/signin?redirect=%2Fdashboard%2Fbuilding%3Fpage%3D2');
  await signIn(page, accounts.operator);
  await expect(page).toHaveURL('/dashboard/building?page=2');
  await expect(page.getByRole('heading', { name: 'Quản lý tòa nhà', level: 1 })).toBeVisible();
  // The building list itself, on the page the link asked for.
  await expect(page.getByRole('grid')).toBeVisible();
});

test('a wrong password shows the error and keeps the form', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page, accounts.admin, 'Sai@mat-khau');
  await expect(page.getByRole('alert')).toHaveText('Email/số điện thoại hoặc mật khẩu không đúng');
  await expect(page.getByLabel('Email hoặc số điện thoại')).toHaveValue(accounts.admin);
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveValue('Sai@mat-khau');
  await expect(page).toHaveURL('/signin');
});
