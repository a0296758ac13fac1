import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@app/server-db/testing';
import type { Database } from '@app/server-db';
import { buildApp } from './app';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('generates the secrets on first start, keeps them in the data folder, and reuses them', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'api-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.server.jwtSecret.length).toBeGreaterThanOrEqual(48);
    expect(second.server.jwtSecret).toBe(first.server.jwtSecret);
    expect(second.server.vapid.publicKey).toBe(first.server.vapid.publicKey);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).jwtSecret).toBe(
      first.server.jwtSecret,
    );
    const other = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-config-')) });
    expect(other.server.jwtSecret).not.toBe(first.server.jwtSecret);
  });

  it('takes every setting from the environment', () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-config-')),
      PORT: '5000',
      ACCESS_TOKEN_TTL: '60',
      JWT_SECRET: 'x'.repeat(40),
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      UPLOAD_DIR: '/tmp/uploads-here',
    });
    expect(config.port).toBe(5000);
    expect(config.server.accessTokenTtl).toBe(60);
    expect(config.server.jwtSecret).toBe('x'.repeat(40));
    expect(config.server.uploadDir).toBe('/tmp/uploads-here');
    expect(config.server.publicUrl).toBe('http://localhost:5000');
  });

  it('reads an empty variable as unset', () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-config-')),
      DATABASE_URL: '',
      PORT: '',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(4200);
  });

  it('refuses a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('buildApp', () => {
  let database: Database;
  let app: FastifyInstance;
  const consoleDir = mkdtempSync(path.join(tmpdir(), 'console-dist-'));

  beforeAll(async () => {
    mkdirSync(path.join(consoleDir, 'assets'));
    writeFileSync(
      path.join(consoleDir, 'index.html'),
      '<!doctype html><title>Bảng điều khiển</title>',
    );
    writeFileSync(path.join(consoleDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the console's build writes beside a file over 1 KB (apps/console/vite.config.ts).
    const big = `console.log(${JSON.stringify('Bảng điều khiển '.repeat(200))})`;
    writeFileSync(path.join(consoleDir, 'assets', 'big-abc123.js'), big);
    writeFileSync(path.join(consoleDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
    writeFileSync(path.join(consoleDir, 'assets', 'big-abc123.js.gz'), gzipSync(big));
    database = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-data-')),
      CONSOLE_DIST: consoleDir,
    });
    app = await buildApp(config, database.db, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves the console and falls back to index.html on its routes', async () => {
    for (const url of [
      '/',
      '/signin',
      '/dashboard/order?pkgStatusNumber=1',
      '/dashboard/user/abc',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Bảng điều khiển');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year, and a missing asset is a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode).toBe(404);
  });

  it('serves the precompressed variant the client accepts, with Vary', async () => {
    const url = '/assets/big-abc123.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Bảng điều khiển');
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Bảng điều khiển');
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Bảng điều khiển');
  });

  it('compresses JSON answers over 1 KB', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'superadmin@example.com', password: 'Demo@12345' },
    });
    const res = await app.inject({
      url: '/admin/package',
      headers: { authorization: `Bearer ${login.json().token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).data).toHaveLength(10);
  });

  it('never serves a file outside the console folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('keeps JSON 404 answers for API paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1.1/admin/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Không tìm thấy đường dẫn' });
    expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('answers the health check and signs staff in', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'superadmin@example.com', password: 'Demo@12345' },
    });
    expect(res.statusCode).toBe(200);
  });
});
