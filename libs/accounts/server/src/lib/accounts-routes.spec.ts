import { isStaffRole, Role } from '@app/contract';
import { VerifyState, type AccountListAnswer, type AccountListItem } from '@app/accounts-contract';
import { accounts, apartments, buildings, floors } from '@app/server-db';
import {
  createStaffTestApp,
  expectBadListQueries,
  expectGetAccess,
  type StaffTestApp,
} from '@app/server-core/testing';
import { accountsPlugin } from './accounts-routes';

type AccountFact = typeof accounts.$inferSelect;

const newestFirst = (a: AccountFact, b: AccountFact) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
/** The derived state of spec 001 section 4, computed independently of the server's. */
const verifyOf = (a: AccountFact): VerifyState =>
  (a.verify ? 2 : a.apartmentId === null ? 0 : 1) as VerifyState;
/** Lowercase without accents ('Nguyễn Đức' → 'nguyen duc'), computed independently of the server's. */
const fold = (v: string | null) =>
  (v ?? '').normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();
/** What the search matches: the text, folded, in the name, email or phone. */
const mentions = (a: AccountFact, text: string) =>
  [a.name, a.email, a.phone].some((v) => fold(v).includes(fold(text)));

describe('accounts API', () => {
  let t: StaffTestApp;
  let all: AccountFact[];
  let names: Map<string, string>;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [accountsPlugin] });
    const db = t.database.db;
    all = (await db.select().from(accounts)).sort(newestFirst);
    names = new Map(
      [
        ...(await db.select({ id: buildings.id, name: buildings.name }).from(buildings)),
        ...(await db.select({ id: floors.id, name: floors.name }).from(floors)),
        ...(await db.select({ id: apartments.id, name: apartments.name }).from(apartments)),
      ].map((r) => [r.id, r.name]),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, token = t.tokens.superadmin) => t.call('GET', url, { token });
  const list = async (
    query: string,
    token = t.tokens.superadmin,
    path = '/api/v1.1/admin/account',
  ) => {
    const res = await get(`${path}?${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as AccountListAnswer;
  };
  const operatorList = (query: string) =>
    list(query, t.tokens.operator, '/api/v1.1/operator/account');
  const ids = (rows: { _id: string }[] | { id: string }[]) =>
    rows.map((r) => ('_id' in r ? r._id : r.id));
  /** The first page (50) and the total that the filter should give, from the facts. */
  const expectList = async (query: string, match: (a: AccountFact) => boolean, call = list) => {
    const expected = all.filter(match);
    const body = await call(query);
    expect({ query, total: body.total, ids: ids(body.data) }).toEqual({
      query,
      total: expected.length,
      ids: ids(expected.slice(0, 50)),
    });
    return expected;
  };
  const ref = (id: string | null) => (id ? { _id: id, name: names.get(id)! } : null);
  const resident = () => all.find((a) => a.apartmentId !== null && a.verify)!;

  describe('GET /api/v1.1/admin/account', () => {
    it('answers the newest 50 accounts with the total, each row complete', async () => {
      const body = await list('');
      expect(all.length).toBeGreaterThan(200);
      expect(body.total).toBe(all.length);
      expect(ids(body.data)).toEqual(ids(all.slice(0, 50)));
      for (const row of body.data) {
        const a = all.find((x) => x.id === row._id)!;
        expect(row).toEqual<AccountListItem>({
          _id: a.id,
          name: a.name,
          email: a.email ?? '',
          phone: a.phone ?? '',
          gender: a.gender,
          avatar: a.avatar,
          role: a.role,
          verify: a.verify,
          verifyState: verifyOf(a),
          apartment: ref(a.apartmentId),
          floor: ref(a.floorId),
          building: ref(a.buildingId),
          balance: a.balance,
          balancePending: a.balancePending,
          createdAt: a.createdAt.toISOString(),
        });
      }
    });

    it('never answers a password hash', async () => {
      const res = await get('/api/v1.1/admin/account?quantity=500');
      expect((res.json() as AccountListAnswer).data).toHaveLength(Math.min(500, all.length));
      expect(res.body).not.toMatch(/password|argon2/i);
      expect(all.some((a) => a.passwordHash)).toBe(true);
    });

    it('pages with page and quantity, keeping the total', async () => {
      const body = await list('page=3&quantity=20');
      expect({ total: body.total, ids: ids(body.data) }).toEqual({
        total: all.length,
        ids: ids(all.slice(40, 60)),
      });
      const last = Math.ceil(all.length / 50);
      expect(ids((await list(`page=${last}`)).data)).toEqual(ids(all.slice((last - 1) * 50)));
      expect((await list(`page=${last + 1}`)).data).toEqual([]);
    });

    it('filters by each derived verify state', async () => {
      for (const verify of [VerifyState.UNKNOWN, VerifyState.PENDING, VerifyState.ACTIVE]) {
        const expected = await expectList(`verify=${verify}`, (a) => verifyOf(a) === verify);
        expect(expected.length).toBeGreaterThan(0);
        expect(
          (await list(`verify=${verify}`)).data.every((row) => row.verifyState === verify),
        ).toBe(true);
      }
    });

    it('filters by building, floor, apartment and role', async () => {
      const r = resident();
      await expectList(`building=${r.buildingId}`, (a) => a.buildingId === r.buildingId);
      await expectList(`floor=${r.floorId}`, (a) => a.floorId === r.floorId);
      await expectList(`apartment=${r.apartmentId}`, (a) => a.apartmentId === r.apartmentId);
      for (const role of [Role.USER, Role.USER_MERCHANT, Role.MERCHANT, Role.OPERATOR]) {
        expect((await expectList(`role=${role}`, (a) => a.role === role)).length).toBeGreaterThan(
          0,
        );
      }
      await expectList('role=&verify=&building=', () => true);
    });

    it('combines the filters (the apartment map’s tile: building, floor, apartment, pending)', async () => {
      const pending = all.find((a) => verifyOf(a) === VerifyState.PENDING)!;
      await expectList(
        `building=${pending.buildingId}&floor=${pending.floorId}&apartment=${pending.apartmentId}&verify=1`,
        (a) => a.apartmentId === pending.apartmentId && verifyOf(a) === VerifyState.PENDING,
      );
      await expectList(
        `building=${pending.buildingId}&verify=2&role=${Role.USER}`,
        (a) => a.buildingId === pending.buildingId && a.verify && a.role === Role.USER,
      );
    });

    it('searches name, email and phone in any case, with or without accents', async () => {
      const nguyen = (a: AccountFact) => mentions(a, 'nguyen');
      expect(all.filter(nguyen).length).toBeGreaterThan(1);
      for (const text of ['nguyen', 'NGUYEN', 'nguyễn', '  Nguyễn ', 'NGUYỄN'.normalize('NFD')]) {
        const found = await expectList(`text=${encodeURIComponent(text)}`, nguyen);
        expect(found.some((a) => a.name.includes('Nguyễn'))).toBe(true);
      }
      for (const text of ['duc', 'DUC', 'Đức']) {
        const found = await expectList(`text=${encodeURIComponent(text)}`, (a) =>
          mentions(a, 'duc'),
        );
        expect(found.some((a) => a.name.includes('Đức'))).toBe(true);
      }
      const withEmail = all.find((a) => a.email && a.role === Role.USER)!;
      await expectList(
        `text=${encodeURIComponent(withEmail.email!.toUpperCase())}`,
        (a) => a.email === withEmail.email,
      );
      const phone = withEmail.phone!.slice(-7);
      await expectList(`text=${phone}`, (a) => (a.phone ?? '').includes(phone));
      await expectList(
        `text=nguyen&verify=0`,
        (a) => nguyen(a) && verifyOf(a) === VerifyState.UNKNOWN,
      );
    });

    it('refuses bad input with 400 and a Vietnamese message', async () => {
      await expectBadListQueries(t, '/api/v1.1/admin/account', [
        ['verify=3', 'Trạng thái xác thực không hợp lệ'],
        ['verify=true', 'Trạng thái xác thực không hợp lệ'],
        ['role=4', 'Vai trò không hợp lệ'],
        ['building=abc', 'Mã không hợp lệ'],
        ['floor=12345678901234567890123', 'Mã không hợp lệ'],
        ['apartment=zzzzzzzzzzzzzzzzzzzzzzzz', 'Mã không hợp lệ'],
      ]);
    });

    it('lets the super admin in; the admin and the operator get 403', async () => {
      await expectGetAccess(t, '/api/v1.1/admin/account', ['superadmin']);
    });
  });

  describe('GET /api/v1.1/operator/account', () => {
    /** A resident or shop person of the operator's buildings: never staff (audit finding 1). */
    const mine = (a: AccountFact) =>
      a.buildingId !== null && t.operatorBuildings.includes(a.buildingId) && !isStaffRole(a.role);

    it('answers only the non-staff accounts living in the operator’s buildings, all verify states', async () => {
      const expected = await expectList('', mine, operatorList);
      expect(expected.length).toBeLessThan(all.length);
      for (const verify of [VerifyState.PENDING, VerifyState.ACTIVE]) {
        await expectList(
          `verify=${verify}`,
          (a) => mine(a) && verifyOf(a) === verify,
          operatorList,
        );
      }
      const body = await operatorList('quantity=500');
      expect(
        body.data.every((row) => row.building && t.operatorBuildings.includes(row.building._id)),
      ).toBe(true);
    });

    it('applies the filters inside the operator’s buildings only', async () => {
      const foreign = all.find((a) => a.buildingId && !mine(a))!;
      await expectList(`building=${foreign.buildingId}`, () => false, operatorList);
      await expectList(`apartment=${foreign.apartmentId}`, () => false, operatorList);
      await expectList(`text=${encodeURIComponent(foreign.phone!)}`, () => false, operatorList);
      await expectList('text=NGUYEN', (a) => mine(a) && mentions(a, 'nguyen'), operatorList);
      const body = await operatorList('page=2&quantity=10');
      expect(ids(body.data)).toEqual(ids(all.filter(mine).slice(10, 20)));
    });

    it('is for the operator only: an admin gets 403; bad input 400', async () => {
      expect((await get('/api/v1.1/operator/account', t.tokens.admin)).statusCode).toBe(403);
      expect((await get('/api/v1.1/operator/account', t.tokens.superadmin)).statusCode).toBe(403);
      const bad = await get('/api/v1.1/operator/account?verify=9', t.tokens.operator);
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as { message: string }).message).toContain(
        'Trạng thái xác thực không hợp lệ',
      );
      const res = await get('/api/v1.1/operator/account?quantity=500', t.tokens.operator);
      expect(res.body).not.toMatch(/password|argon2/i);
    });
  });
});
