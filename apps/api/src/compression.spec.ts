import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncodings, compressionPlugin } from './compression';

describe('acceptedEncodings', () => {
  it('reads the codings a client accepts, leaving out those refused with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')].sort()).toEqual(
      ['br', 'deflate', 'gzip', 'zstd'].sort(),
    );
    expect([...acceptedEncodings('gzip;q=1.0, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*;q=0.5, br;q=0')]).toEqual(['gzip']);
    expect(acceptedEncodings(undefined).size).toBe(0);
    expect(acceptedEncodings('identity').has('gzip')).toBe(false);
  });
});

describe('compressionPlugin', () => {
  const big = { data: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Đơn hàng ${i}` })) };
  const build = async () => {
    const app = Fastify({ logger: false });
    await app.register(compressionPlugin);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/text', async (_req, reply) => reply.type('text/plain').send('x'.repeat(5000)));
    await app.ready();
    return app;
  };

  it('compresses JSON over 1 KB with gzip, else brotli, and says Vary', async () => {
    const app = await build();
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);

    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.json()).toEqual(big);
    await app.close();
  });

  it('leaves small answers and other types as they are', async () => {
    const app = await build();
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const text = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(text.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
