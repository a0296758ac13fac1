import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { startApi, type ApiProcess } from './api-process';
import { accounts, expect, signInOk, test } from './fixtures';
import { FEEDBACK_PORT } from './servers';

/**
 * Issue 29 item 6: 'Trả lời' on a feedback reaches the resident. The residents' app reads its
 * inbox (`notification_recipients` joined to `notifications`) straight from the database, so the
 * spec reads it there too: the server's database is an embedded PGlite that one process at a time
 * may open, so the server is stopped first (as the staff-push spec does).
 */
const origin = `http://127.0.0.1:${FEEDBACK_PORT}`;
test.use({ baseURL: origin });

let api: ApiProcess | undefined;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000); // the first start migrates and seeds the database
  dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-feedback-'));
  api = await startApi({ port: FEEDBACK_PORT, dataDir, env: {} });
});
test.afterAll(async () => {
  await api?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("an operator's reply reaches the resident's notifications and shows in the feedback's history", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/signin');
  await signInOk(page, accounts.operator);
  await page.goto('/dashboard/feedback?status=0');
  await expect(page.getByRole('heading', { name: 'Phản hồi', level: 1 })).toBeVisible();
  const row = page.locator('[role="row"][data-id]').first();
  await expect(row.locator('[data-field="status"]')).toHaveText('Chưa xử lý', { timeout: 30_000 });
  const id = (await row.getAttribute('data-id'))!;
  const title = (await row.locator('[data-field="title"] .cell-primary').textContent())!.trim();

  // The grid renders the columns in view: scroll to its last one, the reply button's.
  await page
    .locator('.MuiDataGrid-virtualScroller')
    .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await row.getByRole('button', { name: 'Trả lời' }).click();
  const detail = page.getByRole('dialog', { name: `Phản hồi: ${title}` });
  await expect(detail.getByText('Chưa có thay đổi nào')).toBeVisible();
  const reply = `Ban quản lý đã xử lý phản hồi của anh/chị lúc ${Date.now()}.\nXin cảm ơn.`;
  await detail.getByLabel('Nội dung trả lời').fill(reply);
  await detail.getByRole('button', { name: 'Gửi trả lời' }).click();

  // The feedback is resolved, the history names the operator and the reply.
  await expect(detail.getByText('Phản hồi đã được xử lý.')).toBeVisible();
  const history = detail.getByRole('region', { name: 'Lịch sử', exact: true });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText(
    `Lê Văn Vận Hành (Ban quản lý tòa nhà) trả lời: ${reply}`,
  );
  await expect(
    page.getByText('Đã gửi trả lời cho cư dân và đánh dấu phản hồi đã xử lý'),
  ).toBeVisible();
  await detail.getByRole('button', { name: 'Đóng' }).click();
  await expect(page.locator(`[role="row"][data-id="${id}"] [data-field="status"]`)).toHaveText(
    'Đã xử lý',
  );

  // The resident's inbox, as the residents' app reads it.
  await api!.stop();
  api = undefined;
  const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm, unaccent } });
  try {
    const inbox = (
      await db.query<{ title: string; content: string; read_at: string | null; status: number }>(
        `select n.title, n.content, r.read_at, f.status
         from feedback f
         join notification_recipients r on r.account_id = f.author_id
         join notifications n on n.id = r.notification_id
         where f.id = $1 and n.send_type = 'account'`,
        [id],
      )
    ).rows;
    expect(inbox).toEqual([
      {
        title: `Trả lời phản hồi: ${title}`,
        content: `<p>${reply.replace('\n', '<br>')}</p>`,
        read_at: null,
        status: 1,
      },
    ]);
  } finally {
    await db.close();
  }
});
