import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FakeSubscription } from './fixtures';

/** One request the fake push service received. */
export interface ReceivedPush {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a push subscription: what it hands the server, and the keys it decrypts with. */
export interface SubscriptionKeys {
  subscription: FakeSubscription;
  ecdh: ECDH;
  auth: Buffer;
}

/**
 * The fake push service's name: under the reserved `.test` domain, so it never resolves (the API
 * accepts such an endpoint when the console saves it, as it accepts any name it cannot resolve
 * yet) and the API is told where it is (PUSH_TEST_HOSTS).
 */
export const FAKE_PUSH_HOST = 'push.e2e.test';

/**
 * A local stand-in for a browser vendor's push service (what FCM is for Chrome): an HTTPS server
 * on 127.0.0.1, named {@link FAKE_PUSH_HOST}, with a certificate made now (its own CA, which the
 * API is told to trust), that keeps every request it receives and answers 201 Created, as a push
 * service does.
 */
export async function startFakePushService() {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-push-service-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      caFile,
      '-days',
      '1',
      '-subj',
      `/CN=${FAKE_PUSH_HOST}`,
      '-addext',
      `subjectAltName=DNS:${FAKE_PUSH_HOST}`,
    ],
    { stdio: 'ignore' },
  );
  const received: ReceivedPush[] = [];
  const server: Server = createServer(
    { key: readFileSync(keyFile), cert: readFileSync(caFile) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        res.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://${FAKE_PUSH_HOST}:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The API's PUSH_TEST_HOSTS for it. */
    hosts: `${FAKE_PUSH_HOST}=127.0.0.1`,
    /** The PEM file of the service's certificate (self-signed: it is its own CA). */
    caFile,
    received,
    /** A new subscription at this service, with the browser-side keys (P-256 pair, auth secret). */
    subscribe(): SubscriptionKeys {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        ecdh,
        auth,
        subscription: {
          endpoint: `${origin}/push/e2e/${randomUUID()}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

/**
 * What a browser does with a push it receives (RFC 8291, `aes128gcm`, one record): derives the
 * content key from its private key, its auth secret and the sender's ephemeral key in the header,
 * and decrypts. Throws when the message was not encrypted for these keys.
 */
export function decryptPush(body: Buffer, keys: Pick<SubscriptionKeys, 'ecdh' | 'auth'>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const hkdf = (ikm: Buffer, salt: Buffer, info: string | Buffer, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
  const ikm = hkdf(
    keys.ecdh.computeSecret(senderPublic),
    keys.auth,
    Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]),
    32,
  );
  const cek = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record: the content, the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Reads a VAPID `Authorization` header (RFC 8292: `vapid t=<JWT>, k=<public key>`) and checks the
 * JWT's ES256 signature against the key it names.
 */
export function readVapid(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  return {
    publicKey: k,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
    signatureValid: verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    ),
  };
}
