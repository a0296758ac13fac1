import { and, eq, inArray } from 'drizzle-orm';
import { bulkMessages, Role } from '@app/contract';
import { accountsMessages as m, accountsPaths } from '@app/accounts-contract';
import { accounts, activityLogs, apartments, newId } from '@app/server-db';
import {
  createStaffTestApp,
  expectEachRowDecidedOnce,
  type Staff,
  type StaffTestApp,
} from '@app/server-core/testing';
import { accountsPlugin } from './accounts-routes';

type BulkBody = {
  data: { id: string; ok: boolean; status?: number; message?: string }[];
  done: number;
  refused: number;
  message: string;
};

/** The bulk approve / reject of residence requests on the real, migrated, seeded test database. */
describe('accounts bulk approve / reject', () => {
  let t: StaffTestApp;
  let tokens: Record<Staff, string>;
  let operatorBuildings: string[];

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [accountsPlugin] });
    ({ tokens, operatorBuildings } = t);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (url: string, payload: unknown, token: string = tokens.superadmin) =>
    t.call('POST', url, { token }, payload);
  const account = async (id: string) =>
    (await db().select().from(accounts).where(eq(accounts.id, id)))[0]!;
  const decisionsOf = (ids: string[], title: string) =>
    db()
      .select()
      .from(activityLogs)
      .where(and(inArray(activityLogs.accountId, ids), eq(activityLogs.title, title)));

  /** A fresh resident who asked for an apartment inside (true) or outside (false) the operator's buildings. */
  async function pending(operatorOwn = false, { verify = false } = {}): Promise<string> {
    const all = await db().select().from(apartments);
    const apartment = all.find((a) => operatorBuildings.includes(a.buildingId) === operatorOwn)!;
    const id = newId();
    await db()
      .insert(accounts)
      .values({
        id,
        name: `Cư dân ${id.slice(-6)}`,
        role: Role.USER,
        apartmentId: apartment.id,
        floorId: apartment.floorId,
        buildingId: apartment.buildingId,
        verify,
      });
    return id;
  }
  async function unknown(): Promise<string> {
    const id = newId();
    await db()
      .insert(accounts)
      .values({ id, name: `Cư dân ${id.slice(-6)}`, role: Role.USER });
    return id;
  }

  it('reports every row as the single call would: done, already verified, no apartment, missing', async () => {
    const [a, b] = [await pending(), await pending(true)];
    const active = await pending(false, { verify: true });
    const none = await unknown();
    const nobody = newId();
    const res = await post(accountsPaths.bulkApprove.admin, { ids: [a, active, none, nobody, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: a, ok: true },
        { id: active, ok: false, status: 409, message: m.approveNeedsPendingApartment },
        { id: none, ok: false, status: 409, message: m.approveNeedsPendingApartment },
        { id: nobody, ok: false, status: 404, message: m.accountNotFound },
        { id: b, ok: true },
      ],
      done: 2,
      refused: 3,
      message: bulkMessages.summary(2, 5),
    });
    expect([(await account(a)).verify, (await account(b)).verify]).toEqual([true, true]);
    expect(await decisionsOf([a, b], 'Duyệt căn hộ')).toHaveLength(2);

    const c = await pending();
    const rejected = await post(accountsPaths.bulkReject.admin, { ids: [c, none] });
    expect((rejected.json() as BulkBody).data).toEqual([
      { id: c, ok: true },
      { id: none, ok: false, status: 409, message: m.rejectNeedsApartment },
    ]);
    expect(await account(c)).toMatchObject({
      verify: false,
      apartmentId: null,
      floorId: null,
      buildingId: null,
    });
  });

  it('the operator decides in their buildings only: another building’s account is refused with 404', async () => {
    const own = await pending(true);
    const foreign = await pending(false);
    const res = await post(
      accountsPaths.bulkApprove.operator,
      { ids: [foreign, own] },
      tokens.operator,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as BulkBody).data).toEqual([
      { id: foreign, ok: false, status: 404, message: m.accountNotFound },
      { id: own, ok: true },
    ]);
    const foreignRow = await account(foreign);
    expect([foreignRow.verify, foreignRow.apartmentId]).toEqual([false, expect.any(String)]);
    const rejected = await post(
      accountsPaths.bulkReject.operator,
      { ids: [foreign] },
      tokens.operator,
    );
    expect((rejected.json() as BulkBody).data[0]).toMatchObject({ ok: false, status: 404 });
    expect((await account(foreign)).apartmentId).not.toBeNull();
  });

  it('refuses a bad body with 400 and a wrong role with 403, changing nothing', async () => {
    const id = await pending(true);
    const bad: [unknown, string][] = [
      [{}, bulkMessages.idsRequired],
      [{ ids: [] }, bulkMessages.idsRequired],
      [{ ids: [id, id] }, bulkMessages.duplicateIds],
      [{ ids: ['abc'] }, 'Dữ liệu không hợp lệ'],
    ];
    for (const [body, message] of bad) {
      const res = await post(accountsPaths.bulkApprove.admin, body);
      expect([body, res.statusCode]).toEqual([body, 400]);
      expect((res.json() as { message: string }).message).toContain(message);
    }
    const forbidden: [string, string][] = [
      [accountsPaths.bulkApprove.admin, tokens.operator],
      [accountsPaths.bulkReject.admin, tokens.admin],
      [accountsPaths.bulkApprove.operator, tokens.superadmin],
      [accountsPaths.bulkReject.operator, tokens.admin],
    ];
    for (const [url, token] of forbidden) {
      const res = await post(url, { ids: [id] }, token);
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
    expect(await account(id)).toMatchObject({ verify: false, apartmentId: expect.any(String) });
  });

  it('two bulk decisions of the same accounts at once: each account decided once', async () => {
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await pending(i % 2 === 0));
    const [approving, rejecting] = [ids.slice(0, 6), ids.slice(6)];
    const [a, b, c, d] = await Promise.all([
      post(accountsPaths.bulkApprove.admin, { ids: approving }),
      post(accountsPaths.bulkApprove.admin, { ids: [...approving].reverse() }),
      post(accountsPaths.bulkReject.admin, { ids: rejecting }),
      post(accountsPaths.bulkReject.admin, { ids: [...rejecting].reverse() }),
    ]);
    expect([a, b, c, d].map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const [answers, group, refusal] of [
      [[a, b], approving, m.approveNeedsPendingApartment],
      [[c, d], rejecting, m.rejectNeedsApartment],
    ] as const)
      expectEachRowDecidedOnce(answers, group, refusal);
    expect(await decisionsOf(approving, 'Duyệt căn hộ')).toHaveLength(6);
    expect(await decisionsOf(rejecting, 'Từ chối căn hộ')).toHaveLength(6);
    for (const id of approving) expect((await account(id)).verify).toBe(true);
    for (const id of rejecting) expect((await account(id)).apartmentId).toBeNull();
  });
});
