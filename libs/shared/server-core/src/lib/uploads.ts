import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import sharp, { type Metadata } from 'sharp';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteUploadInputSchema,
  deleteUploadsInputSchema,
  IMAGE_URL_PREFIX,
  MAX_FILES_PER_UPLOAD as MAX_FILES,
  objectIdSchema,
  Role,
  staffRoles,
  storedImageNamePattern as storedName,
  uploadMessages,
  uploadsPaths,
  type UploadedImage,
} from '@app/contract';
import { newId, uploads, type Db } from '@app/server-db';
import { buildingScope } from './auth-plugin';
import { badRequest, forbidden, HttpError } from './errors';
import { formats, MAX_IMAGE_PIXELS, SNIFF_BYTES, sniffImageType } from './image-formats';
import { serveImages } from './image-serving';

// Where the uploads spec reaches the resizer it counts.
export { imageResizer } from './image-serving';

/** Reads a stored file name out of a name, a path or a URL; throws 400 for anything else. */
export function toStoredName(value: string): string {
  const name = path.posix.basename(value.split('?')[0] ?? '');
  if (!storedName.test(name)) throw badRequest(uploadMessages.invalidPath);
  return name;
}

export interface UploadsOptions {
  uploadDir: string;
  maxBytes: number;
  /** Most bytes the resized copies may take on disk; the oldest are deleted beyond it. */
  cacheMaxBytes: number;
  db: Db;
}

/**
 * Uploads: images only (the content is decoded, the name is not trusted, the pixel count is
 * capped), size-limited, stored in the upload folder under a new id with a row naming who uploaded
 * it (and for which building, when the form says), served by image-serving.ts. Deleting needs the
 * uploader, an admin, or the operator of the image's building.
 */
