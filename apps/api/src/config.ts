import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import webpush from 'web-push';
import { z } from 'zod';
import type { ServerConfig, TestPushService } from '@app/server-core';

/** Everything apps/api reads from the environment. */
export interface AppConfig {
  server: ServerConfig;
  port: number;
  host: string;
  logLevel: string;
  databaseUrl?: string;
  /**
   * A streaming replica of DATABASE_URL (`DATABASE_REPLICA_URL`): the read-only reports and exports
   * read it once it has caught up, within `replicaMaxWaitMs` (`DATABASE_REPLICA_MAX_WAIT_MS`, 50 ms).
   */
  databaseReplicaUrl?: string;
  replicaMaxWaitMs: number;
  dataDir: string;
  /** The built console to serve on the same port (production mode). */
  consoleDist?: string;
  seedOnEmpty: 'none' | 'test' | 'small';
  /**
   * Fastify's `trustProxy`: `false` (the default: the client's own address is used, and
   * `X-Forwarded-For` is ignored), a number of proxy hops, or the proxies' addresses and CIDRs.
   */
  trustProxy: false | number | string[];
}

/** More proxy hops than any real chain in front of the server: a count past it trusts the client. */
const MAX_PROXY_HOPS = 10;
/** The widest networks `TRUST_PROXY` may name (a /8 of IPv4, a /16 of IPv6). */
const MIN_PREFIX = { 4: 8, 6: 16 } as const;

/**
 * Why a `TRUST_PROXY` entry (an address or CIDR) is refused, or undefined when it names a proxy.
 * A network wider than {@link MIN_PREFIX} (`0.0.0.0/0`, `::/0`, `::ffff:0:0/96`, which is every
 * IPv4 address) trusts anyone, as `true` would.
 */
function trustProxyEntryProblem(item: string): string | undefined {
  const [address = '', prefixText, ...rest] = item.split('/');
  const family = isIP(address) as 0 | 4 | 6;
  if (!family || rest.length || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)))
    return `"${item}" is not an IP address or CIDR`;
  const bits = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return `"${item}": the prefix is longer than ${bits} bits`;
  // An IPv4-mapped network (::ffff:a.b.c.d/n) is the IPv4 network /n-96.
  const mapped = family === 6 && /^::ffff:[0-9a-f.:]+$/i.test(address);
  const widest = mapped ? 96 + MIN_PREFIX[4] : MIN_PREFIX[family];
  if (prefix < widest)
    return `"${item}" trusts a network wider than /${widest}: anyone in it could choose the address the sign-in limiter counts`;
  return undefined;
}

/**
 * `TRUST_PROXY`: unset means no proxy is trusted; `1` (a hop count, at most 10) trusts that many
 * proxies in front of the server; `10.0.0.1,10.1.0.0/16` trusts exactly those addresses. `true`
 * (trust any sender of the header) is refused: it would let any client choose the address the
 * sign-in limiter counts; so is what amounts to it (`0.0.0.0/0`, `::/0`, a network wider than a /8
 * of IPv4 or a /16 of IPv6, a hop count above 10).
 */
