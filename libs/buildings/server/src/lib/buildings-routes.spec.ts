import Fastify from 'fastify';
import { buildingsPlugin } from './buildings-routes';

describe('buildingsPlugin', () => {
  it('registers on a Fastify instance', async () => {
    const app = Fastify();
    await app.register(buildingsPlugin);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
