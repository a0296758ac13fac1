import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings } from './compression';

/** Path prefixes of the API; everything else a browser asks for with GET belongs to the console. */
export const API_PREFIXES = [
  '/api/',
  '/auth/',
  '/admin/',
  '/user/',
  '/uploads/',
  '/operator/',
  '/notification/',
  '/healthz',
];

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * The precompressed variant of a built file the client accepts (the console's build writes
 * `.br` and `.gz` beside every text file over 1 KB), brotli first.
 */
async function variantOf(
  file: string,
  acceptEncoding: string | string[] | undefined,
): Promise<{ file: string; encoding: string | null; size: number } | null> {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    const found = await stat(file + ext).catch(() => null);
    if (found?.isFile()) return { file: file + ext, encoding, size: found.size };
  }
  const plain = await stat(file).catch(() => null);
  return plain?.isFile() ? { file, encoding: null, size: plain.size } : null;
}

/** Sends a built file: its compressed variant when there is one the client accepts. */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cacheControl: string,
) {
  const variant = await variantOf(file, request.headers['accept-encoding']);
  if (!variant) return null;
  reply
    .header('content-type', types[path.extname(file)] ?? 'application/octet-stream')
    .header('cache-control', cacheControl)
    .header('content-length', variant.size);
  if (compressible.has(path.extname(file))) reply.header('vary', 'Accept-Encoding');
  if (variant.encoding) reply.header('content-encoding', variant.encoding);
  return reply.send(request.method === 'HEAD' ? '' : createReadStream(variant.file));
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg']);

const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));

/**
 * Serves the built console from the same port as the API: its files (hashed assets cached for a
 * year, the rest revalidated), and `index.html` for any other GET outside the API (the SPA's
 * routes, /dashboard/...). API paths that match no route keep their JSON 404.
 */
export function consoleNotFoundHandler(
  root: string,
  apiNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  const base = path.resolve(root);
  const index = path.join(base, 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\/+/g, '/'));
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(url))
      return apiNotFound(request, reply);
    const file = path.resolve(base, `.${url}`);
    const inside = file.startsWith(base + path.sep);
    const found = inside ? await stat(file).catch(() => null) : null;
    if (found?.isFile()) {
      // Hashed assets never change under their name; the rest (index.html, sw.js) is revalidated.
      const immutable = url.startsWith('/assets/');
      return sendFile(
        request,
        reply,
        file,
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    if (path.extname(url) && url.startsWith('/assets/')) return apiNotFound(request, reply);
    return sendFile(request, reply, index, 'no-cache');
  };
}
