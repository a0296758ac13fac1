import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { coreMessages } from '@app/server-core';
import { bearer, signIn } from '@app/server-core/testing';
import { createTestDatabase } from '@app/server-db/testing';
import type { Database } from '@app/server-db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ambiguousSpecPaths, otherSpelling, toCanonicalSpecPath } from './spec-paths';

describe('spec paths read with and without /api/v1.1 (audit finding 18)', () => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  const routes: Array<{ method: string; url: string }> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-paths-')) });
    app = await buildApp(config, database.db, {
      logger: false,
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: route.url });
      },
    });
    await app.ready();
    token = (await signIn(app, 'superadmin@example.com')).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const fill = (url: string) => url.replace(/:[^/]+/g, '0123456789abcdef01234567');

  it('registers a route at every canonical spelling and none at the other one', () => {
    for (const { canonical } of ambiguousSpecPaths) {
      expect(routes.filter((r) => r.url === canonical)).not.toHaveLength(0);
      expect(routes.filter((r) => r.url === otherSpelling(canonical))).toHaveLength(0);
    }
  });

  it('answers every method of every ambiguous path at both spellings, the same way', async () => {
    const checked: string[] = [];
    for (const { canonical } of ambiguousSpecPaths) {
      for (const { method } of routes.filter((r) => r.url === canonical)) {
        const answers = await Promise.all(
          [canonical, otherSpelling(canonical)].map((url) =>
            app.inject({
              method: method as HTTPMethods,
              url: `${fill(url)}?page=1`,
              headers: bearer(token),
            }),
          ),
        );
        for (const answer of answers)
          expect({ method, canonical, body: answer.json() }).not.toEqual({
            method,
            canonical,
            body: { message: coreMessages.routeNotFound },
          });
        expect([method, canonical, answers[1]!.statusCode]).toEqual([
          method,
          canonical,
          answers[0]!.statusCode,
        ]);
        checked.push(`${method} ${canonical}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/v1.1/admin/category',
        'GET /api/v1.1/admin/statistic/daily',
        'GET /api/v1.1/admin/statistic/sales',
        'GET /api/v1.1/admin/statistic/hot_product',
        'POST /admin/find/user',
        'GET /admin/get/staff',
        'POST /uploads/files',
        'DELETE /uploads/files',
      ]),
    );
  });

  it('lists the staff at /api/v1.1/admin/get/staff and the categories at /admin/category', async () => {
    for (const url of ['/api/v1.1/admin/get/staff', '/admin/category']) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
  });

  it('rewrites only the listed paths, keeping the query', () => {
    expect(toCanonicalSpecPath('/admin/category/abc/active?x=1')).toBe(
      '/api/v1.1/admin/category/abc/active?x=1',
    );
    expect(toCanonicalSpecPath('/api/v1.1/uploads/files/multi')).toBe('/uploads/files/multi');
    expect(toCanonicalSpecPath('/api/v1/admin/category?active=1')).toBe(
      '/api/v1/admin/category?active=1',
    );
    expect(toCanonicalSpecPath('/admin/category/a/b/c')).toBe('/admin/category/a/b/c');
    expect(toCanonicalSpecPath('/api/v1.1/uploads/files/image/a.png')).toBe(
      '/api/v1.1/uploads/files/image/a.png',
    );
  });
});