const trustProxySchema = z
  .string()
  .transform((value, ctx): false | number | string[] => {
    const v = value.trim();
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > MAX_PROXY_HOPS) {
        ctx.addIssue({
          code: 'custom',
          message: `a hop count above ${MAX_PROXY_HOPS} trusts whatever the client writes in X-Forwarded-For; name the proxies' addresses or count the real hops`,
        });
        return z.NEVER;
      }
      return hops === 0 ? false : hops;
    }
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!list.length) {
      ctx.addIssue({
        code: 'custom',
        message: 'expected a hop count or a comma-separated list of IP addresses/CIDRs',
      });
      return z.NEVER;
    }
    for (const item of list) {
      const problem = trustProxyEntryProblem(item);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a hop count or a comma-separated list of IP addresses/CIDRs: ${problem}`,
        });
        return z.NEVER;
      }
    }
    return list;
  })
  .optional();

/**
 * `PUSH_TEST_HOSTS` (tests only): `push.e2e.test=127.0.0.1,other.test=::1`, names under the
 * reserved `.test` or `.invalid` domains (never a real push service's) and the IP address each is
 * resolved to instead of DNS.
 */
const testHostsSchema = z
  .string()
  .transform((value, ctx): Record<string, string> => {
    const hosts: Record<string, string> = {};
    for (const item of value.split(',').map((s) => s.trim())) {
      const eq = item.indexOf('=');
      const name = item.slice(0, eq).trim().toLowerCase();
      const address = item.slice(eq + 1).trim();
      if (
        eq < 0 ||
        !/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+(test|invalid)$/.test(name) ||
        !isIP(address)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `expected name=address pairs, each name under .test or .invalid and each address an IP address (got "${item}")`,
        });
        return z.NEVER;
      }
      hosts[name] = address;
    }
    return hosts;
  })
  .optional();

/**
 * `NOTIFICATION_IMAGE_ORIGINS=https://img.example.com,…`: the image hosts the notification content
 * may show, each exactly an https origin (no path, no wildcard): the console's CSP allows images
 * from these and no other host.
 */
const imageOriginsSchema = z
  .string()
  .default('')
  .transform((value, ctx): string[] => {
    const origins = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const origin of origins) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (parsed?.protocol !== 'https:' || parsed.origin !== origin) {
        ctx.addIssue({
          code: 'custom',
          message: `expected https origins such as https://img.example.com (got "${origin}")`,
        });
        return z.NEVER;
      }
    }
    return origins;
  });

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4200),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_REPLICA_URL: z.string().url().optional(),
  DATABASE_REPLICA_MAX_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(50),
  DATA_DIR: z.string().default('data'),
  UPLOAD_DIR: z.string().optional(),
  UPLOAD_MAX_BYTES: int(5 * 1024 * 1024),
  IMAGE_CACHE_MAX_BYTES: int(256 * 1024 * 1024),
  CONSOLE_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  ACCESS_TOKEN_TTL: int(15 * 60),
  REFRESH_TOKEN_TTL: int(30 * 24 * 3600),
  RESET_TOKEN_TTL: int(30 * 60),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  JWT_SECRET: z.string().min(32).optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:admin@example.com'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ban quản trị <no-reply@example.com>'),
  LOGIN_MAX_FAILURES: int(5),
  LOGIN_WINDOW_SECONDS: int(15 * 60),
  SEED_ON_EMPTY: z.enum(['none', 'test', 'small']).default('none'),
  TRUST_PROXY: trustProxySchema,
  SLIP_COMPANY_NAME: z
    .string()
    .default('CÔNG TY VÍ DỤ (thông tin mẫu, cấu hình SLIP_COMPANY_NAME)'),
  SLIP_LOGO_URL: z.string().default(''),
  NOTIFICATION_IMAGE_ORIGINS: imageOriginsSchema,
  SLIP_COMPLAINT_PHONE: z.string().default('0900 000 000 (số mẫu)'),
  SLIP_BANK_NAME: z.string().default('Ngân hàng Ví Dụ (mẫu)'),
  SLIP_BANK_ACCOUNT_NUMBER: z.string().default('0000 0000 0000'),
  SLIP_BANK_ACCOUNT_HOLDER: z.string().default('CONG TY VI DU'),
  PUSH_TEST_HOSTS: testHostsSchema,
  PUSH_TEST_TLS_CA: z.string().optional(),
});

/**
 * `PUSH_TEST_HOSTS=<name>=<IP>,…` and `PUSH_TEST_TLS_CA=<PEM file>`, for browser tests only: pushes to
 * the named hosts go to the given addresses (a local fake push service), and that CA is trusted.
 * Both unset is the default (public https push services only); either is refused when
 * NODE_ENV=production, and a warning is printed at start when one is set.
 */
