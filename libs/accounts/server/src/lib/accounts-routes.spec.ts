import Fastify from 'fastify';
import { accountsPlugin } from './accounts-routes';

describe('accountsPlugin', () => {
  it('registers on a Fastify instance', async () => {
    const app = Fastify();
    await app.register(accountsPlugin);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
