import { mkdtempSync } from 'node:fs';
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

describe('the sign-in limiter behind (or without) a proxy', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
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
