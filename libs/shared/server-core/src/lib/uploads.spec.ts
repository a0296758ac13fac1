import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { eq, notInArray } from 'drizzle-orm';
import { accountBuildings, accounts, buildings, newId, uploads } from '@app/server-db';
import { Role } from '@app/contract';
import {
  bearer,
  buildingsRunBy,
  createTestApp,
  staffTokens,
  tokenFor,
  type TestApp,
} from '../testing';
import { imageResizer } from './uploads';

const boundary = '----upload-spec';
const form = (files: Buffer[], fields: Record<string, string> = {}) => ({
  payload: Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    ...files.map((content, i) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        content,
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();

/** A real PNG whose header claims other dimensions (what a decompression bomb looks like). */
const withClaimedSize = (png: Buffer, width: number, height: number) => {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
};

/**
 * A multipart body made on demand, 64 KB at a time, that counts how much of it the server has
 * pulled: `read()` is how many bytes were read when it is asked.
 */
const countedForm = (files: Buffer[]) => {
  const head = (i: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
  const parts = [
    ...files.flatMap((content, i) => [head(i), content, Buffer.from('\r\n')]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  let read = 0;
  function* chunks() {
    for (const part of parts)
      for (let at = 0; at < part.length; at += 65_536) {
        const chunk = part.subarray(at, at + 65_536);
        read += chunk.length;
        yield chunk;
      }
  }
  return {
    payload: Readable.from(chunks(), { objectMode: false, highWaterMark: 65_536 }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    total,
    read: () => read,
  };
};

describe('uploads', () => {
  let t: TestApp;
  let tokens: Record<'superadmin' | 'admin' | 'operator', string>;
  let otherOperator: string;
  let operatorBuilding: string;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await staffTokens(t);
    const runs = await buildingsRunBy(t);
    operatorBuilding = runs[0]!;
    // A second operator, running a building the demo operator does not.
    const [other] = await t.database.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(notInArray(buildings.id, runs))
      .limit(1);
    const id = newId();
    await t.database.db.insert(accounts).values({
      id,
      name: 'Lê Văn Vận Hành',
      email: 'operator2@example.com',
      role: Role.OPERATOR,
    });
    await t.database.db.insert(accountBuildings).values({ accountId: id, buildingId: other!.id });
    otherOperator = await tokenFor(t, 'operator2@example.com');
  });
  afterAll(() => t.close());

  const upload = async (
    token: string,
    fields: Record<string, string> = {},
    files?: Buffer[],
    url = '/uploads/files',
  ) => {
    const { payload, headers } = form(files ?? [await pngOf(40, 30)], fields);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };
  const remove = (token: string, file: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/uploads/files',
      headers: bearer(token),
      payload: { path: file },
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('a malformed multipart body', () => {
    it.each([
      ['no boundary', 'multipart/form-data', 'garbage'],
      ['a boundary and garbage', 'multipart/form-data; boundary=XX', 'garbage'],
      [
        'a truncated part',
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
      ],
      ['an empty body', 'multipart/form-data; boundary=XX', ''],
    ])('is answered 400 in Vietnamese: %s', async (_case, contentType, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/uploads/files',
        headers: { 'content-type': contentType, ...bearer(tokens.operator) },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /^(Dữ liệu tải lên không đúng định dạng|Vui lòng chọn tệp ảnh)/,
      );
    });
  });

  describe('a refused upload', () => {
    const MB = 1024 * 1024;
    /** The stored files (not the resized copies, not temporary files) and the upload rows. */
    const stored = async () => ({
      files: readdirSync(t.config.uploadDir)
        .filter((n) => !n.startsWith('.'))
        .sort(),
      rows: (await t.database.db.select().from(uploads)).length,
    });
    const send = (body: ReturnType<typeof countedForm>, url = '/uploads/files/multi') =>
      t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(tokens.operator) },
      });
    /** Bytes that look like nothing: no image's first bytes. */
    const junk = (bytes: number) => Buffer.alloc(bytes, 'x');
    /** A PNG's first bytes and then anything: passes a check of the type by its first bytes. */
    const pngHeaded = async (bytes: number) => {
      const png = await pngOf(40, 30);
      return Buffer.concat([png, Buffer.alloc(bytes - png.length, 7)]);
    };

    it('is refused at the first bytes of a file that is not an image: none stored, the rest unread', async () => {
      const before = await stored();
      const body = countedForm([
        await pngOf(40, 30),
        junk(1.9 * MB),
        ...Array.from({ length: 8 }, () => junk(1.9 * MB)),
      ]);
      const res = await send(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Tệp tải lên phải là ảnh (JPEG, PNG, WebP hoặc GIF)');
      expect(body.total).toBeGreaterThan(17 * MB);
      // Its first bytes, and what the streams between hold (about half a megabyte).
      expect(body.read()).toBeLessThan(2 * MB);
      expect(res.headers.connection).toBe('close');
      expect(await stored()).toEqual(before);
    });

    it('is refused as soon as a file passes the size limit: none stored, the rest unread', async () => {
      const before = await stored();
      const body = countedForm([
        await pngOf(40, 30),
        await pngHeaded(10 * MB),
        ...Array.from({ length: 4 }, () => junk(1.9 * MB)),
      ]);
      const res = await send(body);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Ảnh vượt quá dung lượng cho phép (2 MB)');
      // The 2 MB the file may have, and what the streams between hold (about half a megabyte).
      expect(body.read()).toBeLessThan(4 * MB);
      expect(res.headers.connection).toBe('close');
      expect(await stored()).toEqual(before);
    });

    it('is refused at the eleventh file: none of the ten before it stored', async () => {
      const before = await stored();
      const png = await pngOf(40, 30);
      const body = countedForm([...Array.from({ length: 11 }, () => png), junk(1.9 * MB)]);
      const res = await send(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Chỉ được tải lên tối đa 10 ảnh một lần');
      expect(res.headers.connection).toBe('close');
      expect(await stored()).toEqual(before);
    });

    it('stores a file received in chunks the same as one sent whole', async () => {
      const png = await pngOf(600, 400);
      const body = countedForm([png, png]);
      const res = await send(body);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toHaveLength(2);
      for (const image of res.json().data) {
        expect(image).toMatchObject({ width: 600, height: 400, size: png.length });
        expect((await get(image.url)).rawPayload.equals(png)).toBe(true);
      }
    });
  });

  describe('image sizes', () => {
    it('refuses an image whose pixel count is absurd, even when the file is small', async () => {
      const bomb = withClaimedSize(await pngOf(40, 30), 16000, 16000);
      expect((await sharp(bomb).metadata()).width).toBe(16000);
      const res = await upload(tokens.operator, {}, [bomb]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Ảnh có kích thước quá lớn (tối đa 25 triệu điểm ảnh)');
    });

    it('serves a few fixed sizes: 50 different widths make at most 4 cached copies', async () => {
      const res = await upload(tokens.operator, {}, [await pngOf(600, 400)]);
      const { url, path: file } = res.json();
      const cacheDir = path.join(t.config.uploadDir, '.resized');
      const copies = () => readdirSync(cacheDir).filter((n) => n.endsWith(`-${file}`));
      for (let width = 1; width <= 600; width += 12) {
        expect((await get(`${url}?width=${width}`)).statusCode).toBe(200);
      }
      expect(copies().sort()).toEqual(
        ['128x0', '256x0', '512x0', '64x0'].map((size) => `${size}-${file}`),
      );
      expect((await sharp((await get(`${url}?width=100`)).rawPayload).metadata()).width).toBe(128);
      // A box not smaller than the image serves the original, and caches nothing.
      const full = await get(`${url}?width=600&height=1000`);
      expect((await sharp(full.rawPayload).metadata()).width).toBe(600);
      expect(copies()).toHaveLength(4);
    });

    it('resizes once for many concurrent first requests of one size, and answers all alike', async () => {
      const { url } = (await upload(tokens.operator, {}, [await pngOf(900, 600)])).json();
      const resize = jest.spyOn(imageResizer, 'resize');
      try {
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => get(`${url}?width=${190 + i}`)),
        );
        expect(resize).toHaveBeenCalledTimes(1);
        expect(answers.map((res) => res.statusCode)).toEqual(Array(40).fill(200));
        const first = answers[0]!.rawPayload;
        expect((await sharp(first).metadata()).width).toBe(256);
        for (const res of answers) expect(res.rawPayload.equals(first)).toBe(true);
        // Once made, the copy comes from the cache.
        expect((await get(`${url}?width=256`)).rawPayload.equals(first)).toBe(true);
        expect(resize).toHaveBeenCalledTimes(1);
      } finally {
        resize.mockRestore();
      }
    });

    it('keeps the cache under its cap, deleting the oldest copies', async () => {
      const capped = await createTestApp({ config: { imageCacheMaxBytes: 20_000 } });
      try {
        const token = await tokenFor(capped, 'operator@example.com');
        const { payload, headers } = form([
          await sharp({
            create: {
              width: 1200,
              height: 1200,
              channels: 3,
              background: '#000000',
              noise: { type: 'gaussian', mean: 128, sigma: 60 },
            },
          })
            .jpeg({ quality: 80 })
            .toBuffer(),
        ]);
        const res = await capped.app.inject({
          method: 'POST',
          url: '/uploads/files',
          payload,
          headers: { ...headers, ...bearer(token) },
        });
        const { url } = res.json();
        expect(res.statusCode).toBe(201);
        for (const width of [64, 128, 256, 512, 1024]) {
          const resized = await capped.app.inject({ method: 'GET', url: `${url}?width=${width}` });
          expect((await sharp(resized.rawPayload).metadata()).width).toBe(width);
        }
        const cacheDir = path.join(capped.config.uploadDir, '.resized');
        const { statSync } = await import('node:fs');
        const total = readdirSync(cacheDir).reduce(
          (sum, n) => sum + statSync(path.join(cacheDir, n)).size,
          0,
        );
        expect(total).toBeLessThanOrEqual(20_000);
      } finally {
        await capped.close();
      }
    });
  });

  describe('who may delete an upload', () => {
    it('lets the uploader delete their own upload', async () => {
      const { path: file } = (await upload(tokens.operator)).json();
      expect((await remove(tokens.operator, file)).statusCode).toBe(200);
      expect((await get(`/api/v1/uploads/files/image/${file}`)).statusCode).toBe(404);
    });

    it('refuses another operator, and keeps the file', async () => {
      const { path: file, url } = (await upload(tokens.operator)).json();
      const res = await remove(otherOperator, file);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Bạn chỉ được xóa ảnh do mình tải lên hoặc ảnh của tòa nhà mình quản lý',
      });
      expect((await get(url)).statusCode).toBe(200);
    });

    it.each(['superadmin', 'admin'] as const)('lets the %s delete any upload', async (role) => {
      const { path: file } = (await upload(tokens.operator)).json();
      expect((await remove(tokens[role], file)).statusCode).toBe(200);
    });

    it("lets an operator delete an admin's image of a building they run, not of another", async () => {
      const mine = (await upload(tokens.admin, { buildingId: operatorBuilding })).json();
      const notMine = (await upload(tokens.admin)).json();
      expect((await remove(tokens.operator, notMine.path)).statusCode).toBe(403);
      expect((await remove(otherOperator, mine.path)).statusCode).toBe(403);
      expect((await remove(tokens.operator, mine.path)).statusCode).toBe(200);
    });

    it('refuses an operator uploading for a building they do not run', async () => {
      const [foreign] = await t.database.db
        .select({ id: accountBuildings.buildingId })
        .from(accountBuildings)
        .innerJoin(accounts, eq(accounts.id, accountBuildings.accountId))
        .where(eq(accounts.email, 'operator2@example.com'));
      const res = await upload(tokens.operator, { buildingId: foreign!.id });
      expect(res.statusCode).toBe(403);
    });

    it('lets only admins delete a file that has no owner record (demo data)', async () => {
      const { path: file } = (await upload(tokens.admin)).json();
      await t.database.db.execute(
        (await import('drizzle-orm')).sql`delete from uploads where name = ${file}`,
      );
      expect((await remove(tokens.operator, file)).statusCode).toBe(403);
      expect((await remove(tokens.admin, file)).statusCode).toBe(200);
    });

    it('deletes nothing of a multi delete that names one file the caller may not delete', async () => {
      const own = (await upload(tokens.operator)).json();
      const foreign = (await upload(otherOperator)).json();
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/uploads/files/multi',
        headers: bearer(tokens.operator),
        payload: { paths: [own.url, foreign.path] },
      });
      expect(res.statusCode).toBe(403);
      expect((await get(own.url)).statusCode).toBe(200);
      expect((await get(foreign.url)).statusCode).toBe(200);
    });
  });
});
