import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imageParamsSchema, imageQuerySchema, uploadsPaths } from '@app/contract';
import { newId } from '@app/server-db';
import { notFound } from './errors';
import { MAX_IMAGE_PIXELS, mimeByExt } from './image-formats';

/**
 * Widths and heights the image route serves: a requested size is rounded up to the next one, so an
 * image has at most a few dozen resized copies however many sizes are asked for.
 */
export const IMAGE_SIZE_BUCKETS = [64, 128, 256, 512, 1024, 2048, 4000] as const;
const bucketOf = (size: number | undefined) =>
  size === undefined ? undefined : (IMAGE_SIZE_BUCKETS.find((b) => b >= size) ?? 4000);

/**
 * Serves the uploaded images at `/api/v1/uploads/files/image/{file}?width&height`, in a few fixed
 * sizes from a capped cache of resized copies (`<dir>/.resized`). Answers what the uploads need of
 * it: `forget(name)` deletes the resized copies of a deleted image.
 */
export async function serveImages(app: FastifyInstance, dir: string, cacheMaxBytes: number) {
  const cacheDir = path.join(dir, '.resized');
  await mkdir(cacheDir, { recursive: true });
  const cache = createResizeCache(cacheDir, cacheMaxBytes, app.log);
  await cache.measure();

  app.withTypeProvider<ZodTypeProvider>().get(
    uploadsPaths.image,
    {
      config: { public: true },
      schema: { params: imageParamsSchema, querystring: imageQuerySchema },
    },
    async (request, reply) => {
      const { file } = request.params;
      const source = path.join(dir, file);
      if (!(await stat(source).catch(() => null))) throw notFound('Không tìm thấy ảnh');
      const ext = file.split('.').pop() ?? '';
      reply
        .header('content-type', mimeByExt[ext] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      const width = bucketOf(request.query.width);
      const height = bucketOf(request.query.height);
      if (!width && !height) return reply.send(createReadStream(source));
      const resized = await cache.get(source, file, width, height);
      return reply.send(resized ?? createReadStream(source));
    },
  );

  return {
    async forget(name: string) {
      const resized = (await readdir(cacheDir)).filter((entry) => entry.endsWith(`-${name}`));
      await Promise.all(resized.map((entry) => rm(path.join(cacheDir, entry), { force: true })));
    },
  };
}

/**
 * Resizes an image inside a box; `null` when the box is not smaller than the image. An object, so
 * a test can count the resizes the server performs (`jest.spyOn(imageResizer, 'resize')`).
 */
export const imageResizer = {
  async resize(
    source: string,
    width: number | undefined,
    height: number | undefined,
  ): Promise<Buffer | null> {
    const image = sharp(source, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS });
    const meta = await image.metadata();
    const pageHeight = meta.pageHeight ?? meta.height ?? 0;
    if ((!width || width >= (meta.width ?? 0)) && (!height || height >= pageHeight)) return null;
    return image.resize({ width, height, fit: 'inside', withoutEnlargement: true }).toBuffer();
  },
};

/**
 * The resized copies, on disk under `.resized/<w>x<h>-<file>`, at most `maxBytes` in all: past it
 * the least recently written copies are deleted. Each process keeps its own count of the folder.
 */
function createResizeCache(cacheDir: string, maxBytes: number, log: FastifyRequest['log']) {
  let bytes = 0;
  /** The copies being read or made, by path: a single flight each. */
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function entries() {
    const names = (await readdir(cacheDir)).filter((n) => !n.endsWith('.tmp'));
    const found = await Promise.all(
      names.map(async (n) => {
        const st = await stat(path.join(cacheDir, n)).catch(() => null);
        return st ? { name: n, size: st.size, mtime: st.mtimeMs } : null;
      }),
    );
    return found.filter((e) => e !== null);
  }

  async function evict() {
    const list = (await entries()).sort((a, b) => a.mtime - b.mtime);
    bytes = list.reduce((sum, e) => sum + e.size, 0);
    const target = maxBytes * 0.8;
    for (const entry of list) {
      if (bytes <= target) break;
      await rm(path.join(cacheDir, entry.name), { force: true });
      bytes -= entry.size;
    }
  }

  return {
    async measure() {
      bytes = (await entries()).reduce((sum, e) => sum + e.size, 0);
      if (bytes > maxBytes) await evict();
    },

    /**
     * The image resized inside the box, from the cache or made now; `null` when the box is not
     * smaller than the image (the original is served, nothing is cached) or it cannot be decoded.
     * One resize per copy at a time: concurrent requests for a copy being made wait for it.
     */
    get(
      source: string,
      file: string,
      width: number | undefined,
      height: number | undefined,
    ): Promise<Buffer | null> {
      const target = path.join(cacheDir, `${width ?? 0}x${height ?? 0}-${file}`);
      let pending = inFlight.get(target);
      if (!pending) {
        pending = readOrResize(source, file, target, width, height).finally(() =>
          inFlight.delete(target),
        );
        inFlight.set(target, pending);
      }
      return pending;
    },
  };

  async function readOrResize(
    source: string,
    file: string,
    target: string,
    width: number | undefined,
    height: number | undefined,
  ): Promise<Buffer | null> {
    const cached = await readFile(target).catch(() => null);
    if (cached) return cached;
    try {
      const resized = await imageResizer.resize(source, width, height);
      if (!resized) return null;
      const tmp = `${target}.${process.pid}.${newId()}.tmp`;
      await writeFile(tmp, resized);
      await rename(tmp, target);
      bytes += resized.length;
      if (bytes > maxBytes) await evict();
      return resized;
    } catch (err) {
      log.warn({ err, file }, 'image could not be resized: the original is served');
      return null;
    }
  }
}
