import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
      const immutable = url.startsWith('/assets/');
      return reply
        .header('content-type', types[path.extname(file)] ?? 'application/octet-stream')
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(createReadStream(file));
    }
    if (path.extname(url) && url.startsWith('/assets/')) return apiNotFound(request, reply);
    return reply
      .header('content-type', types['.html']!)
      .header('cache-control', 'no-cache')
      .send(createReadStream(index));
  };
}
