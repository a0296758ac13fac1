import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkInputSchema, bulkMessages, Role } from '@app/contract';
import { bearer, createTestApp, staffTokens, type TestApp } from '../testing';
import { bulkRoute } from './bulk';
import { conflict, notFound } from './errors';

const id = (n: number) => n.toString(16).padStart(24, '0');
const seen: { id: string; note: string; scope: string[] | null }[] = [];

/** Row 2 is already decided (409), row 3 is not there (404), row 9 breaks the server. */
const probePlugin: FastifyPluginAsync = async (app) => {
  bulkRoute(app.withTypeProvider<ZodTypeProvider>(), {
    path: '/probe/bulk/act',
    roles: [Role.SUPER_ADMIN],
    body: bulkInputSchema({ note: z.string().min(1, 'Nhập ghi chú') }),
    each: async (rowId, { note }, { scope }) => {
      if (rowId === id(2)) throw conflict('Đã xử lý');
      if (rowId === id(3)) throw notFound('Không có');
      if (rowId === id(9)) throw new Error('boom');
      seen.push({ id: rowId, note, scope });
    },
  });
};

describe('bulkRoute', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  beforeAll(async () => {
    t = await createTestApp({ plugins: [probePlugin] });
    tokens = await staffTokens(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    seen.length = 0;
  });

  const post = (payload: Record<string, unknown>, token = tokens.superadmin) =>
    t.app.inject({ method: 'POST', url: '/probe/bulk/act', headers: bearer(token), payload });

  it('acts on every row in the order asked and reports each as done or refused', async () => {
    const res = await post({ ids: [id(1), id(2), id(3), id(4)], note: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: id(1), ok: true },
        { id: id(2), ok: false, status: 409, message: 'Đã xử lý' },
        { id: id(3), ok: false, status: 404, message: 'Không có' },
        { id: id(4), ok: true },
      ],
      done: 2,
      refused: 2,
      message: bulkMessages.summary(2, 4),
    });
    expect(seen).toEqual([
      { id: id(1), note: 'x', scope: null },
      { id: id(4), note: 'x', scope: null },
    ]);
  });

  it('checks the whole body before touching a row (400) and the role (403)', async () => {
    const bad = await post({ ids: [id(1)], note: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Nhập ghi chú');
    expect((await post({ ids: [], note: 'x' })).statusCode).toBe(400);
    expect((await post({ ids: [id(1)], note: 'x' }, tokens.admin)).statusCode).toBe(403);
    expect(seen).toEqual([]);
  });

  it('does not hide a server fault as a refused row', async () => {
    expect((await post({ ids: [id(9)], note: 'x' })).statusCode).toBe(500);
  });
});
