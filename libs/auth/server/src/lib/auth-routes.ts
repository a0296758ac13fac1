import { hash, verify } from '@node-rs/argon2';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiStatus,
  authMessages,
  DeviceType,
  isStaffRole,
  renewTokenInputSchema,
  staffRoles,
  type Role,
  type TokenPair,
} from '@app/contract';
import {
  authPaths,
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  resetPasswordInputSchema,
  savePushTokenInputSchema,
  signupInputSchema,
} from '@app/auth-contract';
import {
  badRequest,
  checkPushEndpoint,
  conflict,
  forbidden,
  hashToken,
  HttpError,
  openWith,
  randomToken,
  sealFor,
  signAccessToken,
  tooManyRequests,
  unauthorized,
} from '@app/server-core';
import { createAuthRepository, type AccountRow } from './auth-repository';
import { LoginLimiter } from './login-limiter';

/** argon2id parameters for new password hashes (OWASP's minimum: 19 MiB, 2 passes). */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * How long after a rotation a renewal with the just-spent refresh token still gets the same new pair
 * (two tabs, or concurrent calls, renewing at once). Later, the spent token is taken for a theft.
 */
export const RENEWAL_GRACE_MS = 30_000;

const sessionExpired = () => new HttpError(ApiStatus.SESSION_EXPIRED, authMessages.sessionExpired);

/**
 * Auth routes (spec 000 section 7): sign-in with email or phone, token renewal with rotation and
 * reuse detection, logout, sign-up, forgot/reset password, and the push token of a browser.
 * Only staff may sign in to the console.
 */
