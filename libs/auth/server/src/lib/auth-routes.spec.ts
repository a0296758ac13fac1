import Fastify from 'fastify';
import { authPlugin } from './auth-routes';

describe('authPlugin', () => {
  it('registers on a Fastify instance', async () => {
    const app = Fastify();
    await app.register(authPlugin);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
