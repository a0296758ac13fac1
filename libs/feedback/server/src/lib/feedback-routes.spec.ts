import { sql } from 'drizzle-orm';
import type { FeedbackListAnswer } from '@app/feedback-contract';
import { newId } from '@app/server-db';
import { bearer, createStaffTestApp, type StaffTestApp } from '@app/server-core/testing';
import { feedbackPlugin } from './feedback-routes';

type Fact = {
  id: string;
  status: number;
  building_id: string | null;
};

describe('feedback API', () => {
  let t: StaffTestApp;
  /** Every feedback, newest first then by id: the order the list promises. */
  let all: Fact[];

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [feedbackPlugin] });
    all = (
      await t.database.db.execute<Fact>(
        sql`SELECT id, status, building_id FROM feedback ORDER BY created_at DESC, id DESC`,
      )
    ).rows;
  });
  afterAll(() => t.close());

  const get = (url: string, token = t.tokens.superadmin) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const list = async (
    query = '',
    token = t.tokens.superadmin,
    path = '/api/v1.1/admin/feedback',
  ) => {
    const res = await get(`${path}?${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as FeedbackListAnswer;
  };

  it('answers the newest feedback with author, apartment and building, and the total', async () => {
    const body = await list('quantity=10');
    expect(all.length).toBeGreaterThan(10);
    expect(body.total).toBe(all.length);
    expect(body.data.map((f) => f._id)).toEqual(all.slice(0, 10).map((f) => f.id));
    const first = body.data[0]!;
    const [row] = (
      await t.database.db.execute<Record<string, string | number | string[] | null>>(
        sql`SELECT f.title, f.content, f.tag, f.status, f.images, a.id AS author_id, a.name AS author,
              a.avatar, coalesce(a.phone, '') AS phone, ap.name AS apartment, b.name AS building
            FROM feedback f JOIN accounts a ON a.id = f.author_id
            LEFT JOIN apartments ap ON ap.id = f.apartment_id
            LEFT JOIN buildings b ON b.id = f.building_id WHERE f.id = ${first._id}`,
      )
    ).rows;
    expect({
      title: first.title,
      content: first.content,
      tag: first.tag,
      status: first.status,
      images: first.images,
      author_id: first.author._id,
      author: first.author.name,
      avatar: first.author.avatar,
      phone: first.author.phone,
      apartment: first.apartment?.name ?? null,
      building: first.building?.name ?? null,
    }).toEqual(row);
  });

  it('pages without overlap', async () => {
    const page2 = await list('quantity=7&page=2');
    expect(page2.data.map((f) => f._id)).toEqual(all.slice(7, 14).map((f) => f.id));
  });

  it('filters by status', async () => {
    for (const status of [0, 1]) {
      const want = all.filter((f) => f.status === status);
      expect(want.length).toBeGreaterThan(0);
      const body = await list(`status=${status}&quantity=500`);
      expect(body.total).toBe(want.length);
      expect(body.data.map((f) => f._id)).toEqual(want.map((f) => f.id));
    }
    expect((await list('status=')).total).toBe(all.length);
  });

  it('shows an operator the feedback of the buildings they run only', async () => {
    const want = all.filter(
      (f) => f.building_id !== null && t.operatorBuildings.includes(f.building_id),
    );
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(all.length);
    const body = await list('quantity=500', t.tokens.operator, '/api/v1.1/operator/feedback');
    expect(body.total).toBe(want.length);
    expect(body.data.map((f) => f._id)).toEqual(want.map((f) => f.id));
    const unread = await list('status=0', t.tokens.operator, '/api/v1.1/operator/feedback');
    expect(unread.total).toBe(want.filter((f) => f.status === 0).length);
  });

  it('lets only the super admin on the admin path and only the operator on the twin', async () => {
    expect((await get('/api/v1.1/admin/feedback', t.tokens.admin)).statusCode).toBe(403);
    expect((await get('/api/v1.1/admin/feedback', t.tokens.operator)).statusCode).toBe(403);
    expect((await get('/api/v1.1/operator/feedback', t.tokens.superadmin)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1.1/admin/feedback' })).statusCode,
    ).toBe(401);
  });

  it('places a feedback sent with only its apartment in the building of that apartment', async () => {
    // The residents' app may write the apartment alone; the staff push (migration 0011) then goes
    // to the operators of the apartment's building, and their list must hold what it announces.
    const [apartment] = (
      await t.database.db.execute<{ id: string; building_id: string; author: string }>(
        sql`SELECT ap.id, ap.building_id, (SELECT id FROM accounts LIMIT 1) AS author
            FROM apartments ap WHERE ap.building_id IN ${t.operatorBuildings} ORDER BY ap.id LIMIT 1`,
      )
    ).rows;
    const onlyApartment = newId();
    const nowhere = newId();
    await t.database.db.execute(
      sql`INSERT INTO feedback (id, title, author_id, apartment_id, building_id, created_at)
          VALUES (${onlyApartment}, 'Chỉ có căn hộ', ${apartment!.author}, ${apartment!.id}, NULL, now()),
                 (${nowhere}, 'Không có nơi ở', ${apartment!.author}, NULL, NULL, now())`,
    );
    const oracle = async (scoped: boolean) =>
      (
        await t.database.db.execute<{ id: string }>(
          sql`SELECT f.id FROM feedback f LEFT JOIN apartments ap ON ap.id = f.apartment_id
              WHERE f.status = 0 AND ${
                scoped
                  ? sql`coalesce(f.building_id, ap.building_id) IN ${t.operatorBuildings}`
                  : sql`true`
              }
              ORDER BY f.created_at DESC, f.id DESC`,
        )
      ).rows.map((r) => r.id);

    const mine = await list(
      'status=0&quantity=500',
      t.tokens.operator,
      '/api/v1.1/operator/feedback',
    );
    expect(mine.data.map((f) => f._id)).toEqual(await oracle(true));
    expect(mine.total).toBe(mine.data.length);
    const row = mine.data.find((f) => f._id === onlyApartment);
    expect(row?.building?._id).toBe(apartment!.building_id);
    expect(row?.apartment?._id).toBe(apartment!.id);
    expect(mine.data.some((f) => f._id === nowhere)).toBe(false);

    const every = await list('status=0&quantity=500');
    expect(every.data.map((f) => f._id)).toEqual(await oracle(false));
    expect(every.data.find((f) => f._id === nowhere)).toMatchObject({
      apartment: null,
      building: null,
    });
  });

  it('refuses an unknown status and a bad page, in Vietnamese', async () => {
    for (const q of ['status=2', 'status=x', 'page=0', 'quantity=501']) {
      const res = await get(`/api/v1.1/admin/feedback?${q}`);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
      expect(res.json().message).toMatch(/^Dữ liệu không hợp lệ/);
    }
  });
});
