import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { accounts, newId, pushTokens, type Database } from '@app/server-db';
import { createTestDatabase } from '@app/server-db/testing';
import type { FastifyBaseLogger } from 'fastify';
import { createPushSender } from './push';
import { checkPushEndpoint, isPublicAddress } from './push-endpoint';

const silentLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('push endpoints', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.20.30.40', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['142.250.4.95', true],
    ['2a00:1450:4001:80b::200a', true],
    // IPv6 forms that wrap a local IPv4 address (audit finding 11).
    ['::7f00:1', false], // IPv4-compatible 127.0.0.1
    ['::a00:1', false], // IPv4-compatible 10.0.0.1
    ['::ffff:0:7f00:1', false], // IPv4-translated 127.0.0.1
    ['::ffff:0:a00:1', false], // IPv4-translated 10.0.0.1
    ['::ffff:7f00:1', false], // IPv4-mapped 127.0.0.1, as the URL parser writes it
    ['::ffff:8efa:45f', true], // IPv4-mapped 142.250.4.95
    ['2002:7f00:1::', false], // 6to4 of 127.0.0.1
    ['2002:c0a8:101::1', false], // 6to4 of 192.168.1.1
    ['2001:0:7f00:1::1', false], // Teredo, server 127.0.0.1
    ['2001::ffff:ffff', false], // Teredo, client 0.0.0.0
    ['64:ff9b:1::a00:1', false], // local-use NAT64 of 10.0.0.1
    ['64:ff9b::7f00:1', false], // NAT64 of 127.0.0.1
    ['2001:db8::1', false],
    ['3fff::1', false],
    ['::', false],
    ['2606:4700::1111', true],
  ])('judges %s public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://127.0.0.1:45999/x',
    'https://[::1]/x',
    'https://[::7f00:1]/x',
    'https://[::127.0.0.1]/x',
    'https://[::ffff:0:7f00:1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[2002:7f00:1::1]/x',
    'https://[2001:0:7f00:1::1]/x',
    'https://10.0.0.8/x',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost:8443/x',
    'https://push.localhost/x',
    'https://user:pw@fcm.googleapis.com/x',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', async (endpoint) => {
    expect((await checkPushEndpoint(endpoint, resolvesTo('142.250.4.95'))).ok).toBe(false);
  });

  it('refuses a public-looking name that resolves to a private address', async () => {
    expect(
      (
        await checkPushEndpoint(
          'https://push.attacker.example/x',
          resolvesTo('142.250.4.95', '127.0.0.1'),
        )
      ).ok,
    ).toBe(false);
  });

  it('accepts an https endpoint of a public push service', async () => {
    expect(
      (
        await checkPushEndpoint(
          'https://fcm.googleapis.com/fcm/send/abc',
          resolvesTo('142.250.4.95'),
        )
      ).ok,
    ).toBe(true);
  });
});

describe('push sender against a server that never answers', () => {
  let database: Database;
  let server: Server;
  let port: number;
  const connections: Socket[] = [];
  let accountId: string;
  // A browser's real subscription keys: a P-256 public key and a 16-byte secret.
  const subscriptionKeys = {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  const silentToken = (endpoint: string) => JSON.stringify({ endpoint, keys: subscriptionKeys });
  /** One push through `sender` to the silent server, under the host name `host`. */
  const pushVia = (sender: ReturnType<typeof createPushSender>, host: string) =>
    sender.sendOne(silentToken(`https://${host}:${port}/push/x`), { title: 't', body: 'b' });

  beforeAll(async () => {
    database = await createTestDatabase();
    server = createServer((socket) => {
      connections.push(socket); // accepts, then says nothing, ever
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    const [account] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'admin@example.com'));
    accountId = account!.id;
    await database.db.insert(pushTokens).values({
      id: newId(),
      accountId,
      deviceId: 'silent',
      deviceType: 'web',
      deviceToken: silentToken(`https://127.0.0.1:${port}/push/x`),
    });
  });
  afterAll(async () => {
    for (const socket of connections) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:admin@example.com' };

  it('never connects to a loopback endpoint', async () => {
    const sender = createPushSender({ db: database.db, vapid, log: silentLog });
    expect(await sender.sendToAccounts([accountId], { title: 't', body: 'b' })).toBe(0);
    expect(connections).toHaveLength(0);
    expect(await sender.countSubscriptions([accountId])).toBe(1);
  });

  it('still refuses it with test-only settings that name other hosts, or only a CA', async () => {
    for (const testPushService of [
      { hosts: { 'push.e2e.test': '127.0.0.1' }, tlsCa: '-----BEGIN CERTIFICATE-----' },
      { tlsCa: '-----BEGIN CERTIFICATE-----' },
      {},
    ]) {
      const sender = createPushSender({
        db: database.db,
        vapid,
        testPushService,
        log: silentLog,
      });
      expect(await pushVia(sender, '127.0.0.1')).toEqual({
        outcome: 'refused',
        reason: 'private',
      });
    }
    expect(connections).toHaveLength(0);
  });

  it('gives up on a push that is never answered, after its time-out', async () => {
    const sender = createPushSender({
      db: database.db,
      vapid,
      log: silentLog,
      timeoutMs: 300,
      allowPrivateEndpoints: true,
    });
    expect(await sender.sendToAccounts([accountId], { title: 't', body: 'b' })).toBe(0);
    expect(connections).toHaveLength(1);
  });

  it('reaches a test host named in the test-only settings (apps/api PUSH_TEST_HOSTS), only that one', async () => {
    const sender = createPushSender({
      db: database.db,
      vapid,
      testPushService: { hosts: { 'push.e2e.test': '127.0.0.1' } },
      log: silentLog,
      timeoutMs: 300,
    });
    expect(await pushVia(sender, 'push.e2e.test')).toMatchObject({ outcome: 'failed' });
    expect(connections).toHaveLength(2);
    // Any other name still goes through the public-only lookup.
    expect(await pushVia(sender, 'other.e2e.test')).toMatchObject({ outcome: 'failed' });
    expect(connections).toHaveLength(2);
  });
});
