import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { Role, type HistoryAnswer } from '@app/contract';
import {
  ACCOUNT_ENTITY,
  AccountChangeAction as A,
  accountsMessages as m,
  accountsPaths,
} from '@app/accounts-contract';
import {
  accounts,
  apartments,
  buildings,
  demoAccounts,
  devices,
  floors,
  newId,
  shops,
} from '@app/server-db';
import {
  changeLogOf,
  expectHistoryPaging,
  historyEntry,
  type Staff,
  staffAuthor,
  staffRoute,
  staffTestAppForSuite,
} from '@app/server-core/testing';
import { accountsPlugin } from './accounts-routes';

/**
 * The account's history (issue 29): each staff decision on an account is written to the change log
 * in the change's transaction, with its author, and read by whoever may read the account.
 */
describe('account history', () => {
  const t = staffTestAppForSuite({ plugins: [accountsPlugin] });

  const db = () => t.database.db;
  /** A resident with a residence request, inside (true) or outside (false) the operator's buildings. */
  const pendingResident = async (own: boolean, skip = 0) => {
    const rows = await db()
      .select()
      .from(accounts)
      .where(
        and(
          eq(accounts.role, Role.USER),
          isNotNull(accounts.apartmentId),
          isNotNull(accounts.buildingId),
        ),
      )
      .orderBy(accounts.id);
    const found = rows.filter((a) => t.operatorBuildings.includes(a.buildingId!) === own)[skip];
    if (!found) throw new Error('no seeded resident for the case');
    await db().update(accounts).set({ verify: false }).where(eq(accounts.id, found.id));
    return found;
  };
  const apartmentName = async (id: string) =>
    (await db().select({ name: apartments.name }).from(apartments).where(eq(apartments.id, id)))[0]!
      .name;
  const path = (who: Staff, id: string, action: string) =>
    staffRoute(who, `account/${id}/${action}`);
  const history = (id: string, who: Staff = 'superadmin') =>
    t.call('GET', path(who, id, 'history'), who);
  const entries = (id: string) => changeLogOf(t, ACCOUNT_ENTITY, id);

  it('records an approval and a rejection with the author, the apartment and the reason', async () => {
    const a = await pendingResident(true);
    const apartment = await apartmentName(a.apartmentId!);
    expect(
      (await t.call('PATCH', path('operator', a.id, 'apartment/approve'), 'operator')).statusCode,
    ).toBe(200);
    const b = await pendingResident(false);
    const rejected = await t.call(
      'PATCH',
      path('superadmin', b.id, 'apartment/reject'),
      'superadmin',
      {
        reason: '  Sai số căn hộ  ',
      },
    );
    expect(rejected.statusCode).toBe(200);

    const read = await history(a.id, 'operator');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      data: [historyEntry('operator', { action: A.APPROVE, details: { apartment } })],
      total: 1,
    });
    const other = (await history(b.id)).json() as HistoryAnswer;
    expect(other.data).toEqual([
      expect.objectContaining({
        action: A.REJECT,
        author: expect.objectContaining(staffAuthor('superadmin')),
        reason: 'Sai số căn hộ',
        details: { apartment: await apartmentName(b.apartmentId!) },
      }),
    ]);
  });

  it('records nothing for a refused or invalid change', async () => {
    const a = await pendingResident(true, 1);
    await db().update(accounts).set({ verify: true }).where(eq(accounts.id, a.id));
    // Approving a verified account: 409, nothing written.
    expect((await t.call('PATCH', path('superadmin', a.id, 'apartment/approve'))).statusCode).toBe(
      409,
    );
    // A reason too long: 400, the account keeps its apartment, nothing written.
    const long = await t.call('PATCH', path('superadmin', a.id, 'apartment/reject'), 'superadmin', {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Lý do từ chối tối đa 500 ký tự');
    expect((await db().select().from(accounts).where(eq(accounts.id, a.id)))[0]!.apartmentId).toBe(
      a.apartmentId,
    );
    // The super admin's own role: 409, nothing written.
    const [me] = await db()
      .select()
      .from(accounts)
      .where(eq(accounts.email, demoAccounts.superAdmin.email));
    expect(
      (
        await t.call('PATCH', `/api/v1.1/admin/account/${me!.id}/role`, 'superadmin', {
          role: Role.ADMIN,
        })
      ).statusCode,
    ).toBe(409);
    expect(await entries(a.id)).toEqual([]);
    expect(await entries(me!.id)).toEqual([]);
  });

  it('records the role, the residence, a building, a shop and a device removed, and pages them newest first', async () => {
    const [staff] = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, Role.USER), isNull(accounts.apartmentId)))
      .orderBy(accounts.id)
      .limit(1);
    const id = staff!.id;
    const [apartment] = await db()
      .select({
        id: apartments.id,
        name: apartments.name,
        floor: floors.name,
        building: buildings.name,
      })
      .from(apartments)
      .innerJoin(floors, eq(floors.id, apartments.floorId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .orderBy(apartments.id)
      .limit(1);
    const [shop] = await db().select().from(shops).orderBy(shops.id).limit(1);
    const [building] = await db().select().from(buildings).orderBy(buildings.id).limit(1);
    const deviceId = newId();
    await db().insert(devices).values({ id: deviceId, accountId: id, name: 'Điện thoại cũ' });

    const ok = async (method: string, url: string, body?: unknown) =>
      expect((await t.call(method, url, 'superadmin', body)).statusCode).toBe(200);
    await ok('PATCH', `/api/v1.1/admin/account/${id}/apartment`, { apartment: apartment!.id });
    await ok('PATCH', `/api/v1.1/admin/account/${id}/role`, { role: Role.USER_MERCHANT });
    await ok('PATCH', `/api/v1.1/admin/account/${id}/shop/${shop!.id}`);
    await ok('DELETE', `/api/v1.1/admin/account/${id}/shop/${shop!.id}`);
    await ok('DELETE', `/api/v1.1/admin/account/${id}/device/${deviceId}`);
    await ok('PATCH', `/api/v1.1/admin/account/${id}/role`, { role: Role.OPERATOR });
    await ok('PATCH', `/api/v1.1/admin/account/${id}/building/${building!.id}`);

    const read = await expectHistoryPaging(t, `/api/v1.1/admin/account/${id}/history`, 7);
    expect(read.map((e) => [e.action, e.fromStatus, e.toStatus, e.details])).toEqual([
      [A.BUILDING, null, null, { name: building!.name, on: true }],
      [A.ROLE, Role.USER_MERCHANT, Role.OPERATOR, {}],
      [A.DEVICE, null, null, { name: 'Điện thoại cũ' }],
      [A.SHOP, null, null, { name: shop!.name, on: false }],
      [A.SHOP, null, null, { name: shop!.name, on: true }],
      [A.ROLE, Role.USER, Role.USER_MERCHANT, {}],
      [
        A.RESIDENCE,
        null,
        null,
        { building: apartment!.building, floor: apartment!.floor, apartment: apartment!.name },
      ],
    ]);
    expect(read.every((e) => e.author?.name === demoAccounts.superAdmin.name)).toBe(true);
  });

  it('is read by who may read the account: another building’s account is 404 to the operator, the admin is 403', async () => {
    const theirs = await pendingResident(false, 1);
    const mine = await pendingResident(true, 2);
    expect((await history(mine.id, 'operator')).statusCode).toBe(200);
    const refused = await history(theirs.id, 'operator');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: m.accountNotFound });
    // The operator may not decide on it either, and nothing is written.
    expect(
      (await t.call('PATCH', path('operator', theirs.id, 'apartment/approve'), 'operator'))
        .statusCode,
    ).toBe(404);
    expect(await entries(theirs.id)).toEqual([]);
    expect((await history(theirs.id, 'superadmin')).statusCode).toBe(200);
    expect(
      (await t.call('GET', path('superadmin', theirs.id, 'history'), 'admin')).statusCode,
    ).toBe(403);
    expect((await history(newId())).statusCode).toBe(404);
    expect((await t.call('GET', '/api/v1.1/admin/account/nope/history')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: path('superadmin', theirs.id, 'history') }))
        .statusCode,
    ).toBe(401);
  });

  it('records each row of a bulk rejection with the one reason', async () => {
    const a = await pendingResident(true, 3);
    const b = await pendingResident(true, 4);
    const res = await t.call('POST', accountsPaths.bulkReject.operator, 'operator', {
      ids: [a.id, b.id],
      reason: 'Không đúng chủ hộ',
    });
    expect(res.json()).toMatchObject({ done: 2, refused: 0 });
    for (const id of [a.id, b.id])
      expect(await entries(id)).toEqual([
        expect.objectContaining({
          action: A.REJECT,
          reason: 'Không đúng chủ hộ',
          authorRole: Role.OPERATOR,
        }),
      ]);
  });
});
