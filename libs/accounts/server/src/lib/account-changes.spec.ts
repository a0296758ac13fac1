import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ActivityLogType, Role } from '@app/contract';
import {
  accountBuildings,
  accountLedger,
  accounts,
  accountShops,
  activityLogs,
  apartments,
  devices,
  floors,
  newId,
  notificationRecipients,
  notifications,
  orders,
  refreshSessions,
  shippers,
  shops,
  transactions,
} from '@app/server-db';
import { createStaffTestApp, type Staff, type StaffTestApp } from '@app/server-core/testing';
import type {
  AccountChangeAnswer,
  AccountDetailAnswer,
  ShipperChangeAnswer,
} from '@app/accounts-contract';
import { accountsPlugin } from './accounts-routes';
import { orUniqueConflict } from './account-changes';
import { ShipperStatus } from '@app/accounts-contract';

type Account = typeof accounts.$inferSelect;

describe('account changes API', () => {
  let t: StaffTestApp;
  let tokens: Record<Staff, string>;
  let operatorBuildings: string[];
  let superAdmin: Account;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [accountsPlugin] });
    ({ tokens, operatorBuildings } = t);
    [superAdmin] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'superadmin@example.com'));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const call = (
    method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST',
    url: string,
    token: string,
    payload?: unknown,
  ) => t.call(method, url, { token }, payload);
  const account = async (id: string) =>
    (await db().select().from(accounts).where(eq(accounts.id, id)))[0];
  /** Accounts of a verify state, optionally inside (true) or outside (false) the operator's buildings. */
  const accountsWhere = async (
    state: 'pending' | 'active' | 'unknown',
    operatorOwn?: boolean,
    role: number = Role.USER,
  ) => {
    const rows = await db()
      .select()
      .from(accounts)
      .where(
        and(
          eq(accounts.role, role),
          state === 'unknown'
            ? isNull(accounts.apartmentId)
            : sql`${accounts.apartmentId} is not null`,
          eq(accounts.verify, state === 'active'),
        ),
      );
    return rows.filter(
      (a) =>
        operatorOwn === undefined ||
        (a.buildingId !== null && operatorBuildings.includes(a.buildingId)) === operatorOwn,
    );
  };
  const logsOf = (id: string) =>
    db().select().from(activityLogs).where(eq(activityLogs.accountId, id));

  describe('verification (spec 001 section 4)', () => {
    it('approve sets verified; approving again or an account without apartment is 409', async () => {
      const [pending] = await accountsWhere('pending');
      const res = await call(
        'PATCH',
        `/api/v1.1/admin/account/${pending!.id}/apartment/approve`,
        tokens.superadmin,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as AccountChangeAnswer;
      expect(body.message).toBe('Đã duyệt tài khoản người dùng này!');
      expect(body.data).toMatchObject({ _id: pending!.id, verify: true, verifyState: 2 });
      expect((await account(pending!.id))!.verify).toBe(true);
      const again = await call(
        'PATCH',
        `/api/v1.1/admin/account/${pending!.id}/apartment/approve`,
        tokens.superadmin,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'Chỉ duyệt được tài khoản đã chọn căn hộ và chưa được duyệt',
      );
      const [unknown] = await accountsWhere('unknown');
      const none = await call(
        'PATCH',
        `/api/v1.1/admin/account/${unknown!.id}/apartment/approve`,
        tokens.superadmin,
      );
      expect(none.statusCode).toBe(409);
      expect((await account(unknown!.id))!.verify).toBe(false);
    });

    it('reject clears apartment, floor, building and verify; the account is unknown again', async () => {
      for (const state of ['pending', 'active'] as const) {
        const [a] = await accountsWhere(state);
        const res = await call(
          'PATCH',
          `/api/v1.1/admin/account/${a!.id}/apartment/reject`,
          tokens.superadmin,
        );
        expect(res.statusCode).toBe(200);
        expect((res.json() as AccountChangeAnswer).message).toBe(
          'Đã từ chối duyệt tài khoản người dùng này!',
        );
        expect((res.json() as AccountChangeAnswer).data).toMatchObject({
          verify: false,
          verifyState: 0,
          apartment: null,
          floor: null,
          building: null,
        });
        expect(await account(a!.id)).toMatchObject({
          verify: false,
          apartmentId: null,
          floorId: null,
          buildingId: null,
        });
        const again = await call(
          'PATCH',
          `/api/v1.1/admin/account/${a!.id}/apartment/reject`,
          tokens.superadmin,
        );
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('Tài khoản này chưa đăng ký căn hộ');
      }
    });

    it('takes the answered request’s staff notice out of every bell: approved, rejected or set', async () => {
      const residents = (await accountsWhere('active', true)).slice(-3);
      expect(residents).toHaveLength(3);
      const noticesOf = (id: string) =>
        db()
          .select({ id: notifications.id })
          .from(notifications)
          .where(sql`${notifications.source} like ${`account:${id}:%`}`);
      const inboxRowsOf = (ids: string[]) =>
        db()
          .select()
          .from(notificationRecipients)
          .where(inArray(notificationRecipients.notificationId, ids));
      const answers: [string, string, string, unknown][] = [
        ['PATCH', 'operator/account/%/apartment/approve', tokens.operator, undefined],
        ['PATCH', 'admin/account/%/apartment/reject', tokens.superadmin, undefined],
        ['PATCH', 'admin/account/%/apartment', tokens.superadmin, undefined],
      ];
      for (const [i, [method, path, token, payload]] of answers.entries()) {
        const resident = residents[i]!;
        // The residents' app asks again: the database writes the staff notice 'Tài khoản chờ duyệt'.
        await db().update(accounts).set({ verify: false }).where(eq(accounts.id, resident.id));
        const notices = (await noticesOf(resident.id)).map((n) => n.id);
        expect(notices).toHaveLength(1);
        const rows = await inboxRowsOf(notices);
        expect(rows.map((r) => r.accountId)).toContain(superAdmin.id);
        const res = await call(
          method as 'PATCH',
          `/api/v1.1/${path.replace('%', resident.id)}`,
          token,
          payload ??
            (path.endsWith('/apartment')
              ? {
                  building: resident.buildingId,
                  floor: resident.floorId,
                  apartment: resident.apartmentId,
                }
              : undefined),
        );
        expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
        expect(await noticesOf(resident.id)).toEqual([]);
        expect(await inboxRowsOf(notices)).toEqual([]);
      }
    });

    it('writes each decision to the account’s activity log with who made it', async () => {
      const [pending] = await accountsWhere('pending');
      const before = (await logsOf(pending!.id)).length;
      await call(
        'PATCH',
        `/api/v1.1/admin/account/${pending!.id}/apartment/approve`,
        tokens.superadmin,
      );
      const after = await logsOf(pending!.id);
      expect(after).toHaveLength(before + 1);
      const entry = after.find((l) => l.title === 'Duyệt căn hộ')!;
      expect(entry.type).toBe(ActivityLogType.ACTIVITY);
      expect(entry.message).toContain(superAdmin.name);
      const res = await call(
        'GET',
        `/api/v1.1/admin/account/${pending!.id}/log?type=1`,
        tokens.superadmin,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: { title: string; type: number }[]; total: number };
      expect(body.data[0]!.title).toBe('Duyệt căn hộ');
      expect(body.data.length).toBeLessThanOrEqual(3);
      expect(body.data.every((l) => l.type === 1)).toBe(true);
      expect(body.total).toBe(after.filter((l) => l.type === 1).length);
    });
  });

  describe('the operator', () => {
    it('approves and rejects in their buildings only; another building’s account is 404', async () => {
      const [own] = await accountsWhere('pending', true);
      const [foreign] = await accountsWhere('pending', false);
      expect(own && foreign).toBeTruthy();
      const ok = await call(
        'PATCH',
        `/api/v1.1/operator/account/${own!.id}/apartment/approve`,
        tokens.operator,
      );
      expect(ok.statusCode).toBe(200);
      expect((await logsOf(own!.id)).some((l) => l.message.includes('Ban quản lý tòa nhà'))).toBe(
        true,
      );
      for (const action of ['approve', 'reject']) {
        const res = await call(
          'PATCH',
          `/api/v1.1/operator/account/${foreign!.id}/apartment/${action}`,
          tokens.operator,
        );
        expect(res.statusCode).toBe(404);
      }
      expect(await account(foreign!.id)).toMatchObject({
        verify: false,
        apartmentId: foreign!.apartmentId,
      });
      expect(
        (await call('GET', `/api/v1.1/operator/account/${foreign!.id}`, tokens.operator))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('GET', `/api/v1.1/operator/account/${foreign!.id}/device`, tokens.operator))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('GET', `/api/v1.1/operator/account/${foreign!.id}/log`, tokens.operator))
          .statusCode,
      ).toBe(404);
      const mine = await call('GET', `/api/v1.1/operator/account/${own!.id}`, tokens.operator);
      expect(mine.statusCode).toBe(200);
      expect((mine.json() as AccountDetailAnswer).data._id).toBe(own!.id);
    });

    it('may not edit profile, role, password or residence, nor delete accounts (403), nothing changes', async () => {
      const [own] = await accountsWhere('active', true);
      const base = `/api/v1.1/admin/account/${own!.id}`;
      const attempts: [Parameters<typeof call>[0], string, unknown][] = [
        ['GET', base, undefined],
        ['PUT', base, { name: 'X', phone: '0912345678', email: 'x@example.com', gender: '' }],
        ['PATCH', `${base}/role`, { role: Role.ADMIN }],
        ['PATCH', `${base}/password`, { password: 'abcdef' }],
        [
          'PATCH',
          `${base}/apartment`,
          { building: own!.buildingId, floor: own!.floorId, apartment: own!.apartmentId },
        ],
        ['PATCH', `${base}/apartment/approve`, undefined],
        ['PATCH', `${base}/apartment/reject`, undefined],
        ['PATCH', `${base}/building/${operatorBuildings[0]}`, undefined],
        ['DELETE', `${base}/building/${operatorBuildings[0]}`, undefined],
        ['PATCH', `${base}/shop/${own!.id}`, undefined],
        ['DELETE', `${base}/shop/${own!.id}`, undefined],
        ['GET', `${base}/device`, undefined],
        ['GET', `${base}/log`, undefined],
        ['DELETE', `${base}/device/${own!.id}`, undefined],
        ['DELETE', `/api/v1/completeDelete/user/${own!.id}`, undefined],
        ['POST', '/admin/create/account', { name: 'X' }],
        ['PUT', '/admin/update/staff', { userId: own!.id, role: Role.OPERATOR }],
      ];
      for (const [method, url, payload] of attempts) {
        const res = await call(method, url, tokens.operator, payload);
        expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 });
      }
      expect(await account(own!.id)).toEqual(own);
    });

    it('deletes a device of an account in their buildings', async () => {
      const [own] = await accountsWhere('active', true);
      const deviceId = newId();
      await db().insert(devices).values({ id: deviceId, accountId: own!.id, name: 'Test phone' });
      const res = await call(
        'DELETE',
        `/api/v1.1/operator/account/${own!.id}/device/${deviceId}`,
        tokens.operator,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Đã xóa thiết bị!');
      expect(await db().select().from(devices).where(eq(devices.id, deviceId))).toEqual([]);
      const again = await call(
        'DELETE',
        `/api/v1.1/operator/account/${own!.id}/device/${deviceId}`,
        tokens.operator,
      );
      expect(again.statusCode).toBe(404);
      // Another building's resident: 404 as if absent, and the device stays.
      const [foreign] = await accountsWhere('active', false);
      const foreignDevice = newId();
      await db()
        .insert(devices)
        .values({ id: foreignDevice, accountId: foreign!.id, name: 'Máy khác' });
      const refused = await call(
        'DELETE',
        `/api/v1.1/operator/account/${foreign!.id}/device/${foreignDevice}`,
        tokens.operator,
      );
      expect(refused.statusCode).toBe(404);
      expect(await db().select().from(devices).where(eq(devices.id, foreignDevice))).toHaveLength(
        1,
      );
      // A device of another account named under the operator's own resident: 404 too.
      const mixed = await call(
        'DELETE',
        `/api/v1.1/operator/account/${own!.id}/device/${foreignDevice}`,
        tokens.operator,
      );
      expect(mixed.statusCode).toBe(404);
      expect((await logsOf(own!.id)).some((l) => l.title === 'Xóa thiết bị')).toBe(true);
    });

    it('never reaches a staff account, even one living in their buildings (404 as if absent, never listed)', async () => {
      // Staff of every role (the super admin among them) with a pending residence in a building
      // the operator runs: the operator manages residents and shop people there, never staff.
      const [apartment] = await db()
        .select()
        .from(apartments)
        .where(inArray(apartments.buildingId, operatorBuildings))
        .limit(1);
      const residence = {
        apartmentId: apartment!.id,
        floorId: apartment!.floorId,
        buildingId: apartment!.buildingId,
        verify: false,
      };
      const staffIds = [newId(), newId()];
      await db()
        .insert(accounts)
        .values([
          { id: staffIds[0]!, name: 'Quản trị ở nhà', role: Role.ADMIN, ...residence },
          { id: staffIds[1]!, name: 'Vận hành ở nhà', role: Role.OPERATOR, ...residence },
        ]);
      const before = await account(superAdmin.id);
      const deviceIds: string[] = [];
      await db().update(accounts).set(residence).where(eq(accounts.id, superAdmin.id));
      try {
        const [foreign] = await accountsWhere('pending', false);
        const outOfScope = await call(
          'GET',
          `/api/v1.1/operator/account/${foreign!.id}`,
          tokens.operator,
        );
        expect(outOfScope.statusCode).toBe(404);
        for (const id of [superAdmin.id, ...staffIds]) {
          const deviceId = newId();
          deviceIds.push(deviceId);
          await db().insert(devices).values({ id: deviceId, accountId: id, name: 'Máy nhân viên' });
          const base = `/api/v1.1/operator/account/${id}`;
          for (const [method, url] of [
            ['GET', base],
            ['GET', `${base}/log`],
            ['GET', `${base}/device`],
            ['DELETE', `${base}/device/${deviceId}`],
            ['PATCH', `${base}/apartment/approve`],
            ['PATCH', `${base}/apartment/reject`],
          ] as const) {
            const res = await call(method, url, tokens.operator);
            expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
            if (!url.includes('/device/'))
              expect(res.json().message).toBe(outOfScope.json().message);
          }
          expect(await db().select().from(devices).where(eq(devices.id, deviceId))).toHaveLength(1);
          expect(await account(id)).toMatchObject(residence);
        }
        const staffRows = new Set([superAdmin.id, ...staffIds]);
        for (const query of ['quantity=500', 'role=0', 'role=8', 'role=5', 'verify=1']) {
          const res = await call(
            'GET',
            `/api/v1.1/operator/account?${query}&building=${apartment!.buildingId}`,
            tokens.operator,
          );
          expect(res.statusCode).toBe(200);
          const body = res.json() as { data: { _id: string; role: number }[]; total: number };
          expect({ query, staff: body.data.filter((r) => staffRows.has(r._id)) }).toEqual({
            query,
            staff: [],
          });
          if (query.startsWith('role='))
            expect({ query, total: body.total }).toEqual({ query, total: 0 });
        }
        // The super admin still reaches them.
        const own = await call('GET', `/api/v1.1/admin/account/${staffIds[0]}`, tokens.superadmin);
        expect(own.statusCode).toBe(200);
      } finally {
        await db()
          .update(accounts)
          .set({
            apartmentId: before!.apartmentId,
            floorId: before!.floorId,
            buildingId: before!.buildingId,
            verify: before!.verify,
          })
          .where(eq(accounts.id, superAdmin.id));
        // The staff accounts stay (the database noticed their requests), without a residence.
        await db()
          .update(accounts)
          .set({ apartmentId: null, floorId: null, buildingId: null })
          .where(inArray(accounts.id, staffIds));
        await db().delete(devices).where(inArray(devices.id, deviceIds));
      }
    });
  });

  describe('devices', () => {
    it('answers 3 a page, newest first, with the total', async () => {
      const [a] = await accountsWhere('active');
      const ids = [newId(), newId(), newId(), newId()];
      await db()
        .insert(devices)
        .values(
          ids.map((id, i) => ({
            id,
            accountId: a!.id,
            name: `Máy ${i}`,
            type: 'android',
            createdAt: new Date(Date.now() + i * 1000),
          })),
        );
      const res = await call('GET', `/api/v1.1/admin/account/${a!.id}/device`, tokens.superadmin);
      const body = res.json() as { data: { _id: string }[]; total: number };
      const all = await db().select().from(devices).where(eq(devices.accountId, a!.id));
      expect(body.total).toBe(all.length);
      expect(body.data.map((d) => d._id)).toEqual([ids[3], ids[2], ids[1]]);
    });
  });

  describe('residence', () => {
    const triple = async () => {
      const [apartment] = await db().select().from(apartments).limit(1);
      return apartment!;
    };
    /** Sets an account's residence as the super admin. */
    const setResidence = (id: string, body: unknown) =>
      call('PATCH', `/api/v1.1/admin/account/${id}/apartment`, tokens.superadmin, body);
    /** Expects the answer and the stored account to place the account in `ap` (its floor and building), verified. */
    const expectResident = async (
      id: string,
      ap: { id: string; name: string; floorId: string; buildingId: string },
      res: LightMyRequestResponse,
    ) => {
      expect(res.statusCode).toBe(200);
      expect((res.json() as AccountChangeAnswer).data).toMatchObject({
        apartment: { _id: ap.id, name: ap.name },
        floor: { _id: ap.floorId },
        building: { _id: ap.buildingId },
        verify: true,
        verifyState: 2,
      });
      expect(await account(id)).toMatchObject({
        apartmentId: ap.id,
        floorId: ap.floorId,
        buildingId: ap.buildingId,
        verify: true,
      });
    };
    /** The body naming an apartment with its own floor and building. */
    const whole = (ap: { id: string; floorId: string; buildingId: string }) => ({
      building: ap.buildingId,
      floor: ap.floorId,
      apartment: ap.id,
    });

    it('sets a building, floor and apartment that belong together, verified', async () => {
      const [a] = await accountsWhere('unknown');
      const ap = await triple();
      await expectResident(a!.id, ap, await setResidence(a!.id, whole(ap)));
    });

    it('takes the spec’s body {apartment} alone: the building and floor follow from the apartment', async () => {
      const [a] = await accountsWhere('unknown');
      const ap = await triple();
      await expectResident(a!.id, ap, await setResidence(a!.id, { apartment: ap.id }));
      // A building or floor sent with it must still hold it; blank ones are as absent.
      const [b] = await accountsWhere('unknown');
      const [otherFloor] = await db()
        .select()
        .from(floors)
        .where(ne(floors.id, ap.floorId))
        .limit(1);
      const wrong = await setResidence(b!.id, { apartment: ap.id, floor: otherFloor!.id });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Căn hộ, tầng và tòa nhà đã chọn không khớp với nhau');
      expect(await account(b!.id)).toEqual(b);
      const blank = await setResidence(b!.id, { apartment: ap.id, floor: '', building: null });
      expect(blank.statusCode).toBe(200);
      expect(await account(b!.id)).toMatchObject({ apartmentId: ap.id, floorId: ap.floorId });
      const none = await setResidence(b!.id, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toContain('Vui lòng chọn căn hộ!');
    });

    it('refuses with 400 a floor or building that does not hold the apartment, and changes nothing', async () => {
      const [a] = await accountsWhere('active');
      const ap = await triple();
      const [otherFloor] = await db()
        .select()
        .from(floors)
        .where(and(eq(floors.buildingId, ap.buildingId), ne(floors.id, ap.floorId)))
        .limit(1);
      const [otherBuildingFloor] = await db()
        .select()
        .from(floors)
        .where(ne(floors.buildingId, ap.buildingId))
        .limit(1);
      const cases = [
        { building: ap.buildingId, floor: otherFloor!.id, apartment: ap.id },
        { building: otherBuildingFloor!.buildingId, floor: ap.floorId, apartment: ap.id },
        {
          building: otherBuildingFloor!.buildingId,
          floor: otherBuildingFloor!.id,
          apartment: ap.id,
        },
      ];
      for (const body of cases) {
        const res = await setResidence(a!.id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Căn hộ, tầng và tòa nhà đã chọn không khớp với nhau');
      }
      const missing = await setResidence(a!.id, {
        building: ap.buildingId,
        floor: ap.floorId,
        apartment: newId(),
      });
      expect(missing.statusCode).toBe(400);
      const empty = await setResidence(a!.id, {
        building: ap.buildingId,
        floor: ap.floorId,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('Vui lòng chọn căn hộ!');
      expect(await account(a!.id)).toEqual(a);
    });

    it('is locked for shop owners (409)', async () => {
      const [merchant] = await db()
        .select()
        .from(accounts)
        .where(eq(accounts.role, Role.MERCHANT))
        .limit(1);
      const ap = await triple();
      const res = await setResidence(merchant!.id, whole(ap));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Thông tin cư trú không xác định đối với tài khoản này!');
    });
  });

  describe('password, role and profile', () => {
    const setPassword = (id: string, password: string) =>
      call('PATCH', `/api/v1.1/admin/account/${id}/password`, tokens.superadmin, { password });
    const setRole = (id: string, role: unknown) =>
      call('PATCH', `/api/v1.1/admin/account/${id}/role`, tokens.superadmin, { role });
    const setProfile = (id: string, profile: object) =>
      call('PUT', `/api/v1.1/admin/account/${id}`, tokens.superadmin, profile);

    it('refuses a password shorter than 6 characters; a good one is stored hashed and ends the sessions', async () => {
      const [a] = await accountsWhere('active');
      for (const password of ['', '12345', ' abc ']) {
        const res = await setPassword(a!.id, password);
        expect(res.statusCode).toBe(400);
      }
      const short = await setPassword(a!.id, '12345');
      expect(short.json().message).toContain('Độ dài mật khẩu tối thiểu 6 ký tự!');
      expect((await account(a!.id))!.passwordHash).toBe(a!.passwordHash);
      await db()
        .insert(refreshSessions)
        .values({ id: newId(), accountId: a!.id, expiresAt: new Date(Date.now() + 3600_000) });
      const ok = await setPassword(a!.id, 'matkhau-moi');
      expect(ok.statusCode).toBe(200);
      const stored = (await account(a!.id))!.passwordHash!;
      expect(stored).toMatch(/^\$argon2id\$/);
      expect(stored).not.toBe(a!.passwordHash);
      const sessions = await db()
        .select()
        .from(refreshSessions)
        .where(eq(refreshSessions.accountId, a!.id));
      expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
      expect(ok.body).not.toMatch(/argon2|password/i);
    });

    it('changes the role (not one’s own) and logs it', async () => {
      const [a] = await accountsWhere('active');
      const res = await setRole(a!.id, Role.USER_MERCHANT);
      expect(res.statusCode).toBe(200);
      expect((await account(a!.id))!.role).toBe(Role.USER_MERCHANT);
      expect((await logsOf(a!.id)).some((l) => l.title === 'Cập nhật vai trò')).toBe(true);
      // A blank, false, '000' or [0] once read as 0, SUPER_ADMIN (audit finding 3).
      for (const role of [3, 'x', null, '  ', '', false, '000', [0], '0x0']) {
        const bad = await setRole(a!.id, role);
        expect(bad.statusCode).toBe(400);
        expect((await account(a!.id))!.role).toBe(Role.USER_MERCHANT);
      }
      const own = await setRole(superAdmin.id, Role.USER);
      expect(own.statusCode).toBe(409);
      expect((await account(superAdmin.id))!.role).toBe(Role.SUPER_ADMIN);
    });

    it('updates the profile; another account’s email or phone is 409', async () => {
      const [a, b] = (await accountsWhere('active')).filter((x) => x.email && x.phone);
      const profile = {
        name: 'Trần Thị Hoa',
        phone: '0987000111',
        email: 'hoa.tran@example.com',
        gender: 'female',
      };
      const res = await setProfile(a!.id, profile);
      expect(res.statusCode).toBe(200);
      expect((res.json() as AccountChangeAnswer).data).toMatchObject(profile);
      const takenEmail = await setProfile(a!.id, {
        ...profile,
        email: b!.email,
      });
      expect(takenEmail.statusCode).toBe(409);
      expect(takenEmail.json().message).toBe('Email này đã được sử dụng');
      const takenPhone = await setProfile(a!.id, {
        ...profile,
        phone: b!.phone,
      });
      expect(takenPhone.statusCode).toBe(409);
      expect(takenPhone.json().message).toBe('Số điện thoại này đã được sử dụng');
      const missingName = await setProfile(a!.id, {
        ...profile,
        name: '  ',
      });
      expect(missingName.statusCode).toBe(400);
      expect(missingName.json().message).toContain('Vui lòng nhập họ tên!');
      expect(await account(a!.id)).toMatchObject(profile);
    });
  });

  describe('building operation and shop cards', () => {
    /** Gives (PATCH) or takes back (DELETE) a building or shop (`building/<id>`, `shop/<id>`). */
    const link = (method: 'PATCH' | 'DELETE', id: string, target: string) =>
      call(method, `/api/v1.1/admin/account/${id}/${target}`, tokens.superadmin);

    it('adds and removes a building an operator runs; a resident’s card is locked (409)', async () => {
      const [operator] = await db()
        .select()
        .from(accounts)
        .where(eq(accounts.email, 'operator@example.com'));
      const [resident] = await accountsWhere('active');
      const building = resident!.buildingId!;
      const set = await link('PATCH', operator!.id, `building/${building}`);
      expect(set.statusCode).toBe(200);
      expect((set.json() as AccountChangeAnswer).data.buildings.map((b) => b._id)).toContain(
        building,
      );
      const unset = await link('DELETE', operator!.id, `building/${building}`);
      expect(unset.statusCode).toBe(200);
      expect((unset.json() as AccountChangeAnswer).data.buildings.map((b) => b._id)).not.toContain(
        building,
      );
      const locked = await link('PATCH', resident!.id, `building/${building}`);
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe('Thiết lập là không khả dụng đối với vai trò này!');
    });

    it('assigns a shop to a shop owner; a resident’s card is locked (409)', async () => {
      const [merchant] = await db()
        .select()
        .from(accounts)
        .where(eq(accounts.role, Role.MERCHANT))
        .limit(1);
      const [shop] = await db().select().from(shops).limit(1);
      const set = await link('PATCH', merchant!.id, `shop/${shop!.id}`);
      expect(set.statusCode).toBe(200);
      expect(
        await db().select().from(accountShops).where(eq(accountShops.accountId, merchant!.id)),
      ).toContainEqual({
        accountId: merchant!.id,
        shopId: shop!.id,
      });
      const [resident] = await accountsWhere('active');
      const locked = await link('PATCH', resident!.id, `shop/${shop!.id}`);
      expect(locked.statusCode).toBe(409);
    });
  });

  describe('activity log', () => {
    it('writes one entry for every change an admin makes, naming who made it', async () => {
      const [r] = await accountsWhere('active');
      const [apartment] = await db().select().from(apartments).limit(1);
      const [shop] = await db().select().from(shops).limit(1);
      const deviceId = newId();
      await db().insert(devices).values({ id: deviceId, accountId: r!.id, name: 'Máy cũ' });
      const base = `/api/v1.1/admin/account/${r!.id}`;
      const steps: [string, Parameters<typeof call>[0], string, unknown][] = [
        ['Từ chối căn hộ', 'PATCH', `${base}/apartment/reject`, undefined],
        [
          'Cập nhật cư trú',
          'PATCH',
          `${base}/apartment`,
          { building: apartment!.buildingId, floor: apartment!.floorId, apartment: apartment!.id },
        ],
        [
          'Cập nhật hồ sơ',
          'PUT',
          base,
          {
            name: 'Trần Thị Nhật Ký',
            phone: '0987000122',
            email: 'nhatky@example.com',
            gender: 'female',
          },
        ],
        ['Đặt lại mật khẩu', 'PATCH', `${base}/password`, { password: 'matkhau9' }],
        ['Cập nhật vai trò', 'PATCH', `${base}/role`, { role: Role.USER_MERCHANT }],
        ['Thiết lập cửa hàng', 'PATCH', `${base}/shop/${shop!.id}`, undefined],
        ['Thiết lập cửa hàng', 'DELETE', `${base}/shop/${shop!.id}`, undefined],
        [
          'Cập nhật nhân viên',
          'PUT',
          '/admin/update/staff',
          { userId: r!.id, role: Role.OPERATOR, buildingId: operatorBuildings[0] },
        ],
        ['Tòa nhà vận hành', 'DELETE', `${base}/building/${operatorBuildings[0]}`, undefined],
        ['Tòa nhà vận hành', 'PATCH', `${base}/building/${operatorBuildings[0]}`, undefined],
        ['Xóa thiết bị', 'DELETE', `${base}/device/${deviceId}`, undefined],
      ];
      for (const [title, method, url, payload] of steps) {
        const before = await logsOf(r!.id);
        const res = await call(method, url, tokens.superadmin, payload);
        expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 200 });
        const added = (await logsOf(r!.id)).filter((l) => !before.some((b) => b.id === l.id));
        expect(added).toHaveLength(1);
        expect(added[0]).toMatchObject({ title, type: ActivityLogType.ACTIVITY });
        expect(added[0]!.message).toMatch(
          new RegExp(`\\(bởi ${superAdmin.name}, Quản trị cấp cao\\)$`),
        );
      }
      // A refused change writes nothing.
      const before = (await logsOf(r!.id)).length;
      await call('PATCH', `${base}/password`, tokens.superadmin, { password: '12345' });
      expect(await logsOf(r!.id)).toHaveLength(before);
    });
  });

  describe('complete delete', () => {
    const DELETE_REFUSED =
      'Không thể xóa hoàn toàn tài khoản đã có đơn hàng, giao dịch, số dư, cửa hàng hoặc thông báo đã gửi';
    /** Residents with no order, transaction, ledger row, shop or notification of their own. */
    const freeResidents = async (n: number) =>
      db()
        .select()
        .from(accounts)
        .where(
          and(
            eq(accounts.role, Role.USER),
            sql`not exists (select 1 from ${orders} where ${orders.customerId} = ${accounts.id})`,
            sql`not exists (select 1 from ${transactions} where ${transactions.accountId} = ${accounts.id})`,
            sql`not exists (select 1 from ${accountLedger} where ${accountLedger.accountId} = ${accounts.id})`,
            sql`not exists (select 1 from ${shops} where ${shops.ownerId} = ${accounts.id})`,
            sql`not exists (select 1 from ${notifications} where ${notifications.creatorId} = ${accounts.id})`,
          ),
        )
        .limit(n);
    /**
     * Every row still naming the account: each column with a foreign key to accounts (read from the
     * catalogue, so a table added later is covered), the staff notices about it, the order rollups.
     */
    const leftovers = async (id: string) => {
      const fks = await db().execute(sql`
        select c.conrelid::regclass::text as tbl, a.attname as col
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'f' and c.confrelid = 'accounts'::regclass`);
      const columns = fks.rows as { tbl: string; col: string }[];
      expect(columns.length).toBeGreaterThan(10);
      const found: string[] = [];
      for (const { tbl, col } of [
        ...columns,
        { tbl: 'order_day_customers', col: 'customer_id' },
        { tbl: 'order_month_customers', col: 'customer_id' },
        { tbl: 'order_month_customer_totals', col: 'customer_id' },
      ]) {
        const exists = await db().execute(
          sql`select 1 from information_schema.tables where table_name = ${tbl.replaceAll('"', '')}`,
        );
        if (exists.rows.length === 0) continue;
        const n = await db().execute(
          sql`select count(*)::int as n from ${sql.identifier(tbl.replaceAll('"', ''))} where ${sql.identifier(col)} = ${id}`,
        );
        if (Number((n.rows[0] as { n: number }).n) > 0) found.push(`${tbl}.${col}`);
      }
      const notices = await db().execute(
        sql`select count(*)::int as n from ${notifications} where ${notifications.source} like ${`%${id}%`}`,
      );
      if (Number((notices.rows[0] as { n: number }).n) > 0) found.push('notifications.source');
      return found;
    };

    it('is refused (409) for an account with orders, transactions or ledger rows, which stay whole', async () => {
      const [withOrders] = await db().select({ id: orders.customerId }).from(orders).limit(1);
      const [withTx] = await db()
        .select({ id: transactions.accountId })
        .from(transactions)
        .limit(1);
      // A balance carried into the append-only ledger without any wallet transaction.
      const [withLedger] = await freeResidents(1);
      await db().insert(accountLedger).values({
        id: newId(),
        accountId: withLedger!.id,
        amount: 50_000,
        balanceAfter: 50_000,
        kind: 'opening',
      });
      for (const id of [withOrders!.id, withTx!.id, withLedger!.id]) {
        const res = await call('DELETE', `/api/v1/completeDelete/user/${id}`, tokens.superadmin);
        expect({ id, status: res.statusCode }).toEqual({ id, status: 409 });
        expect(res.json().message).toBe(DELETE_REFUSED);
        expect(await account(id)).toBeDefined();
      }
    });

    it('deletes an account without history and everything only it owned; only the super admin', async () => {
      const [free] = await freeResidents(1);
      await db().insert(devices).values({ id: newId(), accountId: free!.id, name: 'x' });
      await db().insert(activityLogs).values({ id: newId(), accountId: free!.id, title: 'x' });
      await db()
        .insert(accountBuildings)
        .values({ accountId: free!.id, buildingId: operatorBuildings[0]! });
      // An order moved to the account and back leaves its rollup rows at zero (migration 0009,
      // and the month totals of 0021): the deletion takes them with it.
      const [counted] = await db()
        .select({ id: orders.id, customerId: orders.customerId })
        .from(orders)
        .where(sql`${orders.status} not in (0, 4)`)
        .limit(1);
      for (const customerId of [free!.id, counted!.customerId])
        await db().update(orders).set({ customerId }).where(eq(orders.id, counted!.id));
      expect(await leftovers(free!.id)).toEqual(
        expect.arrayContaining([
          'order_day_customers.customer_id',
          'order_month_customers.customer_id',
          'order_month_customer_totals.customer_id',
        ]),
      );
      for (const token of [tokens.admin, tokens.operator])
        expect(
          (await call('DELETE', `/api/v1/completeDelete/user/${free!.id}`, token)).statusCode,
        ).toBe(403);
      expect(await account(free!.id)).toBeDefined();
      const res = await call(
        'DELETE',
        `/api/v1/completeDelete/user/${free!.id}`,
        tokens.superadmin,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Đã xóa tài khoản!');
      expect(await account(free!.id)).toBeUndefined();
      expect(await leftovers(free!.id)).toEqual([]);
      expect(
        (await call('DELETE', `/api/v1/completeDelete/user/${free!.id}`, tokens.superadmin))
          .statusCode,
      ).toBe(404);
      const self = await call(
        'DELETE',
        `/api/v1/completeDelete/user/${superAdmin.id}`,
        tokens.superadmin,
      );
      expect(self.statusCode).toBe(409);
    });

    it('deletes a pending resident with the staff notice about its request, leaving nothing behind', async () => {
      const [, resident] = await freeResidents(2);
      const [apartment] = await db()
        .select()
        .from(apartments)
        .where(eq(apartments.buildingId, operatorBuildings[0]!))
        .limit(1);
      // The residents' app asks for an apartment: the database writes a notice to the staff.
      await db()
        .update(accounts)
        .set({
          apartmentId: apartment!.id,
          floorId: apartment!.floorId,
          buildingId: apartment!.buildingId,
          verify: false,
        })
        .where(eq(accounts.id, resident!.id));
      const notices = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.creatorId, resident!.id));
      expect(notices.length).toBeGreaterThan(0);
      const res = await call(
        'DELETE',
        `/api/v1/completeDelete/user/${resident!.id}`,
        tokens.superadmin,
      );
      expect(res.statusCode).toBe(200);
      expect(await leftovers(resident!.id)).toEqual([]);
      expect(
        await db()
          .select()
          .from(notificationRecipients)
          .where(
            inArray(
              notificationRecipients.notificationId,
              notices.map((n) => n.id),
            ),
          ),
      ).toEqual([]);
    });

    it('refuses an account that sent a notification (it stays, with the notification)', async () => {
      const [sender] = await freeResidents(1);
      const id = newId();
      await db().insert(notifications).values({
        id,
        title: 'Thông báo thử',
        sendType: 'building',
        creatorId: sender!.id,
      });
      const res = await call(
        'DELETE',
        `/api/v1/completeDelete/user/${sender!.id}`,
        tokens.superadmin,
      );
      expect(res.statusCode).toBe(409);
      expect(await account(sender!.id)).toBeDefined();
      expect(await db().select().from(notifications).where(eq(notifications.id, id))).toHaveLength(
        1,
      );
    });
  });

  describe('the pickers’ narrow list', () => {
    it('answers id, name, phone and apartment of residents and shop residents only, to the admin too', async () => {
      const res = await call('GET', '/api/v1.1/admin/account/picker?quantity=500', tokens.admin);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: Record<string, unknown>[]; total: number };
      expect(body.data.length).toBeGreaterThan(0);
      for (const row of body.data)
        expect(Object.keys(row).sort()).toEqual(['_id', 'apartment', 'name', 'phone']);
      const roles = await db()
        .select({ id: accounts.id, role: accounts.role })
        .from(accounts)
        .where(
          inArray(
            accounts.id,
            body.data.map((r) => r._id as string),
          ),
        );
      expect(roles.every((r) => r.role === Role.USER || r.role === Role.USER_MERCHANT)).toBe(true);
      const expected = await db()
        .select({ id: accounts.id })
        .from(accounts)
        .where(inArray(accounts.role, [Role.USER, Role.USER_MERCHANT]));
      expect(body.total).toBe(expected.length);
      expect(res.body).not.toMatch(/@example\.com|"role"|"verify"/);
      const staff = await call(
        'GET',
        `/api/v1.1/admin/account/picker?role=${Role.SUPER_ADMIN}`,
        tokens.admin,
      );
      expect(staff.statusCode).toBe(400);
      const op = await call(
        'GET',
        '/api/v1.1/operator/account/picker?quantity=500',
        tokens.operator,
      );
      expect(op.statusCode).toBe(200);
      const opIds = (op.json() as { data: { _id: string }[] }).data.map((r) => r._id);
      const opAccounts = await db().select().from(accounts).where(inArray(accounts.id, opIds));
      expect(
        opAccounts.every((a) => a.buildingId && operatorBuildings.includes(a.buildingId)),
      ).toBe(true);
    });
  });

  describe('staff', () => {
    it('creates a staff account; email and phone must be unique (409); bad input 400', async () => {
      const [building] = operatorBuildings;
      const input = {
        name: 'Lê Văn Quản',
        email: 'quan.le@example.com',
        phone: '0911222333',
        buildingId: building,
        password: 'matkhau1',
        role: Role.OPERATOR,
      };
      const res = await call('POST', '/admin/create/account', tokens.superadmin, input);
      expect(res.statusCode).toBe(201);
      const created = (res.json() as AccountChangeAnswer).data;
      expect(created).toMatchObject({ name: input.name, email: input.email, role: Role.OPERATOR });
      expect(created.buildings.map((b) => b._id)).toEqual([building]);
      const dupEmail = await call('POST', '/admin/create/account', tokens.superadmin, {
        ...input,
        phone: '0911222444',
      });
      expect(dupEmail.statusCode).toBe(409);
      expect(dupEmail.json().message).toBe('Email này đã được sử dụng');
      const dupPhone = await call('POST', '/admin/create/account', tokens.superadmin, {
        ...input,
        email: 'other.quan@example.com',
      });
      expect(dupPhone.statusCode).toBe(409);
      expect(dupPhone.json().message).toBe('Số điện thoại này đã được sử dụng');
      const upperEmail = await call('POST', '/admin/create/account', tokens.superadmin, {
        ...input,
        email: 'QUAN.LE@Example.com',
        phone: '0911222555',
      });
      expect(upperEmail.statusCode).toBe(409);
      // Two creates racing for one email: one account, one 409, never a 500.
      const race = await Promise.all(
        ['0911222666', '0911222777'].map((phone) =>
          call('POST', '/admin/create/account', tokens.superadmin, {
            ...input,
            email: 'race.quan@example.com',
            phone,
          }),
        ),
      );
      expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      // The unique index has the last word when the check before it was outrun.
      const [other] = await db()
        .select()
        .from(accounts)
        .where(eq(accounts.role, Role.USER))
        .limit(1);
      const outrun = await orUniqueConflict(async () => {
        await db().update(accounts).set({ phone: input.phone }).where(eq(accounts.id, other!.id));
        return { ok: true as const, value: null };
      });
      expect(outrun).toMatchObject({
        ok: false,
        reason: 'conflict',
        message: 'Số điện thoại này đã được sử dụng',
      });
      for (const bad of [
        { ...input, email: 'x2@example.com', phone: '0911999888', password: '123' },
        { ...input, email: 'x3@example.com', phone: '0911999887', role: Role.USER },
        { ...input, email: 'x4@example.com', phone: '0911999886', buildingId: undefined },
      ]) {
        expect(
          (await call('POST', '/admin/create/account', tokens.superadmin, bad)).statusCode,
        ).toBe(400);
      }
      expect((await call('POST', '/admin/create/account', tokens.admin, input)).statusCode).toBe(
        403,
      );
      const found = await call('POST', '/admin/find/user', tokens.superadmin, {
        phone: input.phone,
      });
      expect((found.json() as AccountDetailAnswer).data._id).toBe(created._id);
      const staff = await call('GET', '/admin/get/staff?quantity=500', tokens.superadmin);
      expect((staff.json() as { data: { _id: string }[] }).data.map((s) => s._id)).toContain(
        created._id,
      );
    });

    it('a password the super admin sets (new staff, reset) must be changed at the next sign-in (audit finding 19)', async () => {
      const res = await call('POST', '/admin/create/account', tokens.superadmin, {
        name: 'Phạm Thị Mới',
        email: 'moi.pham@example.com',
        phone: '0911222999',
        password: 'Tam@thoi-98765432',
        role: Role.ADMIN,
      });
      expect(res.statusCode).toBe(201);
      const id = (res.json() as AccountChangeAnswer).data._id;
      expect((await account(id))!.mustChangePassword).toBe(true);
      await db().update(accounts).set({ mustChangePassword: false }).where(eq(accounts.id, id));
      const reset = await call(
        'PATCH',
        `/api/v1.1/admin/account/${id}/password`,
        tokens.superadmin,
        {
          password: 'Khac@thoi-1234',
        },
      );
      expect(reset.statusCode).toBe(200);
      expect((await account(id))!.mustChangePassword).toBe(true);
      // Promoting an account keeps the password its owner chose.
      const [resident] = await accountsWhere('active');
      await call('PUT', '/admin/update/staff', tokens.superadmin, {
        userId: resident!.id,
        role: Role.ADMIN,
      });
      expect((await account(resident!.id))!.mustChangePassword).toBe(false);
    });

    it('finds a user by phone and makes them an operator of a building', async () => {
      const [a] = await accountsWhere('active');
      const notFound = await call('POST', '/admin/find/user', tokens.superadmin, {
        phone: '0900000009',
      });
      expect(notFound.statusCode).toBe(404);
      const found = await call('POST', '/admin/find/user', tokens.superadmin, { phone: a!.phone });
      expect((found.json() as AccountDetailAnswer).data._id).toBe(a!.id);
      const noBuilding = await call('PUT', '/admin/update/staff', tokens.superadmin, {
        userId: a!.id,
        role: Role.OPERATOR,
      });
      expect(noBuilding.statusCode).toBe(400);
      for (const role of ['  ', false, '000', [0], '']) {
        const blank = await call('PUT', '/admin/update/staff', tokens.superadmin, {
          userId: a!.id,
          role,
          buildingId: operatorBuildings[0],
        });
        expect(blank.statusCode).toBe(400);
        expect((await account(a!.id))!.role).toBe(a!.role);
      }
      const res = await call('PUT', '/admin/update/staff', tokens.superadmin, {
        userId: a!.id,
        role: Role.OPERATOR,
        buildingId: operatorBuildings[0],
      });
      expect(res.statusCode).toBe(200);
      expect((await account(a!.id))!.role).toBe(Role.OPERATOR);
      expect(
        await db().select().from(accountBuildings).where(eq(accountBuildings.accountId, a!.id)),
      ).toContainEqual({ accountId: a!.id, buildingId: operatorBuildings[0] });
    });
  });

  describe('shippers (spec 000 section 7)', () => {
    it('lists by status and text; approves with a staff code and building; rejects with a reason', async () => {
      const list = await call(
        'GET',
        '/api/v1.1/admin/shipper?status=0&quantity=500',
        tokens.superadmin,
      );
      expect(list.statusCode).toBe(200);
      const pending = list.json() as { data: { _id: string; status: number }[]; total: number };
      const expected = await db()
        .select()
        .from(shippers)
        .where(eq(shippers.status, ShipperStatus.PENDING));
      expect(pending.total).toBe(expected.length);
      expect(pending.data.every((s) => s.status === 0)).toBe(true);
      const [first, second] = expected;
      const [building] = operatorBuildings;
      const noCode = await call('POST', '/api/v1.1/admin/shipper/approve', tokens.superadmin, {
        _id: first!.id,
        buildingId: building,
        staffCode: ' ',
      });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().message).toContain('Vui lòng nhập mã nhân viên!');
      const ok = await call('POST', '/api/v1.1/admin/shipper/approve', tokens.superadmin, {
        _id: first!.id,
        buildingId: building,
        staffCode: 'SHP-TEST-1',
        approvedAt: new Date().toISOString(),
      });
      expect(ok.statusCode).toBe(200);
      expect((ok.json() as ShipperChangeAnswer).data).toMatchObject({
        status: 1,
        staffCode: 'SHP-TEST-1',
        building: { _id: building },
      });
      const again = await call('POST', '/api/v1.1/admin/shipper/approve', tokens.superadmin, {
        _id: first!.id,
        buildingId: building,
        staffCode: 'SHP-TEST-1',
      });
      expect(again.statusCode).toBe(409);
      const sameCode = await call('POST', '/api/v1.1/admin/shipper/approve', tokens.superadmin, {
        _id: second!.id,
        buildingId: building,
        staffCode: 'SHP-TEST-1',
      });
      expect(sameCode.statusCode).toBe(409);
      const noReason = await call('POST', '/api/v1.1/admin/shipper/reject', tokens.superadmin, {
        _id: second!.id,
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toContain('Vui lòng nhập lý do từ chối!');
      const rejected = await call('POST', '/api/v1.1/admin/shipper/reject', tokens.superadmin, {
        _id: second!.id,
        rejectedReason: 'Thiếu giấy tờ',
      });
      expect(rejected.statusCode).toBe(200);
      expect((rejected.json() as ShipperChangeAnswer).data).toMatchObject({
        status: 2,
        rejectedReason: 'Thiếu giấy tờ',
      });
      const found = await call('GET', `/api/v1.1/admin/shipper?text=SHP-TEST`, tokens.superadmin);
      expect((found.json() as { data: { _id: string }[] }).data.map((s) => s._id)).toEqual([
        first!.id,
      ]);
    });

    it('the operator approves only into their buildings and sees only theirs', async () => {
      const list = await call('GET', '/api/v1.1/admin/shipper?quantity=500', tokens.operator);
      const rows = (list.json() as { data: { building: { _id: string } | null }[] }).data;
      expect(
        rows.every((s) => s.building === null || operatorBuildings.includes(s.building._id)),
      ).toBe(true);
      const pendingId = newId();
      await db()
        .insert(shippers)
        .values({ id: pendingId, name: 'Shipper Mới', phone: '0909000111' });
      const pending = { id: pendingId };
      const [foreignFloor] = await db()
        .select()
        .from(floors)
        .where(sql`${floors.buildingId} not in ${operatorBuildings}`)
        .limit(1);
      const res = await call('POST', '/api/v1.1/admin/shipper/approve', tokens.operator, {
        _id: pending!.id,
        buildingId: foreignFloor!.buildingId,
        staffCode: 'SHP-OP-1',
      });
      expect([400, 404]).toContain(res.statusCode);
      expect(
        (await db().select().from(shippers).where(eq(shippers.id, pending!.id)))[0]!.status,
      ).toBe(0);
    });
  });
});
