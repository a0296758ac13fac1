import { stat } from 'node:fs/promises';
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyStaticOptions } from '@fastify/static';
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

const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));

/**
 * `@fastify/static` for the built console, sending only what the not-found handler below asks
 * (`serve: false`: no route of its own, so API paths keep their JSON 404): the `.br` or `.gz` the
 * build writes beside every text file it makes smaller, when the client accepts it (brotli first);
 * hashed assets cached for a year, the rest (index.html, sw.js) revalidated.
 */
export function consoleStaticOptions(root: string): FastifyStaticOptions {
  // RFC 9239's type for JavaScript, as the console has always been served (send's mime 3 still
  // says application/javascript), for the plain and the precompressed files alike.
  send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);
  return {
    root: path.resolve(root),
    serve: false,
    preCompressed: true,
    cacheControl: false,
    // No validators: a 304 would carry the API's strict CSP onto the cached index.html, and the
    // browser, merging the 304's headers, then refuses the console's scripts (the reload in the
    // categories browser test). Every answer is a whole one with the console's own headers.
    etag: false,
    lastModified: false,
    setHeaders: (reply, file) => {
      // Hashed assets never change under their name.
      const asset = file.startsWith(path.join(path.resolve(root), 'assets') + path.sep);
      reply.header('cache-control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('vary', 'Accept-Encoding');
    },
  };
}

/**
 * Serves the built console from the same port as the API: its files, and `index.html` for any
 * other GET outside the API (the SPA's routes, /dashboard/...). API paths that match no route,
 * and missing assets, keep their JSON 404. Needs `@fastify/static` registered with
 * {@link consoleStaticOptions}.
 */
export function consoleNotFoundHandler(
  root: string,
  apiNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  const base = path.resolve(root);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\/+/g, '/'));
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(url))
      return apiNotFound(request, reply);
    const file = path.resolve(base, `.${url}`);
    const inside = file.startsWith(base + path.sep);
    const found = inside ? await stat(file).catch(() => null) : null;
    if (found?.isFile()) return reply.sendFile(path.relative(base, file));
    if (path.extname(url) && url.startsWith('/assets/')) return apiNotFound(request, reply);
    return reply.sendFile('index.html');
  };
}
