import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@app/server-db/testing';
import type { Database } from '@app/server-db';
import { buildApp } from './app';
import { loadConfig } from './config';

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
});

let database: Database;
const apps: FastifyInstance[] = [];
/** A whole server (as main.ts builds it) on the file's database, with extra environment. */
const appWith = async (env: Record<string, string> = {}) => {
  const app = await buildApp(loadConfig({ DATA_DIR: newDataDir(), ...env }), database.db, {
    logger: false,
  });
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

  it('counts the forwarded address when TRUST_PROXY names the proxy', async () => {
    const app = await appWith({ TRUST_PROXY: '192.0.2.10' });
    const email = 'admin@example.com';
    for (let i = 0; i < 5; i++)
      expect((await wrongSignIn(app, email, '198.51.100.20')).statusCode).toBe(401);
    expect((await wrongSignIn(app, email, '198.51.100.20')).statusCode).toBe(429);
    expect((await wrongSignIn(app, email, '198.51.100.21')).statusCode).toBe(401);
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
