import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The content codings a client accepts (`Accept-Encoding`), without those it refuses with `q=0`.
 * `*` stands for any coding not named.
 */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let any = false;
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const zero = q !== undefined && Number(q.slice(2)) === 0;
    if (name === '*') any = !zero;
    else (zero ? refused : accepted).add(name);
  }
  if (any) for (const name of ['br', 'gzip']) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

export interface CompressionOptions {
  /** Answers smaller than this many bytes go out as they are (compression would not pay). */
  threshold?: number;
}

/**
 * Compresses JSON answers of at least `threshold` bytes (1 KB by default) for clients that accept
 * it. Gzip at level 4 first: on a page of the order list (8.1 KB) it takes 0.11 ms for 2.3 KB,
 * where brotli at quality 4 takes 0.19 ms for 2.2 KB and gzip 9 0.13 ms for 2.2 KB
 * (docs/benchmarks/history.md, "Issue 8: where a request's time goes under load"); brotli (quality 4) only for a client that accepts no gzip. Streams (files, the built console) are left alone: the console's files are
 * compressed at build time. Every compressible answer says `Vary: Accept-Encoding`.
 */
export const compressionPlugin = fp<CompressionOptions>(
  async (app, opts) => {
    const threshold = opts.threshold ?? 1024;
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('application/json')) return payload;
      const length = Buffer.byteLength(payload);
      if (length < threshold) return payload;
      reply.header('vary', appendVary(reply.getHeader('vary')));
      const accepted = acceptedEncodings(request.headers['accept-encoding']);
      if (accepted.has('gzip')) {
        reply.header('content-encoding', 'gzip');
        reply.removeHeader('content-length');
        return gzipSync(payload, { level: 4 });
      }
      if (accepted.has('br')) {
        reply.header('content-encoding', 'br');
        reply.removeHeader('content-length');
        return brotliCompressSync(payload, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        });
      }
      return payload;
    });
  },
  { name: 'app-compression' },
);

const appendVary = (current: unknown) => {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')
    ? values.join(', ')
    : [...values, 'Accept-Encoding'].join(', ');
};
