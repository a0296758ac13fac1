import Fastify from 'fastify';
import { shopsPlugin } from './shops-routes';

describe('shopsPlugin', () => {
  it('registers on a Fastify instance', async () => {
    const app = Fastify();
    await app.register(shopsPlugin);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
