import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accounts } from '@app/server-db';
import { multiValue, objectIdSchema, pageSchema, Role } from '@app/contract';
import {
  bearer,
  buildingsRunBy,
  createStaffTestApp,
  testServerConfig,
  type StaffTestApp,
} from '../testing';
import { buildingScope } from './auth-plugin';
import { corePlugin } from './core-plugin';
import { conflict } from './errors';

/** Routes that exercise the core the way a domain does. */
const probePlugin: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/probe/super', { config: { roles: [Role.SUPER_ADMIN] } }, async () => ({ ok: true }));
  r.get(
    '/probe/scope',
    { config: { roles: [Role.SUPER_ADMIN, Role.ADMIN, Role.OPERATOR] } },
    async (request) => ({
      scope: buildingScope(request),
    }),
  );
  r.get(
    '/probe/list',
    {
      config: { roles: [Role.SUPER_ADMIN] },
      schema: {
        querystring: z.object({ page: pageSchema.default(1), ids: multiValue(objectIdSchema) }),
      },
    },
    async (request) => request.query,
  );
  r.put('/probe/conflict', { config: { roles: [Role.SUPER_ADMIN] } }, async () => {
    throw conflict('Đơn hàng đã được người khác cập nhật');
  });
  // A deadlock or serialization failure, raised by the database itself with its SQLSTATE.
  r.put(
    '/probe/deadlock/:code',
    { config: { roles: [Role.SUPER_ADMIN] }, schema: { params: z.object({ code: z.string() }) } },
    async (request) => {
      const code = request.params.code === '40001' ? '40001' : '40P01';
      await app.db.execute(
        sql.raw(
          `DO $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '${code}'; END $$`,
        ),
      );
      return {};
    },
  );
  r.get('/probe/crash', { config: { public: true } }, async () => {
    throw new Error('secret internals at /srv/app.ts:42');
  });
  r.post('/probe/duplicate', { config: { roles: [Role.SUPER_ADMIN] } }, async () => {
    await app.db
      .insert(accounts)
      .values({ id: 'a'.repeat(24), name: 'x', role: 1, email: 'superadmin@example.com' });
    return {};
  });
};

