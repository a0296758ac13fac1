import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { loadConfig } from './config';

/** The test-only push settings (PUSH_TEST_*): absent by default, refused in production. */
describe('loadConfig: test-only push settings', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-config-'));
  const pem = path.join(dir, 'ca.pem');
  writeFileSync(pem, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
  const notPem = path.join(dir, 'not.pem');
  writeFileSync(notPem, 'hello');
  const keys = webpush.generateVAPIDKeys();
  const base = {
    DATA_DIR: dir,
    JWT_SECRET: 'x'.repeat(40),
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
  };
  const testPush = (env: Record<string, string>) =>
    loadConfig({ ...base, ...env }).server.testPushService;
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    warnings = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  });
  afterEach(() => warnings.mockRestore());

  it('leaves them out by default (public https push services only), without a warning', () => {
    expect(testPush({})).toBeUndefined();
    expect(testPush({ NODE_ENV: 'production' })).toBeUndefined();
    expect(testPush({ PUSH_TEST_HOSTS: '', PUSH_TEST_TLS_CA: '' })).toBeUndefined();
    expect(loadConfig(base).server.vapid).toEqual({
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
      subject: 'mailto:admin@example.com',
    });
    expect(warnings).not.toHaveBeenCalled();
  });

  it('reads the test hosts and the CA file, and warns', () => {
    expect(
      testPush({
        PUSH_TEST_HOSTS: 'Push.E2E.test=127.0.0.1, b.invalid=::1',
        PUSH_TEST_TLS_CA: pem,
      }),
    ).toEqual({
      hosts: { 'push.e2e.test': '127.0.0.1', 'b.invalid': '::1' },
      tlsCa: expect.stringContaining('-----BEGIN CERTIFICATE-----'),
    });
    expect(warnings).toHaveBeenCalledWith(
      expect.stringContaining('web pushes to push.e2e.test go to 127.0.0.1, b.invalid go to ::1'),
      { code: 'PUSH_TEST_SETTINGS' },
    );
    expect(testPush({ PUSH_TEST_HOSTS: 'push.e2e.test=127.0.0.1', NODE_ENV: 'test' })).toEqual({
      hosts: { 'push.e2e.test': '127.0.0.1' },
    });
    expect(testPush({ PUSH_TEST_TLS_CA: pem })).toEqual({ tlsCa: expect.any(String) });
  });

  it.each([
    [{ PUSH_TEST_HOSTS: 'fcm.googleapis.com=127.0.0.1' }, /PUSH_TEST_HOSTS: expected name=address/],
    [{ PUSH_TEST_HOSTS: 'localhost=127.0.0.1' }, /PUSH_TEST_HOSTS: expected name=address/],
    [{ PUSH_TEST_HOSTS: 'push.e2e.test' }, /PUSH_TEST_HOSTS: expected name=address/],
    [{ PUSH_TEST_HOSTS: 'push.e2e.test=example.com' }, /PUSH_TEST_HOSTS: expected name=address/],
    [{ PUSH_TEST_TLS_CA: path.join(dir, 'missing.pem') }, /PUSH_TEST_TLS_CA: cannot read/],
    [{ PUSH_TEST_TLS_CA: notPem }, /PUSH_TEST_TLS_CA: .* is not a PEM certificate/],
    [
      { PUSH_TEST_HOSTS: 'push.e2e.test=127.0.0.1', NODE_ENV: 'production' },
      /for tests only and are refused when NODE_ENV=production/,
    ],
    [
      { PUSH_TEST_TLS_CA: pem, NODE_ENV: 'production' },
      /for tests only and are refused when NODE_ENV=production/,
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

/** DATABASE_REPLICA_URL: the read replica of the reports and exports (docs/decisions/server.md). */
describe('loadConfig: the read replica', () => {
  const base = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-config-')),
    JWT_SECRET: 'x'.repeat(40),
  };
  const primary = 'postgres://postgres@127.0.0.1:5432/app';
  const replica = 'postgres://postgres@127.0.0.1:5433/app';

  it('is unset by default, and waits 50 ms for it to catch up', () => {
    const config = loadConfig({ ...base, DATABASE_URL: primary });
    expect(config.databaseReplicaUrl).toBeUndefined();
    expect(config.replicaMaxWaitMs).toBe(50);
  });

  it('takes a replica beside a primary, and its wait', () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: primary,
      DATABASE_REPLICA_URL: replica,
      DATABASE_REPLICA_MAX_WAIT_MS: '200',
    });
    expect(config).toMatchObject({
      databaseUrl: primary,
      databaseReplicaUrl: replica,
      replicaMaxWaitMs: 200,
    });
  });

  it('refuses a replica without a primary, and a wait that is not a number of milliseconds', () => {
    expect(() => loadConfig({ ...base, DATABASE_REPLICA_URL: replica })).toThrow(
      'DATABASE_REPLICA_URL: a replica needs its primary in DATABASE_URL',
    );
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: primary, DATABASE_REPLICA_MAX_WAIT_MS: 'soon' }),
    ).toThrow('Invalid configuration: DATABASE_REPLICA_MAX_WAIT_MS');
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: primary, DATABASE_REPLICA_URL: 'not a url' }),
    ).toThrow('Invalid configuration: DATABASE_REPLICA_URL');
  });
});