function testPushService(e: z.infer<typeof envSchema>): TestPushService | undefined {
  if (!e.PUSH_TEST_HOSTS && !e.PUSH_TEST_TLS_CA) return undefined;
  if (e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration: PUSH_TEST_HOSTS and PUSH_TEST_TLS_CA are for tests only and are refused when NODE_ENV=production',
    );
  }
  let tlsCa: string | undefined;
  if (e.PUSH_TEST_TLS_CA) {
    try {
      tlsCa = readFileSync(path.resolve(e.PUSH_TEST_TLS_CA), 'utf8');
    } catch {
      throw new Error(`Invalid configuration: PUSH_TEST_TLS_CA: cannot read ${e.PUSH_TEST_TLS_CA}`);
    }
    if (!tlsCa.includes('-----BEGIN CERTIFICATE-----')) {
      throw new Error(
        `Invalid configuration: PUSH_TEST_TLS_CA: ${e.PUSH_TEST_TLS_CA} is not a PEM certificate`,
      );
    }
  }
  const hosts = e.PUSH_TEST_HOSTS;
  process.emitWarning(
    `test-only push settings (PUSH_TEST_*, never in production): ${[
      hosts
        ? `web pushes to ${Object.entries(hosts)
            .map(([name, address]) => `${name} go to ${address}`)
            .join(', ')}`
        : '',
      tlsCa ? `the CA in ${e.PUSH_TEST_TLS_CA} is trusted for web pushes` : '',
    ]
      .filter(Boolean)
      .join('; ')}`,
    { code: 'PUSH_TEST_SETTINGS' },
  );
  return { ...(hosts ? { hosts } : {}), ...(tlsCa ? { tlsCa } : {}) };
}

interface Secrets {
  jwtSecret: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

/**
 * Secrets left unset in the environment are generated on first start and kept in
 * `<DATA_DIR>/secrets.json` (mode 600), so tokens survive restarts; there is no built-in default.
 * The file appears whole and once: written aside, then linked into place (a link fails if the file
 * exists), so instances sharing the data folder and starting at once all use the first one's
 * secrets. Instances with data folders of their own must be given JWT_SECRET and the VAPID keys.
 */
function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  const vapid = webpush.generateVAPIDKeys();
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  mkdirSync(dataDir, { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  } finally {
    unlinkSync(aside);
  }
  return secrets;
}

/** Reads and checks the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable is an unset one (DATABASE_URL= means "no PostgreSQL server").
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    throw new Error(
      'Invalid configuration: DATABASE_REPLICA_URL: a replica needs its primary in DATABASE_URL',
    );
  const testPush = testPushService(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const needSecrets = !e.JWT_SECRET || !e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY;
  const secrets = needSecrets ? loadSecrets(dataDir) : undefined;
  const vapid = {
    publicKey: e.VAPID_PUBLIC_KEY ?? secrets!.vapidPublicKey,
    privateKey: e.VAPID_PRIVATE_KEY ?? secrets!.vapidPrivateKey,
    subject: e.VAPID_SUBJECT,
  };
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    replicaMaxWaitMs: e.DATABASE_REPLICA_MAX_WAIT_MS,
    dataDir,
    consoleDist: e.CONSOLE_DIST ? path.resolve(e.CONSOLE_DIST) : undefined,
    seedOnEmpty: e.SEED_ON_EMPTY,
    trustProxy: e.TRUST_PROXY ?? false,
    server: {
      env: e.NODE_ENV,
      publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
      uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
      uploadMaxBytes: e.UPLOAD_MAX_BYTES,
      imageCacheMaxBytes: e.IMAGE_CACHE_MAX_BYTES,
      accessTokenTtl: e.ACCESS_TOKEN_TTL,
      refreshTokenTtl: e.REFRESH_TOKEN_TTL,
      resetTokenTtl: e.RESET_TOKEN_TTL,
      jwtSecret: e.JWT_SECRET ?? secrets!.jwtSecret,
      vapid,
      ...(testPush ? { testPushService: testPush } : {}),
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      login: { maxFailures: e.LOGIN_MAX_FAILURES, windowSeconds: e.LOGIN_WINDOW_SECONDS },
      sessionCacheMs: e.SESSION_CACHE_MS,
      imageOrigins: e.NOTIFICATION_IMAGE_ORIGINS,
      slip: {
        companyName: e.SLIP_COMPANY_NAME,
        logoUrl: e.SLIP_LOGO_URL,
        complaintPhone: e.SLIP_COMPLAINT_PHONE,
        bank: {
          bankName: e.SLIP_BANK_NAME,
          accountNumber: e.SLIP_BANK_ACCOUNT_NUMBER,
          accountHolder: e.SLIP_BANK_ACCOUNT_HOLDER,
        },
      },
    },
  };
}
