import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  accountBuildings,
  accounts,
  activityLogs,
  newId,
  passwordResets,
  pushTokens,
  refreshSessions,
  refreshTokens,
  type Db,
} from '@app/server-db';
import { Role, ActivityLogType } from '@app/contract';
import { type SavePushTokenInput } from '@app/auth-contract';

export type AccountRow = typeof accounts.$inferSelect;

/** The queries of the auth domain; no HTTP in here. */
export function createAuthRepository(db: Db) {
  return {
    async findAccountByLogin(login: {
      email?: string;
      phone?: string;
    }): Promise<AccountRow | undefined> {
      const where = login.email
        ? sql`lower(${accounts.email}) = ${login.email.trim().toLowerCase()}`
        : eq(accounts.phone, (login.phone ?? '').trim());
      const [row] = await db.select().from(accounts).where(where).limit(1);
      return row;
    },

    async findAccountById(id: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return row;
    },

    async buildingsOf(accountId: string): Promise<string[]> {
      const rows = await db
        .select({ id: accountBuildings.buildingId })
        .from(accountBuildings)
        .where(eq(accountBuildings.accountId, accountId));
      return rows.map((r) => r.id);
    },

    /** Opens a session with its first refresh token (stored hashed). */
    async createSession(input: {
      accountId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string;
      ip: string;
    }): Promise<string> {
      const sessionId = newId();
      await db.transaction(async (tx) => {
        await tx.insert(refreshSessions).values({
          id: sessionId,
          accountId: input.accountId,
          expiresAt: input.expiresAt,
          userAgent: input.userAgent.slice(0, 300),
          ip: input.ip,
        });
        await tx
          .insert(refreshTokens)
          .values({ id: newId(), sessionId, tokenHash: input.tokenHash });
        await tx.insert(activityLogs).values({
          id: newId(),
          accountId: input.accountId,
          title: 'Đăng nhập',
          message: `Đăng nhập trang quản trị từ ${input.ip}`,
          type: ActivityLogType.ACTIVITY,
        });
      });
      return sessionId;
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          tokenId: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          /**
           * How long ago it was spent, by the database's clock: every API instance measures the
           * renewal grace window alike, whatever its own clock says.
           */
          spentMsAgo: sql<
            number | null
          >`(extract(epoch from (now() - ${refreshTokens.usedAt})) * 1000)::float8`,
          successor: refreshTokens.successor,
          sessionId: refreshSessions.id,
          accountId: refreshSessions.accountId,
          revokedAt: refreshSessions.revokedAt,
          expiresAt: refreshSessions.expiresAt,
        })
        .from(refreshTokens)
        .innerJoin(refreshSessions, eq(refreshSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Spends a refresh token and issues the next one, atomically: only one of concurrent renewals
     * with the same token can spend it; the pair it gave (sealed) is kept on the spent token for
     * the others. Returns false when it was already spent.
     */
    async rotateRefreshToken(
      tokenId: string,
      sessionId: string,
      nextHash: string,
      sealedSuccessor: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(refreshTokens)
          .set({ usedAt: sql`now()`, successor: sealedSuccessor })
          .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (!spent.length) return false;
        await tx.insert(refreshTokens).values({ id: newId(), sessionId, tokenHash: nextHash });
        await tx
          .update(refreshSessions)
          .set({ lastUsedAt: sql`now()` })
          .where(eq(refreshSessions.id, sessionId));
        return true;
      });
    },

    async revokeSession(sessionId: string): Promise<void> {
      await db
        .update(refreshSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshSessions.id, sessionId), isNull(refreshSessions.revokedAt)));
    },

    async revokeAllSessions(accountId: string): Promise<string[]> {
      const rows = await db
        .update(refreshSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshSessions.accountId, accountId), isNull(refreshSessions.revokedAt)))
        .returning({ id: refreshSessions.id });
      return rows.map((r) => r.id);
    },

    async emailOrPhoneTaken(email: string, phone: string): Promise<'email' | 'phone' | null> {
      const [byEmail] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
        .limit(1);
      if (byEmail) return 'email';
      const [byPhone] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.phone, phone))
        .limit(1);
      return byPhone ? 'phone' : null;
    },

    async createResident(input: {
      name: string;
      email: string;
      phone: string;
      passwordHash: string;
    }) {
      const id = newId();
      await db.insert(accounts).values({ id, ...input, role: Role.USER, verify: false });
      return id;
    },

    async createPasswordReset(
      accountId: string,
      tokenHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.insert(passwordResets).values({ id: newId(), accountId, tokenHash, expiresAt });
    },

    /** Spends a reset link once: returns the account id, or null when unknown, used or expired. */
    async spendPasswordReset(tokenHash: string): Promise<string | null> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            sql`${passwordResets.expiresAt} > now()`,
          ),
        )
        .returning({ accountId: passwordResets.accountId });
      return rows[0]?.accountId ?? null;
    },

    async setPassword(accountId: string, passwordHash: string): Promise<void> {
      await db
        .update(accounts)
        .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
        .where(eq(accounts.id, accountId));
    },

    async savePushToken(accountId: string, input: SavePushTokenInput): Promise<void> {
      await db
        .insert(pushTokens)
        .values({ id: newId(), accountId, ...input })
        .onConflictDoUpdate({
          target: [pushTokens.accountId, pushTokens.deviceId],
          set: {
            deviceToken: input.deviceToken,
            deviceType: input.deviceType,
            updatedAt: new Date(),
          },
        });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
