import { accounts, expect, fakePushService, signIn, test } from './fixtures';

test.use({ askForPush: true });

test('the push question hides the page while open and saves a subscription on confirm', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(fakePushService);
  await page.goto('/signin');
  await signIn(page, accounts.operator);

  const dialog = page.getByRole('dialog', { name: 'Nhận thông báo' });
  await expect(dialog).toContainText('Bạn có đồng ý nhận thông báo từ trình duyệt này không?');
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeHidden();

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/user/save/pushToken') && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Đồng ý' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const body = JSON.parse(
    await page.evaluate(() => (window as unknown as { e2eSavedBody: string }).e2eSavedBody),
  ) as {
    deviceId: string;
    deviceToken: string;
    deviceType: string;
  };
  expect(body.deviceType).toBe('web');
  expect(body.deviceId).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.parse(body.deviceToken)).toMatchObject({
    endpoint: expect.stringMatching(/^https:\/\//),
    keys: { p256dh: expect.any(String), auth: expect.any(String) },
  });

  // Subscribed with the server's VAPID public key (an uncompressed P-256 point: 65 bytes).
  expect(
    await page.evaluate(() => (window as unknown as { e2ePushOptions: unknown }).e2ePushOptions),
  ).toEqual({
    userVisibleOnly: true,
    keyBytes: 65,
  });
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    ),
  ).toMatch(/\/sw\.js$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
  await expect(page.getByText('Đã bật thông báo trên trình duyệt này')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('declining is remembered for this browser', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page, accounts.admin);
  await page
    .getByRole('dialog', { name: 'Nhận thông báo' })
    .getByRole('button', { name: 'Không' })
    .click();
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
