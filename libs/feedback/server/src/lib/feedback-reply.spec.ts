import { sql } from 'drizzle-orm';
import {
  FEEDBACK_REPLY_MAX,
  type FeedbackChangeAnswer,
  type FeedbackHistoryAnswer,
} from '@app/feedback-contract';
import { createStaffTestApp, staffRoute, type StaffTestApp } from '@app/server-core/testing';
import { feedbackPlugin } from './feedback-routes';

type Row = { id: string; author_id: string; building_id: string | null; title: string };

/**
 * Issue 29 item 6: 'Trả lời' sends the author a notification (the notification domain's fan-out:
 * the notification, its inbox row, the pushes) and resolves the feedback; 'Đánh dấu đã xử lý'
 * resolves it alone; each with its change-log entry in the same transaction, read by the history.
 */
describe('feedback reply, resolve and history', () => {
  let t: StaffTestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [feedbackPlugin] });
  });
  afterAll(() => t.close());

  /** Unprocessed feedback in the operator's buildings (`mine`) or outside them. */
  const unprocessed = async (mine: boolean, skip = 0): Promise<Row> => {
    const rows = (
      await db().execute<Row>(
        sql`SELECT f.id, f.author_id, f.title, coalesce(f.building_id, ap.building_id) AS building_id
            FROM feedback f LEFT JOIN apartments ap ON ap.id = f.apartment_id
            WHERE f.status = 0 AND coalesce(f.building_id, ap.building_id) ${
              mine ? sql`IN` : sql`NOT IN`
            } ${t.operatorBuildings}
            ORDER BY f.id LIMIT 1 OFFSET ${skip}`,
      )
    ).rows;
    expect(rows[0]).toBeDefined();
    return rows[0]!;
  };
  const counts = async () =>
    (
      await db().execute<{ n: number; r: number; l: number; resolved: number }>(sql`SELECT
        (SELECT count(*) FROM notifications)::int AS n,
        (SELECT count(*) FROM notification_recipients)::int AS r,
        (SELECT count(*) FROM change_log WHERE entity_kind = 'feedback')::int AS l,
        (SELECT count(*) FROM feedback WHERE status = 1)::int AS resolved`)
    ).rows[0]!;
  const reply = (id: string, content: unknown, who: 'superadmin' | 'admin' | 'operator') =>
    t.call('POST', staffRoute(who, `feedback/${id}/reply`), who, { content });
  const history = async (id: string, who: 'superadmin' | 'operator' = 'superadmin') => {
    const res = await t.call('GET', staffRoute(who, `feedback/${id}/history`), who);
    expect(res.statusCode).toBe(200);
    return res.json() as FeedbackHistoryAnswer;
  };

  it("sends the reply to the author's inbox, resolves the feedback and records it", async () => {
    const f = await unprocessed(true);
    const text = 'Cảm ơn anh/chị.\nBan quản lý đã <b>sửa</b> thang máy & kiểm tra lại.';
    const res = await reply(f.id, `  ${text}  `, 'operator');
    expect(res.statusCode).toBe(200);
    const answer = res.json() as FeedbackChangeAnswer;
    expect(answer.message).toBe('Đã gửi trả lời cho cư dân và đánh dấu phản hồi đã xử lý');
    expect(answer.data).toMatchObject({ _id: f.id, status: 1 });

    // The resident's inbox, as the residents' app reads it: one entry, unread, the reply escaped.
    const inbox = (
      await db().execute<Record<string, unknown>>(
        sql`SELECT n.id, n.title, n.content, n.send_type, n.type, n.display_on, n.creator_id,
              r.read_at, (SELECT array_agg(target_id) FROM notification_targets WHERE notification_id = n.id) AS targets,
              (SELECT count(*) FROM notification_recipients x WHERE x.notification_id = n.id)::int AS recipients
            FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
            WHERE r.account_id = ${f.author_id} AND n.send_type = 'account'`,
      )
    ).rows;
    const [operator] = (
      await db().execute<{ id: string; name: string }>(
        sql`SELECT id, name FROM accounts WHERE email = 'operator@example.com'`,
      )
    ).rows;
    expect(inbox).toEqual([
      {
        id: expect.any(String),
        title: `Trả lời phản hồi: ${f.title}`,
        content:
          '<p>Cảm ơn anh/chị.<br>Ban quản lý đã &lt;b&gt;sửa&lt;/b&gt; thang máy &amp; kiểm tra lại.</p>',
        send_type: 'account',
        type: 1,
        display_on: [1],
        creator_id: operator!.id,
        read_at: null,
        targets: [f.author_id],
        recipients: 1,
      },
    ]);

    // The history: one entry naming the operator, the reply and the notification.
    const h = await history(f.id, 'operator');
    expect(h.total).toBe(1);
    expect(h.data[0]).toMatchObject({
      action: 'reply',
      author: { _id: operator!.id, name: operator!.name, role: 5 },
      fromStatus: 0,
      toStatus: 1,
      reason: text,
      details: { notificationId: inbox[0]!.id, recipientCount: 1 },
    });
  });

  it('resolves without a reply: no notification, a resolve entry', async () => {
    const f = await unprocessed(false);
    const before = await counts();
    const res = await t.call('PUT', staffRoute('superadmin', `feedback/${f.id}/resolve`));
    expect(res.statusCode).toBe(200);
    expect((res.json() as FeedbackChangeAnswer).data.status).toBe(1);
    expect(await counts()).toEqual({
      ...before,
      l: before.l + 1,
      resolved: before.resolved + 1,
    });
    const h = await history(f.id);
    expect(h.data.map((e) => [e.action, e.fromStatus, e.toStatus, e.reason])).toEqual([
      ['resolve', 0, 1, ''],
    ]);
  });

  it('refuses a resolved feedback with 409 and writes nothing', async () => {
    const f = await unprocessed(true, 1);
    expect((await reply(f.id, 'Lần đầu', 'superadmin')).statusCode).toBe(200);
    const before = await counts();
    const again = await reply(f.id, 'Lần hai', 'superadmin');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Phản hồi này đã được xử lý. Vui lòng tải lại để xem lịch sử.',
    );
    const resolve = await t.call(
      'PUT',
      staffRoute('operator', `feedback/${f.id}/resolve`),
      'operator',
    );
    expect(resolve.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await history(f.id)).total).toBe(1);
  });

  it('decides two replies sent at once once: one sent, the other 409', async () => {
    const f = await unprocessed(true, 2);
    const before = await counts();
    const answers = await Promise.all([
      reply(f.id, 'Trả lời A', 'superadmin'),
      reply(f.id, 'Trả lời B', 'operator'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await counts();
    expect([after.n - before.n, after.r - before.r, after.l - before.l]).toEqual([1, 1, 1]);
  });

  it('refuses an empty, blank, too long or missing reply with 400 in Vietnamese, writing nothing', async () => {
    const f = await unprocessed(true, 3);
    const before = await counts();
    const cases: [unknown, string][] = [
      ['', 'Vui lòng nhập nội dung trả lời'],
      ['   \n ', 'Vui lòng nhập nội dung trả lời'],
      [undefined, 'Vui lòng nhập nội dung trả lời'],
      [42, 'Vui lòng nhập nội dung trả lời'],
      ['x'.repeat(FEEDBACK_REPLY_MAX + 1), 'Nội dung trả lời tối đa 2000 ký tự'],
    ];
    for (const [content, message] of cases) {
      const res = await reply(f.id, content, 'superadmin');
      expect({ content: String(content).slice(0, 9), status: res.statusCode }).toEqual({
        content: String(content).slice(0, 9),
        status: 400,
      });
      expect(res.json().message).toContain(message);
    }
    const badId = await reply('not-an-id', 'Xin chào', 'superadmin');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('Mã không hợp lệ');
    expect(await counts()).toEqual(before);
    // The longest reply is taken.
    expect((await reply(f.id, 'y'.repeat(FEEDBACK_REPLY_MAX), 'superadmin')).statusCode).toBe(200);
  });

  it('lets the super admin on the admin path and the operator on the twin only (403 otherwise)', async () => {
    const f = await unprocessed(true, 4);
    const before = await counts();
    const calls: [string, string, 'superadmin' | 'admin' | 'operator'][] = [
      ['POST', `/api/v1.1/admin/feedback/${f.id}/reply`, 'admin'],
      ['POST', `/api/v1.1/admin/feedback/${f.id}/reply`, 'operator'],
      ['POST', `/api/v1.1/operator/feedback/${f.id}/reply`, 'superadmin'],
      ['PUT', `/api/v1.1/admin/feedback/${f.id}/resolve`, 'admin'],
      ['GET', `/api/v1.1/admin/feedback/${f.id}/history`, 'admin'],
      ['GET', `/api/v1.1/operator/feedback/${f.id}/history`, 'admin'],
    ];
    for (const [method, url, who] of calls) {
      const res = await t.call(
        method,
        url,
        who,
        method === 'GET' ? undefined : { content: 'Xin chào' },
      );
      expect({ url, who, status: res.statusCode }).toEqual({ url, who, status: 403 });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1.1/admin/feedback/${f.id}/reply`,
      payload: { content: 'Xin chào' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("answers 404 for another building's feedback and an unknown one, writing nothing", async () => {
    const foreign = await unprocessed(false, 1);
    const before = await counts();
    const unknown = 'a'.repeat(24);
    for (const [method, rest, payload] of [
      ['POST', `feedback/${foreign.id}/reply`, { content: 'Xin chào' }],
      ['PUT', `feedback/${foreign.id}/resolve`, undefined],
      ['GET', `feedback/${foreign.id}/history`, undefined],
    ] as const) {
      const res = await t.call(method, staffRoute('operator', rest), 'operator', payload);
      expect({ rest, status: res.statusCode }).toEqual({ rest, status: 404 });
      expect(res.json().message).toBe('Không tìm thấy phản hồi');
    }
    const res = await reply(unknown, 'Xin chào', 'superadmin');
    expect(res.statusCode).toBe(404);
    expect(
      (await t.call('GET', staffRoute('superadmin', `feedback/${unknown}/history`))).statusCode,
    ).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
