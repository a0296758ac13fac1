import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { hash } from '@node-rs/argon2';
import { accounts, newId, pushTokens, refreshSessions, refreshTokens } from '@app/server-db';
import { authMessages, Role } from '@app/contract';
import { hashToken, signAccessToken } from '@app/server-core';
import { bearer, createTestApp, signIn, type TestApp } from '@app/server-core/testing';
import { authPlugin, RENEWAL_GRACE_MS } from './auth-routes';

const PASSWORD = 'Demo@12345';

describe('auth routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      plugins: [authPlugin],
      config: { login: { maxFailures: 3, windowSeconds: 600 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload, remoteAddress: ip });
  const ping = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/push/test', headers: bearer(token) });

  describe('POST /auth/login', () => {
    it.each([
      ['superadmin@example.com', Role.SUPER_ADMIN],
      ['admin@example.com', Role.ADMIN],
      ['operator@example.com', Role.OPERATOR],
    ])('signs in %s with a token carrying role %i', async (email, role) => {
      const res = await login({ email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.refreshToken).toEqual(expect.any(String));
      const claims = decodeJwt(body.token);
      expect(claims.role).toBe(role);
      expect(claims.sub).toMatch(/^[0-9a-f]{24}$/);
      expect(claims.exp! - claims.iat!).toBe(t.config.accessTokenTtl);
    });

    it('puts the two buildings an operator runs in the token', async () => {
      const { token } = await signIn(t.app, 'operator@example.com');
      expect(decodeJwt(token).buildings).toHaveLength(2);
    });

    it('signs in with a phone number', async () => {
      const [admin] = await t.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, 'admin@example.com'));
      const res = await login({ phone: admin!.phone, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(decodeJwt(res.json().token).role).toBe(Role.ADMIN);
    });

    it.each(['resident@example.com', 'merchant@example.com'])(
      'refuses %s, whose password is right, in Vietnamese',
      async (email) => {
        const res = await login({ email, password: PASSWORD }, '10.0.0.2');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: authMessages.notStaff });
      },
    );

    it('gives the same answer for a wrong password and an unknown account', async () => {
      const wrong = await login({ email: 'admin@example.com', password: 'nope-nope' }, '10.0.0.3');
      const unknown = await login(
        { email: 'nobody@example.com', password: 'nope-nope' },
        '10.0.0.3',
      );
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({ message: authMessages.wrongCredentials });
    });

    it('rate-limits repeated failures for one account from one address', async () => {
      const ip = '10.0.0.4';
      for (let i = 0; i < 3; i++) {
        expect(
          (await login({ email: 'operator@example.com', password: `bad-${i}` }, ip)).statusCode,
        ).toBe(401);
      }
      const limited = await login({ email: 'operator@example.com', password: PASSWORD }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Vui lòng thử lại sau \d+ phút/);
      expect(
        (await login({ email: 'operator@example.com', password: PASSWORD }, '10.0.0.5')).statusCode,
      ).toBe(200);
    });

    it('counts concurrent guesses before checking them: of 30 at once, only 3 reach the check', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login({ email: 'superadmin@example.com', password: `guess-${i}` }, '10.0.0.9'),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(27);
      expect(answers.find((a) => a.statusCode === 429)!.json().message).toMatch(
        /^Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ phút\.$/,
      );
    });

    /** Ends the sign-in windows of every key, as if they had passed (the locks below end). */
    const endWindows = () =>
      t.database.db.execute(
        sql`update auth_attempts set window_start = now() - interval '601 seconds'`,
      );
    const adminPhone = async () => {
      const [admin] = await t.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, 'admin@example.com'));
      return admin!.phone;
    };

    it('counts an account once whether its email or its phone is typed', async () => {
      const phone = await adminPhone();
      const ip = '10.1.1.1';
      expect((await login({ email: 'admin@example.com', password: 'bad-1' }, ip)).statusCode).toBe(
        401,
      );
      expect((await login({ email: 'ADMIN@example.com', password: 'bad-2' }, ip)).statusCode).toBe(
        401,
      );
      expect((await login({ phone, password: 'bad-3' }, ip)).statusCode).toBe(401);
      const limited = await login({ phone, password: PASSWORD }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(authMessages.tooManyAttempts(10));
      await endWindows();
    });

    it('locks an account guessed from many addresses, and tells the user, until the lock ends', async () => {
      const phone = await adminPhone();
      // Two guesses from each of three addresses, one by email and one by phone: under every
      // address limit (3), at the account's cap (2 × 3).
      for (let i = 1; i <= 3; i++) {
        const ip = `10.1.2.${i}`;
        expect((await login({ email: 'admin@example.com', password: 'bad' }, ip)).statusCode).toBe(
          401,
        );
        expect((await login({ phone, password: 'bad' }, ip)).statusCode).toBe(401);
      }
      for (const payload of [
        { email: 'admin@example.com', password: PASSWORD },
        { phone, password: PASSWORD },
      ]) {
        const locked = await login(payload, '10.1.2.9');
        expect(locked.statusCode).toBe(429);
        expect(locked.json()).toEqual({ message: authMessages.accountLocked(10) });
      }
      // Another account is not locked; an unknown one is limited the same way (no 429 tells that
      // an account exists).
      expect(
        (await login({ email: 'operator@example.com', password: PASSWORD }, '10.1.2.9')).statusCode,
      ).toBe(200);
      for (let i = 1; i <= 6; i++)
        expect(
          (await login({ email: 'ghost@example.com', password: 'x' }, `10.1.3.${i}`)).statusCode,
        ).toBe(401);
      expect(
        (await login({ email: 'ghost@example.com', password: 'x' }, '10.1.3.9')).json(),
      ).toEqual({
        message: authMessages.accountLocked(10),
      });
      await endWindows();
      expect((await login({ phone, password: PASSWORD }, '10.1.2.9')).statusCode).toBe(200);
    });

    it.each([
      [{}, 'password'],
      [{ password: 'x' }, 'email'],
      [{ email: 'admin@example.com' }, 'password'],
      [{ email: 'admin@example.com', password: 42 }, 'password'],
    ])('answers 400 with a Vietnamese message for a malformed body %j', async (payload, field) => {
      const res = await login(payload, '10.0.0.6');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Dữ liệu không hợp lệ/);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Nội dung gửi lên không phải JSON hợp lệ' });
    });
  });

  describe('tokens and sessions', () => {
    it('answers 401 without a token and with a forged one', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/push/test' })).statusCode).toBe(
        401,
      );
      const { token } = await signIn(t.app, 'admin@example.com');
      const forged = await signAccessToken(decodeJwt(token) as never, 'another-secret', 900);
      const res = await ping(forged);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: authMessages.unauthenticated });
      expect((await ping('not.a.jwt')).statusCode).toBe(401);
    });

    it('answers 901 for an expired access token, and renewal gives a working one', async () => {
      const { token, refreshToken } = await signIn(t.app, 'admin@example.com');
      const claims = decodeJwt(token);
      const expired = await signAccessToken(
        claims as never,
        t.config.jwtSecret,
        60,
        new Date(Date.now() - 3600_000),
      );
      const res = await ping(expired);
      expect(res.statusCode).toBe(901);
      expect(res.json()).toEqual({ message: authMessages.accessTokenExpired });

      const renewed = await t.app.inject({
        method: 'POST',
        url: '/auth/renew/token',
        payload: { token: refreshToken },
      });
      expect(renewed.statusCode).toBe(200);
      const pair = renewed.json();
      expect(pair.refreshToken).not.toBe(refreshToken);
      expect(decodeJwt(pair.token).sid).toBe(claims.sid);
      expect((await ping(pair.token)).statusCode).toBe(200);
    });

    const renew = (token: string) =>
      t.app.inject({ method: 'POST', url: '/auth/renew/token', payload: { token } });
    /** Moves the rotation of a spent refresh token into the past, beyond the grace window. */
    const spentLongAgo = (refreshToken: string) =>
      t.database.db
        .update(refreshTokens)
        .set({ usedAt: new Date(Date.now() - RENEWAL_GRACE_MS - 1000) })
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));

    it('revokes the session when a refresh token spent long ago is presented again', async () => {
      const first = await signIn(t.app, 'superadmin@example.com');
      const second = (await renew(first.refreshToken)).json();
      await spentLongAgo(first.refreshToken);
      const reuse = await renew(first.refreshToken);
      expect(reuse.statusCode).toBe(902);
      expect(reuse.json()).toEqual({ message: authMessages.sessionExpired });
      // the thief's reuse also ends the legitimate holder's session
      expect((await renew(second.refreshToken)).statusCode).toBe(902);
      expect((await ping(second.token)).statusCode).toBe(902);
    });

    it('gives 30 concurrent renewals with one token the same new pair, and the pair works', async () => {
      const { refreshToken } = await signIn(t.app, 'admin@example.com');
      const answers = await Promise.all(Array.from({ length: 30 }, () => renew(refreshToken)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      const pair = answers[0]!.json();
      expect(pair.refreshToken).not.toBe(refreshToken);
      expect(answers[0]!.headers['cache-control']).toBe('no-store');
      expect((await ping(pair.token)).statusCode).toBe(200);
      expect((await renew(pair.refreshToken)).statusCode).toBe(200);
    });

    it('gives a second tab renewing with the just-rotated token the same pair, keeping the session', async () => {
      const { refreshToken } = await signIn(t.app, 'operator@example.com');
      const tabA = await renew(refreshToken);
      const tabB = await renew(refreshToken);
      expect(tabA.statusCode).toBe(200);
      expect(tabB.statusCode).toBe(200);
      expect(tabB.json()).toEqual(tabA.json());
      expect((await ping(tabB.json().token)).statusCode).toBe(200);
    });

    it('answers 902 for an unknown refresh token and an expired session', async () => {
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/auth/renew/token',
        payload: { token: 'x'.repeat(43) },
      });
      expect(unknown.statusCode).toBe(902);
      const { token, refreshToken } = await signIn(t.app, 'operator@example.com');
      await t.database.db
        .update(refreshSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshSessions.id, decodeJwt(token).sid as string));
      t.app.sessions.forget(decodeJwt(token).sid as string);
      expect((await ping(token)).statusCode).toBe(902);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/auth/renew/token',
            payload: { token: refreshToken },
          })
        ).statusCode,
      ).toBe(902);
    });

    it('logout revokes the session: its access and refresh tokens stop working', async () => {
      const { token, refreshToken } = await signIn(t.app, 'admin@example.com');
      const out = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: bearer(token),
      });
      expect(out.statusCode).toBe(200);
      expect((await ping(token)).statusCode).toBe(902);
      const renew = await t.app.inject({
        method: 'POST',
        url: '/auth/renew/token',
        payload: { token: refreshToken },
      });
      expect(renew.statusCode).toBe(902);
    });

    it('accepts the older access-token header', async () => {
      const { token } = await signIn(t.app, 'admin@example.com');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/push/test',
        headers: { 'access-token': token },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('sign-up and password reset', () => {
    /** A sign-up form, with the password 'matkhau1'. */
    const signUpForm = (name: string, email: string, phone: string) => ({
      name,
      email,
      phone,
      password: 'matkhau1',
    });

    it('creates a resident account that cannot open the console until staff promote it', async () => {
      const payload = signUpForm('Trần Thị Mai', 'mai.tran@example.com', '0912345678');
      const res = await t.app.inject({ method: 'POST', url: '/auth/signup', payload });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: authMessages.signedUp });
      const again = await t.app.inject({ method: 'POST', url: '/auth/signup', payload });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: authMessages.emailTaken });
      const signin = await login(
        { email: 'mai.tran@example.com', password: 'matkhau1' },
        '10.0.1.1',
      );
      expect(signin.statusCode).toBe(403);
    });

    it('refuses a short password with the spec message', async () => {
      const payload = { name: 'A', email: 'a@example.com', phone: '0912345670', password: '123' };
      const res = await t.app.inject({ method: 'POST', url: '/auth/signup', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Độ dài mật khẩu tối thiểu 6 ký tự!');
    });

    /** Records the mails sent; `next()` resolves with the text of the next one. */
    const mailbox = () => {
      const sent: string[] = [];
      let waiting: ((text: string) => void) | null = null;
      const spy = jest.spyOn(t.app.mailer, 'send').mockImplementation(async (m) => {
        sent.push(m.text);
        waiting?.(m.text);
      });
      const next = () =>
        new Promise<string>((resolve) => {
          waiting = resolve;
        });
      return { sent, spy, next };
    };

    it('answers forgot-password before looking the address up, so both answers take as long', async () => {
      let release!: () => void;
      const mailed = new Promise<void>((resolve) => {
        jest.spyOn(t.app.mailer, 'send').mockImplementationOnce(
          () =>
            new Promise<void>((done) => {
              release = done;
              resolve();
            }),
        );
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: 'superadmin@example.com' },
        remoteAddress: '10.0.2.1',
      });
      // Answered while the mail is still being sent (on the old code the answer waited for it).
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: authMessages.resetLinkSent });
      await mailed;
      release();
    }, 15_000);

    it('limits sign-ups from one address, since they tell whether an email is taken', async () => {
      const payload = signUpForm('Dò Tìm', 'admin@example.com', '0912000000');
      const signup = () =>
        t.app.inject({ method: 'POST', url: '/auth/signup', payload, remoteAddress: '10.0.2.2' });
      for (let i = 0; i < 12; i++) expect((await signup()).statusCode).toBe(409);
      const limited = await signup();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Bạn đã đăng ký quá nhiều lần/);
    });

    it('mails a single-use reset link that sets a new password and ends existing sessions', async () => {
      const { sent, spy, next } = mailbox();
      const mail = next();
      const before = await signIn(t.app, 'admin@example.com');
      const asked = await t.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: 'admin@example.com' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: 'ghost@example.com' },
      });
      expect(asked.json()).toEqual(unknown.json());
      const token = /resetpassword\?token=([\w-]+)/.exec(await mail)![1]!;
      expect(sent).toHaveLength(1);

      const reset = (password: string) =>
        t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password } });
      expect((await reset('MatKhauMoi@1')).statusCode).toBe(200);
      const twice = await reset('MatKhauKhac@2');
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toEqual({ message: authMessages.resetLinkInvalid });
      expect((await ping(before.token)).statusCode).toBe(902);
      expect(
        (await login({ email: 'admin@example.com', password: 'MatKhauMoi@1' }, '10.0.1.2'))
          .statusCode,
      ).toBe(200);
      spy.mockRestore();
    });

    it('makes a staff member whose password someone else set change it before anything else (audit finding 19)', async () => {
      const id = newId();
      await t.database.db.insert(accounts).values({
        id,
        name: 'Nhân viên mới',
        email: 'new.staff@example.com',
        phone: '0911000019',
        role: Role.ADMIN,
        passwordHash: await hash('Tam@thoi-123456', { memoryCost: 19456, timeCost: 2 }),
        mustChangePassword: true,
      });
      const first = await login(
        { email: 'new.staff@example.com', password: 'Tam@thoi-123456' },
        '10.0.3.1',
      );
      expect(first.statusCode).toBe(200);
      const { token } = first.json();
      expect(decodeJwt(token).mustChangePassword).toBe(true);
      // Nothing else answers while the password is someone else's.
      const refused = await ping(token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(authMessages.mustChangePassword);
      const change = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: '/auth/change-password',
          headers: bearer(token),
          payload,
        });
      const wrong = await change({ password: 'doan-sai', newPassword: 'Rieng@cua-toi-1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(authMessages.wrongCurrentPassword);
      const same = await change({ password: 'Tam@thoi-123456', newPassword: 'Tam@thoi-123456' });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toContain(authMessages.samePassword);
      expect((await change({ password: 'Tam@thoi-123456', newPassword: '123' })).statusCode).toBe(
        400,
      );
      const [still] = await t.database.db.select().from(accounts).where(eq(accounts.id, id));
      expect(still!.mustChangePassword).toBe(true);
      const done = await change({ password: 'Tam@thoi-123456', newPassword: 'Rieng@cua-toi-1' });
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe(authMessages.passwordChanged);
      // Every session ends; the new password signs in, free of the flag.
      expect((await ping(token)).statusCode).toBe(902);
      const again = await login(
        { email: 'new.staff@example.com', password: 'Rieng@cua-toi-1' },
        '10.0.3.1',
      );
      expect(again.statusCode).toBe(200);
      expect(decodeJwt(again.json().token).mustChangePassword).toBeUndefined();
      expect((await ping(again.json().token)).statusCode).toBe(200);
      // Any staff member may change their own password; it is checked against the current one.
      const { token: operator } = await signIn(t.app, 'operator@example.com');
      const own = await t.app.inject({
        method: 'POST',
        url: '/auth/change-password',
        headers: bearer(operator),
        payload: { password: 'sai-roi', newPassword: 'Khac@12345' },
      });
      expect(own.statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'POST', url: '/auth/change-password', payload: {} }))
          .statusCode,
      ).toBe(401);
    });

    it('refuses an expired reset link', async () => {
      const { spy, next } = mailbox();
      const mail = next();
      await t.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: 'operator@example.com' },
      });
      const token = /token=([\w-]+)/.exec(await mail)![1]!;
      spy.mockRestore();
      await t.database.db.execute(
        // expire every pending link of the operator
        (await import('drizzle-orm'))
          .sql`update password_resets set expires_at = now() - interval '1 minute'`,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/reset-password',
        payload: { token, password: 'Abcdef@1' },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('push', () => {
    it('stores a push token for the signed-in account, once per device', async () => {
      const { token } = await signIn(t.app, 'superadmin@example.com');
      const save = (deviceToken: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/user/save/pushToken',
          headers: bearer(token),
          payload: { deviceId: 'browser-1', deviceToken, deviceType: 'web' },
        });
      expect((await save('{"endpoint":"https://push.example/1"}')).statusCode).toBe(200);
      expect((await save('{"endpoint":"https://push.example/2"}')).statusCode).toBe(200);
      const rows = await t.database.db
        .select()
        .from(pushTokens)
        .where(eq(pushTokens.deviceId, 'browser-1'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.deviceToken).toContain('/2');
    });

    it.each([
      'http://push.example.invalid/1',
      'https://127.0.0.1:45999/x',
      'https://[::1]/x',
      'https://192.168.1.10/x',
      'https://localhost/x',
      'not a url',
    ])('refuses a web subscription whose endpoint is %s', async (endpoint) => {
      const { token } = await signIn(t.app, 'superadmin@example.com');
      const res = await t.app.inject({
        method: 'PUT',
        url: '/user/save/pushToken',
        headers: bearer(token),
        payload: {
          deviceId: 'browser-x',
          deviceToken: JSON.stringify({ endpoint }),
          deviceType: 'web',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: authMessages.invalidPushEndpoint });
    });

    it('answers the test push with how many browsers were asked, without waiting for them', async () => {
      const { token } = await signIn(t.app, 'operator@example.com');
      const [operator] = await t.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, 'operator@example.com'));
      // An endpoint saved before endpoints were checked, pointing at this machine.
      await t.database.db.insert(pushTokens).values({
        id: 'b'.repeat(24),
        accountId: operator!.id,
        deviceId: 'old-browser',
        deviceType: 'web',
        deviceToken: JSON.stringify({ endpoint: 'https://127.0.0.1:45999/x', keys: {} }),
      });
      const res = await ping(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: 1 });
    });

    it('refuses an unknown device type with a Vietnamese message', async () => {
      const { token } = await signIn(t.app, 'superadmin@example.com');
      const res = await t.app.inject({
        method: 'PUT',
        url: '/user/save/pushToken',
        headers: bearer(token),
        payload: { deviceId: 'x', deviceToken: 'y', deviceType: 'fax' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Loại thiết bị không hợp lệ');
    });

    it('publishes the VAPID public key', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/push/vapid-public-key' });
      expect(res.json()).toEqual({ publicKey: t.config.vapid.publicKey });
    });
  });
});