export const uploadsPlugin = fp<UploadsOptions>(
  async (app, opts) => {
    const dir = path.resolve(opts.uploadDir);
    const images = await serveImages(app, dir, opts.cacheMaxBytes);
    await app.register(multipart, {
      // `receive` refuses a file past the limit there and then. Busboy, held back by the file
      // stream's backpressure, is at most a buffer ahead of it; its own limit is only a net (past
      // its limit it cuts the file short but goes on reading the rest of it, unchecked).
      limits: { fileSize: opts.maxBytes + 1024 * 1024, files: MAX_FILES, fields: 10 },
    });
    const maxMb = Math.round((opts.maxBytes / 1024 / 1024) * 10) / 10;
    const { db } = opts;

    /**
     * Streams one file of the form to a temporary file in the upload folder, refusing it as soon
     * as its first bytes are not an image's or it passes the size limit: nothing of an upload is
     * held in memory, and a refused file is read no further.
     */
    async function receive(file: Readable, keep = true): Promise<{ tmp: string; size: number }> {
      const tmp = path.join(dir, `.${newId()}.upload.tmp`);
      let head = Buffer.alloc(0);
      let size = 0;
      const check = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > opts.maxBytes) return done(new HttpError(413, uploadMessages.tooLarge(maxMb)));
          if (head.length < SNIFF_BYTES) {
            head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
            if (head.length === SNIFF_BYTES && !sniffImageType(head))
              return done(badRequest(uploadMessages.notAnImage));
          }
          done(null, chunk);
        },
        flush(done) {
          done(sniffImageType(head) ? null : badRequest(uploadMessages.notAnImage));
        },
      });
      const sink: Writable = keep
        ? createWriteStream(tmp)
        : new Writable({ write: (_chunk, _encoding, done) => done() });
      try {
        await pipeline(file, check, sink);
      } catch (err) {
        // The temporary file may still be opening: delete it once its stream has closed.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(tmp, { force: true });
        throw err;
      }
      return { tmp, size };
    }

    /** Checks a received file by decoding its header and moves it to its stored name. */
    async function store({ tmp, size }: { tmp: string; size: number }): Promise<UploadedImage> {
      let meta: Metadata;
      try {
        // Reads the header only: the pixel count is checked below, before anything decodes it.
        meta = await sharp(tmp, { limitInputPixels: false }).metadata();
      } catch {
        throw badRequest(uploadMessages.notAnImage);
      }
      const format = meta.format ? formats[meta.format] : undefined;
      if (!format || !meta.width || !meta.height) throw badRequest(uploadMessages.notAnImage);
      if (meta.width * meta.height * (meta.pages ?? 1) > MAX_IMAGE_PIXELS)
        throw badRequest(uploadMessages.tooManyPixels(MAX_IMAGE_PIXELS / 1_000_000));
      const name = `${newId()}.${format.ext}`;
      await rename(tmp, path.join(dir, name));
      return {
        path: name,
        url: IMAGE_URL_PREFIX + name,
        width: meta.width,
        height: meta.height,
        size,
      };
    }

    /**
     * The files of a multipart body (received into temporary files) and its optional
     * `buildingId` field. Count, size, type and building are checked while the body streams in;
     * at the first refusal the body is read no further, the files received are deleted and the
     * connection is closed after the answer (as Fastify does for a body it cannot parse), so the
     * rest of the body is never read.
     */
    async function readForm(
      request: FastifyRequest,
      reply: FastifyReply,
      many: boolean,
    ): Promise<{ files: { tmp: string; size: number }[]; buildingId?: string }> {
      if (!request.isMultipart()) throw badRequest(uploadMessages.noFile);
      const files: { tmp: string; size: number }[] = [];
      let buildingId: string | undefined;
      const scope = buildingScope(request);
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') {
            if (part.fieldname === 'buildingId' && part.value) {
              const parsed = objectIdSchema.safeParse(part.value);
              if (!parsed.success) throw badRequest(`${uploadMessages.invalidPath} (buildingId)`);
              if (scope && !scope.includes(parsed.data))
                throw forbidden(uploadMessages.buildingForbidden);
              buildingId = parsed.data;
            }
            continue;
          }
          // A single upload keeps its first file; later ones are read through (checked, not kept).
          const keep = many || !files.length;
          const received = await receive(part.file, keep);
          if (keep) files.push(received);
        }
      } catch (err) {
        request.raw.unpipe();
        reply.header('connection', 'close');
        await discard(files);
        if (err instanceof HttpError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, uploadMessages.tooLarge(maxMb));
        if (code === 'FST_FILES_LIMIT') throw badRequest(uploadMessages.tooMany(MAX_FILES));
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(uploadMessages.noFile);
        // Anything else the multipart parser throws is a malformed body (no boundary, a
        // truncated part, garbage): the client's fault, never a 500.
        request.log.info({ err }, 'malformed multipart body');
        throw badRequest(uploadMessages.malformed);
      }
      if (!files.length) throw badRequest(uploadMessages.noFile);
      return { files, buildingId };
    }

    const discard = (files: { tmp: string }[]) =>
      Promise.all(files.map((file) => rm(file.tmp, { force: true })));

    async function upload(
      request: FastifyRequest,
      reply: FastifyReply,
      many: boolean,
      kind: string,
    ) {
      const { files, buildingId } = await readForm(request, reply, many);
      const stored: UploadedImage[] = [];
      try {
        for (const file of files) stored.push(await store(file));
        await db.insert(uploads).values(
          stored.map((image) => ({
            name: image.path,
            ownerId: request.user!.id,
            buildingId: buildingId ?? null,
            kind,
          })),
        );
      } catch (err) {
        // All or nothing: no file of a refused upload stays behind.
        await discard(files);
        await Promise.all(stored.map((image) => rm(path.join(dir, image.path), { force: true })));
        throw err;
      }
      return stored;
    }

    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { roles: staffRoles };

    for (const [url, kind] of [
      [uploadsPaths.single, 'general'],
      [uploadsPaths.ecommerce, 'ecommerce'],
      [uploadsPaths.building, 'building'],
    ] as const) {
      r.post(url, { config: staff }, async (request, reply) => {
        const [image] = await upload(request, reply, false, kind);
        return reply.status(201).send(image!);
      });
    }
    for (const [url, kind] of [
      [uploadsPaths.multi, 'general'],
      [uploadsPaths.ecommerceMulti, 'ecommerce'],
    ] as const) {
      r.post(url, { config: staff }, async (request, reply) => {
        return reply.status(201).send({ data: await upload(request, reply, true, kind) });
      });
    }

    /**
     * Refuses (403) unless every file may be deleted by the caller: admins any; operators those of
     * the buildings they run and their own uploads of no building; a file without an owner row,
     * admins only.
     */
    async function checkMayDelete(request: FastifyRequest, names: string[]) {
      const user = request.user!;
      if (user.role === Role.SUPER_ADMIN || user.role === Role.ADMIN) return;
      const rows = await db.select().from(uploads).where(inArray(uploads.name, names));
      const byName = new Map(rows.map((row) => [row.name, row]));
      for (const name of names) {
        const row = byName.get(name);
        // An image of a building (tagged on upload or when attached) is the building's: its
        // operators may delete it, its uploader only while running it.
        const allowed =
          row &&
          (row.buildingId === null
            ? row.ownerId === user.id
            : user.buildings.includes(row.buildingId));
        if (!allowed) throw forbidden(uploadMessages.deleteForbidden);
      }
    }

    const remove = async (name: string) => {
      await rm(path.join(dir, name), { force: true });
      await images.forget(name);
      await db.delete(uploads).where(inArray(uploads.name, [name]));
    };
    r.delete(
      uploadsPaths.single,
      { config: staff, schema: { body: deleteUploadInputSchema } },
      async (request) => {
        const name = toStoredName(request.body.path);
        await checkMayDelete(request, [name]);
        await remove(name);
        return { message: uploadMessages.deleted };
      },
    );
    r.delete(
      uploadsPaths.multi,
      { config: staff, schema: { body: deleteUploadsInputSchema } },
      async (request) => {
        const names = [...new Set(request.body.paths.map(toStoredName))];
        await checkMayDelete(request, names);
        for (const name of names) await remove(name);
        return { message: uploadMessages.deleted };
      },
    );
  },
  { name: 'app-uploads' },
);