describe('server core', () => {
  let t: StaffTestApp;

  beforeAll(async () => {
    t = await createStaffTestApp({ plugins: [probePlugin] });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  describe('authorisation', () => {
    it('refuses a wrong role with 403 and a Vietnamese message', async () => {
      const res = await get('/probe/super', t.tokens.admin);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Bạn không có quyền thực hiện thao tác này' });
      expect((await get('/probe/super', t.tokens.superadmin)).statusCode).toBe(200);
    });

    it('checks the role before validating input, so a stranger learns nothing about the route', async () => {
      expect((await get('/probe/list?page=-1')).statusCode).toBe(401);
      expect((await get('/probe/list?page=-1', t.tokens.operator)).statusCode).toBe(403);
    });

    it('scopes an operator to the buildings they run, and nobody else', async () => {
      const runs = await buildingsRunBy(t);
      const res = await get('/probe/scope', t.tokens.operator);
      expect(res.json().scope.sort()).toEqual(runs.sort());
      expect(res.json().scope).toHaveLength(2);
      expect((await get('/probe/scope', t.tokens.admin)).json()).toEqual({ scope: null });
    });

    it('refuses at start-up a route that declares neither roles nor public', async () => {
      const app = Fastify();
      await app.register(corePlugin, { config: testServerConfig(), db: t.database.db });
      expect(() => app.get('/open-by-mistake', async () => ({}))).toThrow(
        'declares neither config.roles nor config.public',
      );
      await app.close();
    });
  });

  describe('error answers', () => {
    it('answers 400 in Vietnamese for a negative page and a malformed id, naming the field', async () => {
      const page = await get('/probe/list?page=-1', t.tokens.superadmin);
      expect(page.statusCode).toBe(400);
      expect(page.json().message).toBe(
        'Dữ liệu không hợp lệ (page): Số trang phải lớn hơn hoặc bằng 1',
      );
      const ids = await get('/probe/list?ids=abc', t.tokens.superadmin);
      expect(ids.statusCode).toBe(400);
      expect(ids.json().message).toContain('Mã không hợp lệ');
    });

    it('reads repeated and comma-separated query values as one list', async () => {
      const a = '0123456789abcdef01234567';
      const b = '0123456789abcdef0123456a';
      expect((await get(`/probe/list?ids=${a}&ids=${b}`, t.tokens.superadmin)).json().ids).toEqual([
        a,
        b,
      ]);
      expect((await get(`/probe/list?ids=${a},${b}`, t.tokens.superadmin)).json().ids).toEqual([
        a,
        b,
      ]);
    });

    it('answers a state conflict with 409 and its message', async () => {
      const res = await t.call('PUT', '/probe/conflict');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Đơn hàng đã được người khác cập nhật' });
    });

    it('turns a unique violation into 409, not 500', async () => {
      const res = await t.call('POST', '/probe/duplicate');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Dữ liệu đã tồn tại' });
    });

    it('answers a deadlock or serialization failure left after the retries with 409 in Vietnamese, not 500', async () => {
      for (const code of ['40P01', '40001']) {
        const res = await t.call('PUT', `/probe/deadlock/${code}`);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          message: 'Dữ liệu vừa được người khác thay đổi, vui lòng thử lại',
        });
      }
    });

    it('hides the details of an unexpected error', async () => {
      const res = await get('/probe/crash');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Đã có lỗi xảy ra, vui lòng thử lại sau' });
      expect(res.body).not.toContain('secret');
    });

    it('answers an unknown path with 404 in Vietnamese', async () => {
      const res = await get('/api/v1.1/admin/nothing-here', t.tokens.superadmin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Không tìm thấy đường dẫn' });
    });

    it('reports health with the database', async () => {
      expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    });
  });

  describe('uploads', () => {
    const form = (files: { name: string; content: Buffer; type?: string }[]) => {
      const boundary = '----test-boundary';
      const parts = files.map((f) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
          ),
          f.content,
          Buffer.from('\r\n'),
        ]),
      );
      return {
        payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    let png: Buffer;
    beforeAll(async () => {
      png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d32f2f' } })
        .png()
        .toBuffer();
    });
    const upload = (url: string, files: Parameters<typeof form>[0], token = t.tokens.operator) => {
      const { payload, headers } = form(files);
      return t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    };

    it('stores an image and serves it, resized on request', async () => {
      const res = await upload('/uploads/files', [{ name: 'photo.png', content: png }]);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.path).toMatch(/^[0-9a-f]{24}\.png$/);
      expect(body).toMatchObject({
        width: 40,
        height: 30,
        url: `/api/v1/uploads/files/image/${body.path}`,
      });

      const full = await get(body.url);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/png');
      // 20 rounds up to 64, wider than the image: the original is served (never enlarged).
      const small = await get(`${body.url}?width=20`);
      expect((await sharp(small.rawPayload).metadata()).width).toBe(40);
    });

    it('refuses a file that is not an image even when named .png', async () => {
      const res = await upload('/uploads/files', [
        { name: 'evil.png', content: Buffer.from('<script>alert(1)</script>') },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Tệp tải lên phải là ảnh (JPEG, PNG, WebP hoặc GIF)' });
    });

    it('refuses an image over the size limit', async () => {
      const big = Buffer.concat([png, Buffer.alloc(t.config.uploadMaxBytes + 10)]);
      const res = await upload('/uploads/files', [{ name: 'big.png', content: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toContain('vượt quá dung lượng');
    });

    it('uploads several images at once and deletes them', async () => {
      const res = await upload('/uploads/files/multi', [
        { name: 'a.png', content: png },
        { name: 'b.png', content: png },
      ]);
      expect(res.statusCode).toBe(201);
      const paths = res.json().data.map((d: { path: string }) => d.path);
      expect(paths).toHaveLength(2);
      const del = await t.call('DELETE', '/uploads/files/multi', 'operator', { paths });
      expect(del.statusCode).toBe(200);
      expect((await get(`/api/v1/uploads/files/image/${paths[0]}`)).statusCode).toBe(404);
    });

    it('refuses to delete a path outside the upload folder', async () => {
      const res = await t.call('DELETE', '/uploads/files', 'operator', {
        path: '../../etc/passwd',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Đường dẫn ảnh không hợp lệ' });
    });

    it('requires a signed-in staff member to upload', async () => {
      const { payload, headers } = form([{ name: 'a.png', content: png }]);
      const res = await t.app.inject({ method: 'POST', url: '/uploads/files', payload, headers });
      expect(res.statusCode).toBe(401);
    });

    it('refuses an absurd resize', async () => {
      const res = await upload('/uploads/files', [{ name: 'photo.png', content: png }]);
      const bad = await get(`${res.json().url}?width=99999`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Kích thước ảnh tối đa 4000 px');
    });
  });
});