export const authPlugin: FastifyPluginAsync = async (app) => {
  const repo = createAuthRepository(app.db);
  const { config } = app;
  const limiter = new LoginLimiter(app.db, config.login.maxFailures, config.login.windowSeconds);
  /** Verified against when the account does not exist, so both answers take as long. */
  const dummyHash = await hash(randomToken(), ARGON2);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { public: true } as const;
  const staff = { roles: staffRoles };
  const tokenPair = z.object({ token: z.string(), refreshToken: z.string() });
  // Answers carrying tokens (and the rest of the auth routes) are never stored by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const message = z.object({ message: z.string() });

  async function issueTokens(
    account: AccountRow,
    sessionId: string,
    refreshToken: string,
  ): Promise<TokenPair> {
    const buildings = await repo.buildingsOf(account.id);
    const token = await signAccessToken(
      {
        sub: account.id,
        sid: sessionId,
        role: account.role as Role,
        name: account.name,
        email: account.email,
        avatar: account.avatar || null,
        buildings,
        ...(account.mustChangePassword ? { mustChangePassword: true } : {}),
      },
      config.jwtSecret,
      config.accessTokenTtl,
    );
    return { token, refreshToken };
  }

  const clientIp = (request: FastifyRequest) => request.ip;
  const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

  /** Looks the address up and mails a reset link if it belongs to an account. */
  async function sendResetLink(email: string, log: FastifyRequest['log']): Promise<void> {
    const account = await repo.findAccountByLogin({ email });
    if (!account) return;
    const token = randomToken();
    await repo.createPasswordReset(
      account.id,
      hashToken(token),
      new Date(Date.now() + config.resetTokenTtl * 1000),
    );
    const link = `${config.publicUrl.replace(/\/$/, '')}/resetpassword?token=${token}`;
    const minutes = Math.round(config.resetTokenTtl / 60);
    try {
      await app.mailer.send({
        to: email,
        subject: 'Đặt lại mật khẩu',
        text: `Xin chào ${account.name},\n\nMở đường dẫn sau để đặt mật khẩu mới (hiệu lực ${minutes} phút, dùng được một lần):\n${link}\n\nNếu bạn không yêu cầu, hãy bỏ qua thư này.`,
      });
    } catch (err) {
      log.error({ err }, 'reset mail could not be sent');
    }
  }

  r.post(
    authPaths.login,
    { config: publicRoute, schema: { body: loginInputSchema, response: { 200: tokenPair } } },
    async (request) => {
      const { email, phone, password } = request.body;
      const ip = clientIp(request);
      const account = await repo.findAccountByLogin(email ? { email } : { phone });
      // An account's email and phone count as one; counted before the password check, so
      // concurrent guesses cannot outrun the limit.
      const counted = LoginLimiter.accountKey(account?.id, email || phone || '');
      const refused = await limiter.attempt(counted, ip);
      if (refused) {
        const minutes = minutesOf(refused.waitMs);
        throw tooManyRequests(
          refused.by === 'account'
            ? authMessages.accountLocked(minutes)
            : authMessages.tooManyAttempts(minutes),
        );
      }

      const passwordOk = await verify(account?.passwordHash ?? dummyHash, password).catch(
        () => false,
      );
      if (!account || !account.passwordHash || !passwordOk)
        throw unauthorized(authMessages.wrongCredentials);
      await limiter.succeeded(counted, ip);
      if (!isStaffRole(account.role)) throw forbidden(authMessages.notStaff);

      const refreshToken = randomToken();
      const sessionId = await repo.createSession({
        accountId: account.id,
        tokenHash: hashToken(refreshToken),
        expiresAt: new Date(Date.now() + config.refreshTokenTtl * 1000),
        userAgent: request.headers['user-agent'] ?? '',
        ip,
      });
      return issueTokens(account, sessionId, refreshToken);
    },
  );

  r.post(
    authPaths.renewToken,
    { config: publicRoute, schema: { body: renewTokenInputSchema, response: { 200: tokenPair } } },
    async (request) => {
      const presented = request.body.token;
      const found = await repo.findRefreshToken(hashToken(presented));
      if (!found) throw sessionExpired();
      if (found.revokedAt || found.expiresAt.getTime() <= Date.now()) throw sessionExpired();
      const revoke = async (why: string) => {
        await repo.revokeSession(found.sessionId);
        app.sessions.forget(found.sessionId);
        request.log.warn({ sessionId: found.sessionId }, why);
      };
      /** The pair a racing renewal already got, when the token was spent moments ago. */
      const successorOf = (row: typeof found): TokenPair | null => {
        if (!row.usedAt || !row.successor || row.spentMsAgo === null) return null;
        // Measured by the database's clock, so every instance draws the line at the same moment.
        if (Number(row.spentMsAgo) > RENEWAL_GRACE_MS) return null;
        const opened = openWith(presented, row.successor);
        return opened ? (JSON.parse(opened) as TokenPair) : null;
      };
      if (found.usedAt) {
        const pair = successorOf(found);
        if (pair) return pair;
        await revoke('refresh token reused: session revoked');
        throw sessionExpired();
      }
      const account = await repo.findAccountById(found.accountId);
      if (!account || !isStaffRole(account.role)) {
        await revoke('account gone or no longer staff: session revoked');
        throw sessionExpired();
      }
      const next = randomToken();
      const pair = await issueTokens(account, found.sessionId, next);
      const sealed = sealFor(presented, JSON.stringify(pair));
      if (await repo.rotateRefreshToken(found.tokenId, found.sessionId, hashToken(next), sealed))
        return pair;
      // Another renewal with this token won the race: it stored the pair it gave out.
      const raced = await repo.findRefreshToken(hashToken(presented));
      const theirs = raced && !raced.revokedAt ? successorOf(raced) : null;
      if (theirs) return theirs;
      await revoke('refresh token reused: session revoked');
      throw sessionExpired();
    },
  );

  r.post(
    authPaths.logout,
    { config: { ...staff, passwordChange: true }, schema: { response: { 200: message } } },
    async (request) => {
      const sessionId = request.user!.sessionId;
      await repo.revokeSession(sessionId);
      app.sessions.forget(sessionId);
      return { message: 'Đã đăng xuất' };
    },
  );

  r.post(
    authPaths.signup,
    { config: publicRoute, schema: { body: signupInputSchema, response: { 201: message } } },
    async (request, reply) => {
      const { name, email, phone, password } = request.body;
      // The answer tells whether an email or phone is taken (the form must say so): probing is
      // limited per address like sign-in.
      const waitMs = await limiter.attemptFrom('signup', request.ip, config.login.maxFailures * 4);
      if (waitMs > 0) throw tooManyRequests(authMessages.tooManySignups(minutesOf(waitMs)));
      const taken = await repo.emailOrPhoneTaken(email, phone);
      if (taken)
        throw conflict(taken === 'email' ? authMessages.emailTaken : authMessages.phoneTaken);
      await repo.createResident({ name, email, phone, passwordHash: await hash(password, ARGON2) });
      return reply.status(201).send({ message: authMessages.signedUp });
    },
  );

  r.post(
    authPaths.forgotPassword,
    {
      config: publicRoute,
      schema: { body: forgotPasswordInputSchema, response: { 200: message } },
    },
    async (request) => {
      const waitMs = await limiter.attemptFrom('forgot', request.ip, config.login.maxFailures * 4);
      if (waitMs > 0) throw tooManyRequests(authMessages.tooManyRequests(minutesOf(waitMs)));
      // The answer goes out before the address is even looked up, so that it takes as long for
      // an unknown address as for an account's (no timing tells them apart).
      sendResetLink(request.body.email, request.log).catch((err: unknown) =>
        request.log.error({ err }, 'reset link could not be prepared'),
      );
      return { message: authMessages.resetLinkSent };
    },
  );

  r.post(
    authPaths.resetPassword,
    { config: publicRoute, schema: { body: resetPasswordInputSchema, response: { 200: message } } },
    async (request) => {
      const accountId = await repo.spendPasswordReset(hashToken(request.body.token));
      if (!accountId) throw new HttpError(400, authMessages.resetLinkInvalid);
      await repo.setPassword(accountId, await hash(request.body.password, ARGON2));
      for (const sessionId of await repo.revokeAllSessions(accountId))
        app.sessions.forget(sessionId);
      return { message: authMessages.passwordReset };
    },
  );

  /**
   * The signed-in staff member's own new password (audit finding 19): the one way out of a password
   * someone else set. The current password is checked; every session of the account ends (it signs
   * in again with the new password), and the account no longer must change it.
   */
  r.post(
    authPaths.changePassword,
    {
      config: { ...staff, passwordChange: true },
      schema: { body: changePasswordInputSchema, response: { 200: message } },
    },
    async (request) => {
      const account = await repo.findAccountById(request.user!.id);
      const ok =
        account?.passwordHash &&
        (await verify(account.passwordHash, request.body.password).catch(() => false));
      if (!account || !ok) throw badRequest(authMessages.wrongCurrentPassword);
      await repo.setPassword(account.id, await hash(request.body.newPassword, ARGON2));
      for (const sessionId of await repo.revokeAllSessions(account.id))
        app.sessions.forget(sessionId);
      return { message: authMessages.passwordChanged };
    },
  );

  r.put(
    authPaths.savePushToken,
    { config: staff, schema: { body: savePushTokenInputSchema, response: { 200: message } } },
    async (request) => {
      if (request.body.deviceType === DeviceType.WEB) {
        let endpoint: unknown;
        try {
          endpoint = (JSON.parse(request.body.deviceToken) as { endpoint?: unknown }).endpoint;
        } catch {
          endpoint = undefined;
        }
        const check =
          typeof endpoint === 'string' ? await checkPushEndpoint(endpoint) : { ok: false as const };
        if (!check.ok) throw badRequest(authMessages.invalidPushEndpoint);
      }
      await repo.savePushToken(request.user!.id, request.body);
      return { message: 'Đã lưu thiết bị nhận thông báo' };
    },
  );

  r.get(
    authPaths.vapidPublicKey,
    { config: publicRoute, schema: { response: { 200: z.object({ publicKey: z.string() }) } } },
    async () => ({ publicKey: config.vapid.publicKey }),
  );

  r.post(
    authPaths.testPush,
    { config: staff, schema: { response: { 200: z.object({ sent: z.number().int() }) } } },
    async (request) => {
      const accountIds = [request.user!.id];
      // The answer is how many browsers were asked, never which answered: the caller must not learn
      // whether an endpoint is reachable. The pushes go out after the answer.
      const sent = await app.push.countSubscriptions(accountIds);
      app.push
        .sendToAccounts(accountIds, {
          title: 'Thông báo thử',
          body: 'Trình duyệt này đã nhận được thông báo từ trang quản trị.',
          url: '/dashboard',
        })
        .catch((err: unknown) => request.log.error({ err }, 'test push failed'));
      return { sent };
    },
  );
};
