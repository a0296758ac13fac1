import Fastify from 'fastify';
import { ordersPlugin } from './orders-routes';

describe('ordersPlugin', () => {
  it('registers on a Fastify instance', async () => {
    const app = Fastify();
    await app.register(ordersPlugin);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
