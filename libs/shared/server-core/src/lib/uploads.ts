import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import sharp, { type Metadata } from 'sharp';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteUploadInputSchema,
  deleteUploadsInputSchema,
  IMAGE_URL_PREFIX,
  imageParamsSchema,
  imageQuerySchema,
  MAX_FILES_PER_UPLOAD as MAX_FILES,
  staffRoles,
  storedImageNamePattern as storedName,
  uploadMessages,
  uploadsPaths,
  type UploadedImage,
} from '@app/contract';
import { newId } from '@app/server-db';
import { badRequest, HttpError, notFound } from './errors';

const formats: Record<string, { ext: string; mime: string }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
};
const mimeByExt = Object.fromEntries(Object.values(formats).map((f) => [f.ext, f.mime]));

/** Reads a stored file name out of a name, a path or a URL; throws 400 for anything else. */
export function toStoredName(value: string): string {
  const name = path.posix.basename(value.split('?')[0] ?? '');
  if (!storedName.test(name)) throw badRequest(uploadMessages.invalidPath);
  return name;
}

/**
 * Uploads: images only (the content is decoded, the name is not trusted), size-limited, stored in the
 * upload folder under a new id, served at `/api/v1/uploads/files/image/{file}?width&height`.
 */
export const uploadsPlugin = fp<{ uploadDir: string; maxBytes: number }>(
  async (app, opts) => {
    const dir = path.resolve(opts.uploadDir);
    const cacheDir = path.join(dir, '.resized');
    await mkdir(cacheDir, { recursive: true });
    await app.register(multipart, {
      limits: { fileSize: opts.maxBytes, files: MAX_FILES, fields: 10 },
    });
    const maxMb = Math.round((opts.maxBytes / 1024 / 1024) * 10) / 10;

    async function store(buffer: Buffer): Promise<UploadedImage> {
      let meta: Metadata;
      try {
        meta = await sharp(buffer).metadata();
      } catch {
        throw badRequest(uploadMessages.notAnImage);
      }
      const format = meta.format ? formats[meta.format] : undefined;
      if (!format || !meta.width || !meta.height) throw badRequest(uploadMessages.notAnImage);
      const name = `${newId()}.${format.ext}`;
      const tmp = path.join(dir, `.${name}.tmp`);
      await writeFile(tmp, buffer);
      await rename(tmp, path.join(dir, name));
      return {
        path: name,
        url: IMAGE_URL_PREFIX + name,
        width: meta.width,
        height: meta.height,
        size: buffer.length,
      };
    }

    async function readFiles(request: FastifyRequest, many: boolean): Promise<Buffer[]> {
      if (!request.isMultipart()) throw badRequest(uploadMessages.noFile);
      const buffers: Buffer[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          const buffer = await part.toBuffer();
          buffers.push(buffer);
          if (!many) break;
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, uploadMessages.tooLarge(maxMb));
        if (code === 'FST_FILES_LIMIT') throw badRequest(uploadMessages.tooMany(MAX_FILES));
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(uploadMessages.noFile);
        throw err;
      }
      if (!buffers.length) throw badRequest(uploadMessages.noFile);
      return buffers;
    }

    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { roles: staffRoles };

    for (const url of [uploadsPaths.single, uploadsPaths.ecommerce, uploadsPaths.building]) {
      r.post(url, { config: staff }, async (request, reply) => {
        const [file] = await readFiles(request, false);
        return reply.status(201).send(await store(file!));
      });
    }
    for (const url of [uploadsPaths.multi, uploadsPaths.ecommerceMulti]) {
      r.post(url, { config: staff }, async (request, reply) => {
        const files = await readFiles(request, true);
        const data: UploadedImage[] = [];
        for (const file of files) data.push(await store(file));
        return reply.status(201).send({ data });
      });
    }

    const remove = async (name: string) => {
      await rm(path.join(dir, name), { force: true });
      const resized = (await readdir(cacheDir)).filter((entry) => entry.endsWith(`-${name}`));
      await Promise.all(resized.map((entry) => rm(path.join(cacheDir, entry), { force: true })));
    };
    r.delete(
      uploadsPaths.single,
      { config: staff, schema: { body: deleteUploadInputSchema } },
      async (request) => {
        await remove(toStoredName(request.body.path));
        return { message: uploadMessages.deleted };
      },
    );
    r.delete(
      uploadsPaths.multi,
      { config: staff, schema: { body: deleteUploadsInputSchema } },
      async (request) => {
        const names = request.body.paths.map(toStoredName);
        for (const name of names) await remove(name);
        return { message: uploadMessages.deleted };
      },
    );

    r.get(
      uploadsPaths.image,
      {
        config: { public: true },
        schema: { params: imageParamsSchema, querystring: imageQuerySchema },
      },
      async (request, reply) => {
        const { file } = request.params;
        const { width, height } = request.query;
        const source = path.join(dir, file);
        if (!(await stat(source).catch(() => null))) throw notFound('Không tìm thấy ảnh');
        let target = source;
        if (width || height) {
          target = path.join(cacheDir, `${width ?? 0}x${height ?? 0}-${file}`);
          if (!(await stat(target).catch(() => null))) {
            const tmp = `${target}.${process.pid}.tmp`;
            await sharp(source, { animated: true })
              .resize({ width, height, fit: 'inside', withoutEnlargement: true })
              .toFile(tmp);
            await rename(tmp, target);
          }
        }
        const ext = file.split('.').pop() ?? '';
        return reply
          .header('content-type', mimeByExt[ext] ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(target));
      },
    );
  },
  { name: 'app-uploads' },
);
