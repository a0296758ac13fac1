import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import sharp from 'sharp';
import { signAccessToken } from '@app/server-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { bearer, signIn } from '@app/server-core/testing';
import { createTestDatabase } from '@app/server-db/testing';
import type { Database } from '@app/server-db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'api-sec-'));

describe('TRUST_PROXY', () => {
  it('is off by default and reads a hop count or a list of addresses', () => {
    expect(loadConfig({ DATA_DIR: newDataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: newDataDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: newDataDir(), TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(
      loadConfig({ DATA_DIR: newDataDir(), TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => loadConfig({ DATA_DIR: newDataDir(), TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY/,
    );
  });

  it.each([
    '0.0.0.0/0',
    '::/0',
    '10.0.0.1, 0.0.0.0/0',
    '128.0.0.0/1',
    '::ffff:0:0/96',
    '::ffff:0.0.0.0/96',
    '2000::/3',
    '1000000',
    '11',
    '10.0.0.1/33',
    '10.0.0.1/8/8',
    '300.1.1.1',
    'loopback',
  ])(
    'refuses TRUST_PROXY=%s, which trusts anyone (or names no proxy), as it refuses true',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: newDataDir(), TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY: /,
      );
    },
  );

  it('accepts proxies named by address or by a network no wider than a /8 (IPv6: /16)', () => {
    const trusted = (value: string) =>
      loadConfig({ DATA_DIR: newDataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trusted('10.0.0.0/8,2400:cb00::/32,::ffff:10.0.0.0/104,0.0.0.0')).toEqual([
      '10.0.0.0/8',
      '2400:cb00::/32',
      '::ffff:10.0.0.0/104',
      '0.0.0.0',
    ]);
    expect(trusted('10')).toBe(10);
  });
});

let database: Database;
const apps: FastifyInstance[] = [];
/** A whole server (as main.ts builds it) on the file's database, with extra environment. */
const appWith = async (
  env: Record<string, string> = {},
  opts: { logger?: FastifyBaseLogger; before?: (app: FastifyInstance) => void } = {},
) => {
  const app = await buildApp(loadConfig({ DATA_DIR: newDataDir(), ...env }), database.db, {
    logger: opts.logger ?? false,
  });
  opts.before?.(app);
  await app.ready();
  apps.push(app);
  return app;
};
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('the sign-in limiter behind (or without) a proxy', () => {
  const wrongSignIn = (app: FastifyInstance, email: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '192.0.2.10',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'not-the-password' },
    });

  it('ignores X-Forwarded-For by default, so changing it does not reset the count', async () => {
    const app = await appWith();
    const email = 'operator@example.com';
    for (let i = 0; i < 5; i++)
      expect((await wrongSignIn(app, email, '198.51.100.7')).statusCode).toBe(401);
    for (let i = 1; i <= 8; i++)
      expect((await wrongSignIn(app, email, `203.0.113.${i}`)).statusCode).toBe(429);
  });

  it('shares the count between two instances, counted before the check: 30 concurrent guesses, 5 checked', async () => {
    const [one, two] = [await appWith(), await appWith()];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? one : two).inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: '192.0.2.30',
          payload: { email: 'superadmin@example.com', password: `guess-${i}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
  });

  it('counts the forwarded address when TRUST_PROXY names the proxy', async () => {
    const app = await appWith({ TRUST_PROXY: '192.0.2.10' });
    const email = 'admin@example.com';
    for (let i = 0; i < 5; i++)
      expect((await wrongSignIn(app, email, '198.51.100.20')).statusCode).toBe(401);
    expect((await wrongSignIn(app, email, '198.51.100.20')).statusCode).toBe(429);
    expect((await wrongSignIn(app, email, '198.51.100.21')).statusCode).toBe(401);
  });

  it('caps guesses on one account over many forwarded addresses (8 × 5 gave 40), email and phone together', async () => {
    const app = await appWith({ TRUST_PROXY: '192.0.2.10' });
    // The windows of the tests above end first (as if 15 minutes had passed).
    const endWindows = () =>
      database.db.execute(
        sql`update auth_attempts set window_start = now() - interval '901 seconds' where key like 'login:%'`,
      );
    await endWindows();
    const [account] = (
      await database.db.execute<{ phone: string }>(
        sql`select phone from accounts where email = 'operator@example.com'`,
      )
    ).rows;
    const codes: number[] = [];
    for (let i = 1; i <= 8; i++)
      for (let j = 0; j < 5; j++)
        codes.push(
          (
            await app.inject({
              method: 'POST',
              url: '/auth/login',
              remoteAddress: '192.0.2.10',
              headers: { 'x-forwarded-for': `198.51.100.${100 + i}` },
              payload:
                j % 2
                  ? { phone: account!.phone, password: 'not-the-password' }
                  : { email: 'operator@example.com', password: 'not-the-password' },
            })
          ).statusCode,
        );
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    const locked = await app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '192.0.2.10',
      headers: { 'x-forwarded-for': '198.51.100.200' },
      payload: { phone: account!.phone, password: 'Demo@12345' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Tài khoản tạm thời bị khóa .* Vui lòng thử lại sau 15 phút\.$/,
    );
    await endWindows();
    expect((await signIn(app, 'operator@example.com')).token).toEqual(expect.any(String));
  });
});

describe('errors of the framework itself', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith();
  });

  const expectOnlyMessage = (body: string, message: string) => {
    expect(JSON.parse(body)).toEqual({ message });
    expect(body).not.toMatch(/FST_|statusCode|"error"/);
  };

  it('answers a malformed URL with 400 and a Vietnamese message, echoing nothing', async () => {
    for (const url of ['/%ff', '/admin/package/info/%ff', '/api/v1.1/admin/shop/%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expectOnlyMessage(res.body, 'Đường dẫn không hợp lệ');
    }
  });

  it('answers an over-long path parameter with 414 and does not echo the URL', async () => {
    const res = await app.inject({ method: 'GET', url: `/admin/package/info/${'A'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expectOnlyMessage(res.body, 'Đường dẫn quá dài');
  });

  it('answers oversized headers with 431 in Vietnamese, at the HTTP parser', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('end', () => resolve(data));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/x-content-type-options: nosniff/i);
    expectOnlyMessage(raw.slice(raw.indexOf('\r\n\r\n') + 4), 'Phần tiêu đề của yêu cầu quá lớn');
  });

  it.each([
    ['POST', '/auth/login', { 'content-type': 'application/json' }, '{"email":'],
    ['POST', '/auth/login', { 'content-type': 'text/xml' }, '<a/>'],
    ['POST', '/auth/login', { 'content-type': 'application/json' }, '{"__proto__":{"x":1}}'],
    ['GET', '/admin/package?page=abc', {}, undefined],
    ['DELETE', '/healthz', {}, undefined],
  ])('answers %s %s (%j) with {message} only', async (method, url, headers, payload) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: headers as Record<string, string>,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
    expect(res.body).not.toMatch(/FST_|statusCode|"error":|"code"/);
  });
});

describe('an upload refused while it streams in', () => {
  it('closes the connection after the answer instead of reading the rest of the body', async () => {
    const app = await appWith();
    const { token } = await signIn(app, 'admin@example.com');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const boundary = 'streamed';
    const total = 64 * 1024 * 1024;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const outcome = await new Promise<{ answer: string; written: number }>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      let closed = false;
      const junk = Buffer.alloc(64 * 1024, 'x');
      let sent = head.length;
      const finish = () => {
        closed = true;
        resolve({ answer, written: socket.bytesWritten });
      };
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
        // A server that read the whole body answers on a connection it keeps open.
        if (sent >= total && !closed) finish();
      });
      socket.on('close', () => !closed && finish());
      socket.on('error', () => undefined);
      socket.write(
        `POST /uploads/files/multi HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${total}\r\n\r\n`,
      );
      socket.write(head);
      const pump = () => {
        while (!closed && sent < total) {
          sent += junk.length;
          if (!socket.write(junk)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
    // What the kernel's buffers took (a few megabytes), not the 64 MB.
    expect(outcome.written).toBeLessThan(total / 2);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(outcome.answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(outcome.answer).toContain('Tệp tải lên phải là ảnh (JPEG, PNG, WebP hoặc GIF)');
  });
});

describe('NUL and other control characters', () => {
  let app: FastifyInstance;
  let staff: string;
  let orderId: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await appWith(
      {},
      {
        logger: createLogger('info', sink) as unknown as FastifyBaseLogger,
        before: (a) => {
          // Statements the schemas cannot stop: the database's own refusals of a value.
          a.get('/test/db/:case', { config: { public: true } }, async (request) => {
            const value = (request.params as { case: string }).case;
            const statements: Record<string, ReturnType<typeof sql>> = {
              text: sql`select ${'abc'}::int`,
              nul: sql`select ${'a\u0000b'}::text`,
              range: sql`select ${'99999999999'}::int`,
              date: sql`select ${'2026-13-45'}::date`,
              division: sql`select ${'secret-hash-of-a-password'}::text, 1 / 0`,
              unknown: sql`select ${'secret-hash-of-a-password'}::text from no_such_table`,
            };
            await database.db.execute(statements[value]!);
            return { ok: true };
          });
        },
      },
    );
    staff = (await signIn(app, 'superadmin@example.com')).token;
    const list = await app.inject({ method: 'GET', url: '/admin/package', headers: bearer(staff) });
    orderId = list.json().data.find((o: { status: number }) => o.status === 1)._id;
  });

  const expectRefused = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toContain('Không được chứa ký tự điều khiển');
  };

  it.each([
    '/admin/package?code=%00',
    '/admin/package?code=a%1bb',
    '/api/v1.1/admin/building?text=%00',
    '/api/v1.1/admin/shop?text=%00',
    '/api/v1.1/admin/account?text=%00',
    '/admin/shipper/search?searchText=%00',
    '/admin/package/info/%00',
    '/admin/package/info/a%07b',
  ])('refuses GET %s with 400 naming the problem', async (url) => {
    expectRefused(await app.inject({ method: 'GET', url, headers: bearer(staff) }));
  });

  it.each(['/api/v1.1/operator/building', '/api/v1.1/operator/shop', '/api/v1.1/operator/account'])(
    'refuses text=%%00 on the operator list %s',
    async (path) => {
      const { token } = await signIn(app, 'operator@example.com');
      expectRefused(
        await app.inject({ method: 'GET', url: `${path}?text=%00`, headers: bearer(token) }),
      );
    },
  );

  it('refuses NUL in a shop note, naming the field, and keeps line breaks', async () => {
    const note = (shopNote: string) =>
      app.inject({
        method: 'PATCH',
        url: `/admin/package/${orderId}/shop-note`,
        headers: bearer(staff),
        payload: { shopNote },
      });
    const res = await note('a\u0000b');
    expectRefused(res);
    expect(res.json().errors).toEqual([
      { path: 'shopNote', message: 'Không được chứa ký tự điều khiển' },
    ]);
    expect((await note('Gọi trước khi giao\nTầng 3')).statusCode).toBe(200);
  });

  it.each([
    ['POST', '/auth/login', { email: 'admin@example.com\u0000', password: 'x' }],
    ['POST', '/auth/login', { phone: '0900\u0000', password: 'x' }],
    [
      'POST',
      '/auth/signup',
      { name: 'An\u0000', email: 'an@example.com', phone: '0911111111', password: 'matkhau1' },
    ],
    [
      'POST',
      '/auth/signup',
      { name: 'An\u001b[31m', email: 'an@example.com', phone: '0911111111', password: 'matkhau1' },
    ],
    ['POST', '/auth/forgot-password', { email: 'a\u0000@example.com' }],
    ['POST', '/auth/renew/token', { token: 'abc\u0000' }],
    ['DELETE', '/uploads/files', { path: 'a\u0000.png' }],
    ['PUT', '/user/save/pushToken', { deviceId: 'd\u0000', deviceToken: '{}', deviceType: 'web' }],
    ['PUT', '/user/save/pushToken', { deviceId: 'd', deviceToken: '{\u0000}', deviceType: 'web' }],
    [
      'PUT',
      '/user/save/pushToken',
      { deviceId: 'd', deviceToken: '{}', deviceType: 'web', x: '\u0000' },
    ],
  ])('refuses %s %s %j with 400', async (method, url, payload) => {
    expectRefused(
      await app.inject({ method: method as 'POST', url, headers: bearer(staff), payload }),
    );
  });

  it.each(['text', 'nul', 'range', 'date', 'division'])(
    'answers a value the database refuses (%s) with 400, not 500',
    async (which) => {
      const res = await app.inject({ method: 'GET', url: `/test/db/${which}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Dữ liệu không hợp lệ' });
    },
  );

  it('never writes the bound values of a failed query to the log', async () => {
    logLines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/test/db/division' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/test/db/unknown' })).statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('Failed query');
    expect(log).toContain('no_such_table');
    expect(log).not.toContain('secret-hash-of-a-password');
  });
});

describe('security headers', () => {
  let app: FastifyInstance;
  let token: string;
  let jwtSecret: string;
  beforeAll(async () => {
    const consoleDir = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
    mkdirSync(path.join(consoleDir, 'assets'));
    writeFileSync(
      path.join(consoleDir, 'index.html'),
      '<!doctype html><title>Trang quản trị</title>',
    );
    writeFileSync(path.join(consoleDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(consoleDir, 'sw.js'), 'self.addEventListener("push", () => {})');
    const dataDir = newDataDir();
    jwtSecret = loadConfig({ DATA_DIR: dataDir }).server.jwtSecret;
    app = await appWith({ CONSOLE_DIST: consoleDir, DATA_DIR: dataDir });
    token = (await signIn(app, 'admin@example.com')).token;
  });

  const expectCommonHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  };

  it.each(['/', '/signin', '/dashboard/order/abc/print'])(
    'sends a strict CSP without inline scripts with the console page %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectCommonHeaders(res.headers);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("default-src 'self'");
    },
  );

  it('lets the console load images only from our origin, data: and blob: URLs, never any https host', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard/feedback' });
    const directives = String(res.headers['content-security-policy']).split('; ');
    expect(directives).toContain("img-src 'self' data: blob:");
  });

  it('adds to the image sources only the configured image hosts and the slip logo’s origin', async () => {
    const consoleDir = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
    writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>x</title>');
    const configured = await appWith({
      CONSOLE_DIST: consoleDir,
      NOTIFICATION_IMAGE_ORIGINS: 'https://img.example.com, https://cdn.example.net:8443',
      SLIP_LOGO_URL: 'https://static.example.org/brand/logo.png',
    });
    const res = await configured.inject({ method: 'GET', url: '/' });
    expect(String(res.headers['content-security-policy']).split('; ')).toContain(
      "img-src 'self' data: blob: https://img.example.com https://cdn.example.net:8443 https://static.example.org",
    );
    for (const origins of ['*', 'https:', 'http://img.example.com', 'https://img.example.com/x'])
      expect(() =>
        loadConfig({ DATA_DIR: newDataDir(), NOTIFICATION_IMAGE_ORIGINS: origins }),
      ).toThrow(/NOTIFICATION_IMAGE_ORIGINS/);
  });

  it.each([
    ['a script', '/assets/index-abc123.js'],
    ['the service worker', '/sw.js'],
    ['JSON', '/healthz'],
    ['a JSON 404', '/api/v1.1/admin/nothing'],
    ['a JSON 400', '/%ff'],
  ])('sends them with %s too', async (_what, url) => {
    const res = await app.inject({ method: 'GET', url });
    expectCommonHeaders(res.headers);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('sends them with authenticated JSON, with images, and with the 901 written outside Fastify', async () => {
    const list = await app.inject({ method: 'GET', url: '/admin/package', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    expectCommonHeaders(list.headers);

    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const boundary = 'xyz';
    const up = await app.inject({
      method: 'POST',
      url: '/uploads/files',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(up.statusCode).toBe(201);
    const image = await app.inject({ method: 'GET', url: up.json().url });
    expect(image.headers['content-type']).toBe('image/png');
    expectCommonHeaders(image.headers);

    const expired = await signAccessToken(
      decodeJwt(token) as never,
      jwtSecret,
      60,
      new Date(Date.now() - 3600_000),
    );
    const stale = await app.inject({
      method: 'GET',
      url: '/admin/package',
      headers: bearer(expired),
    });
    expect(stale.statusCode).toBe(901);
    expectCommonHeaders(stale.headers);
  });

  it('never lets a cache keep an answer that carries tokens', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'superadmin@example.com', password: 'Demo@12345' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const renewed = await app.inject({
      method: 'POST',
      url: '/auth/renew/token',
      payload: { token: res.json().refreshToken },
    });
    expect(renewed.headers['cache-control']).toBe('no-store');
  });
});

describe('the request log', () => {
  it('logs the 901 and 902 of expired tokens as info, a failure of the server as error', async () => {
    const lines: Array<{ level: number; statusCode?: number; msg: string }> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = await appWith(
      {},
      {
        logger: createLogger('info', sink) as unknown as FastifyBaseLogger,
        before: (a) => {
          a.get('/test/fail', { config: { public: true } }, async () => {
            throw new Error('a bug');
          });
        },
      },
    );
    const { token } = await signIn(app, 'superadmin@example.com');
    const expired = await signAccessToken(
      decodeJwt(token) as never,
      app.config.jwtSecret,
      60,
      new Date(Date.now() - 3600_000),
    );
    const stale = await app.inject({
      method: 'GET',
      url: '/admin/package',
      headers: bearer(expired),
    });
    expect(stale.statusCode).toBe(901);
    const gone = await app.inject({
      method: 'POST',
      url: '/auth/renew/token',
      payload: { token: 'not-a-refresh-token' },
    });
    expect(gone.statusCode).toBe(902);
    expect((await app.inject({ method: 'GET', url: '/test/fail' })).statusCode).toBe(500);

    const levelOf = (statusCode: number) =>
      lines.filter((l) => l.statusCode === statusCode).map((l) => [l.level, l.msg]);
    expect(levelOf(901)).toEqual([[30, 'request completed']]);
    expect(levelOf(902)).toEqual([[30, 'request completed']]);
    expect(levelOf(500)).toEqual([[50, 'request failed']]);
  });
});

describe('the request id', () => {
  it('names every answer in x-request-id, the reqId of its log line: ok, refused, 901, 902, router and server errors', async () => {
    const lines: Array<{ reqId?: string; statusCode?: number; msg: string }> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = await appWith(
      {},
      {
        logger: createLogger('info', sink) as unknown as FastifyBaseLogger,
        before: (a) => {
          a.get('/test/fail', { config: { public: true } }, async () => {
            throw new Error('a bug');
          });
        },
      },
    );
    const { token } = await signIn(app, 'superadmin@example.com');
    const expired = await signAccessToken(
      decodeJwt(token) as never,
      app.config.jwtSecret,
      60,
      new Date(Date.now() - 3600_000),
    );
    const answers = [
      await app.inject({ method: 'GET', url: '/admin/package', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/admin/package' }),
      await app.inject({ method: 'GET', url: '/no/such/route' }),
      await app.inject({ method: 'GET', url: '/admin/package', headers: bearer(expired) }),
      await app.inject({ method: 'POST', url: '/auth/renew/token', payload: { token: 'x' } }),
      await app.inject({ method: 'GET', url: '/%ff' }),
      await app.inject({ method: 'GET', url: '/test/fail' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 901, 902, 400, 500]);
    const ids = answers.map((a) => a.headers['x-request-id']);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [i, answer] of answers.entries()) {
      const line = lines.find((l) => l.reqId === ids[i] && l.msg.startsWith('request '));
      expect([ids[i], line?.statusCode]).toEqual([ids[i], answer.statusCode]);
    }
  });
});

describe('days a client may filter by', () => {
  it('answers a far-away day with 400 and a Vietnamese message, never 500', async () => {
    const app = await appWith();
    const { token } = await signIn(app, 'superadmin@example.com');
    const urls = (day: string) => [
      `/admin/package?endDate=${day}`,
      `/admin/package?startDate=${day}`,
      `/admin/package/stats/shipper?endDate=${day}`,
      `/api/v1.1/admin/balance?endDate=${day}`,
      `/api/v1.1/admin/report/balances?end=${day}`,
      `/api/v1.1/admin/statistic/registers?startDate=${day}&endDate=${day}`,
    ];
    for (const day of ['9999-12-31', '2100-01-01', '1999-12-31']) {
      for (const url of urls(day)) {
        const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
        expect(res.json().message).toContain('Ngày phải từ 01-01-2000 đến 31-12-2099');
      }
    }
    for (const url of urls('2099-12-31')) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });
});
